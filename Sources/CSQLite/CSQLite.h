// The system SQLite (Debian libsqlite3-dev), built with FTS5; used by the Gallery index.
#include <sqlite3.h>
