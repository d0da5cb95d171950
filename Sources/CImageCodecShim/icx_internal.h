// Pieces shared by the shim's JPEG and PNG code; not part of the public header.
#ifndef ICX_INTERNAL_H
#define ICX_INTERNAL_H

#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>

#include "CImageCodecShim.h"

/// Where a library error handler jumps to, and what it reports. Every shim state struct starts
/// with one, so the error callbacks can reach it through the libraries' client pointers.
typedef struct {
    jmp_buf jump;
    icx_status status;
    char message[ICX_MESSAGE_CAPACITY];
} icx_failure;

/// Records a failure and jumps back to the shim entry point that owns `failure->jump`.
void icx_fail(icx_failure *failure, icx_status status, const char *message) __attribute__((noreturn));

/// A growable malloc'd byte buffer for encoder output.
typedef struct {
    uint8_t *bytes;
    size_t size;
    size_t capacity;
} icx_buffer;

/// Ensures room for `capacity` bytes in total; returns 0 when memory runs out.
int icx_buffer_reserve(icx_buffer *buffer, size_t capacity);

#endif
