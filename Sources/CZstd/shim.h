// Debian's libzstd-dev (zstd.h); the Parquet writer compresses its pages with it.
#include <zstd.h>
