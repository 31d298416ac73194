// Debian's libdeflate-dev (libdeflate.h); the zip and gzip readers check CRC-32s with it.
#include <libdeflate.h>
