#include <stdio.h>
#include <stdlib.h>

#include "icx_internal.h"

void icx_fail(icx_failure *failure, icx_status status, const char *message) {
    failure->status = status;
    snprintf(failure->message, sizeof failure->message, "%s", message);
    longjmp(failure->jump, 1);
}

int icx_buffer_reserve(icx_buffer *buffer, size_t capacity) {
    if (capacity <= buffer->capacity) {
        return 1;
    }
    size_t grown = buffer->capacity < 65536 ? 65536 : buffer->capacity;
    while (grown < capacity) {
        grown *= 2;
    }
    uint8_t *bytes = realloc(buffer->bytes, grown);
    if (bytes == NULL) {
        return 0;
    }
    buffer->bytes = bytes;
    buffer->capacity = grown;
    return 1;
}

void icx_free(void *buffer) {
    free(buffer);
}
