// zlib (zlib1g-dev's zlib.h): the zip entry and gzip readers inflate with it (ZlibBinding.swift).
#include <zlib.h>
