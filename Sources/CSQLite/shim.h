// Debian's libsqlite3-dev (sqlite3.h); the SQLite writer stores the analytics table with it.
#include <sqlite3.h>
