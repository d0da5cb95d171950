// zlib, for the kitty graphics protocol's compressed pictures (TerminalUI).
#include <zlib.h>
