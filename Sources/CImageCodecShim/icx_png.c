// PNG decoding and encoding through libpng, with errors returned instead of printed.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <png.h>

#include "icx_internal.h"

// MARK: Error handling shared by decoder and encoder

// The error pointer of every libpng object points at a struct that starts with an icx_failure.
static void on_png_error(png_structp png, png_const_charp message) {
    icx_fail((icx_failure *)png_get_error_ptr(png), ICX_CORRUPT, message);
}

// Warnings concern ancillary data libpng has already skipped; the image itself is fine.
static void on_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

// MARK: Decoding

struct icx_png_decoder {
    icx_failure failure;
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t size;
    size_t offset;
    int has_alpha;
};

static void read_from_memory(png_structp png, png_bytep destination, size_t length) {
    icx_png_decoder *decoder = (icx_png_decoder *)png_get_io_ptr(png);
    if (length > decoder->size - decoder->offset) {
        icx_fail(&decoder->failure, ICX_TRUNCATED, "the data ends before the image is complete");
    }
    memcpy(destination, decoder->data + decoder->offset, length);
    decoder->offset += length;
}

icx_png_decoder *icx_png_decoder_create(void) {
    icx_png_decoder *decoder = calloc(1, sizeof *decoder);
    if (decoder == NULL) {
        return NULL;
    }
    // libpng calls the error handler if creation itself fails, so the jump target must exist.
    if (setjmp(decoder->failure.jump)) {
        icx_png_decoder_destroy(decoder);
        return NULL;
    }
    decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, decoder, on_png_error, on_png_warning);
    if (decoder->png == NULL) {
        icx_png_decoder_destroy(decoder);
        return NULL;
    }
    decoder->info = png_create_info_struct(decoder->png);
    if (decoder->info == NULL) {
        icx_png_decoder_destroy(decoder);
        return NULL;
    }
    return decoder;
}

void icx_png_decoder_destroy(icx_png_decoder *decoder) {
    if (decoder == NULL) {
        return;
    }
    if (decoder->png != NULL) {
        png_destroy_read_struct(&decoder->png, decoder->info != NULL ? &decoder->info : NULL, NULL);
    }
    free(decoder);
}

const char *icx_png_decoder_message(const icx_png_decoder *decoder) {
    return decoder->failure.message;
}

icx_status icx_png_read_header(icx_png_decoder *decoder, const uint8_t *data, size_t size,
                               icx_png_header *header) {
    png_structp png = decoder->png;
    png_infop info = decoder->info;
    if (setjmp(decoder->failure.jump)) {
        return decoder->failure.status;
    }
    decoder->data = data;
    decoder->size = size;
    decoder->offset = 0;
    png_set_read_fn(png, decoder, read_from_memory);
    // The caller applies its own (usually stricter) limits to the header; lift libpng's defaults
    // so that an oversized image is reported as too large rather than as a corrupt header.
    png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_read_info(png, info);

    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    int color_type = png_get_color_type(png, info);
    decoder->has_alpha = (color_type & PNG_COLOR_MASK_ALPHA) != 0 || png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    header->width = width;
    header->height = height;
    header->has_alpha = decoder->has_alpha;
    return ICX_OK;
}

icx_status icx_png_decode(icx_png_decoder *decoder, uint8_t *pixels, size_t row_stride) {
    png_structp png = decoder->png;
    png_infop info = decoder->info;
    if (setjmp(decoder->failure.jump)) {
        return decoder->failure.status;
    }
    // Normalise every colour type and bit depth to 8-bit RGB(A): palettes and low bit depths
    // expand, tRNS becomes an alpha channel, 16-bit samples are scaled (not truncated).
    png_set_expand(png);
    png_set_scale_16(png);
    png_set_gray_to_rgb(png);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);

    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    size_t channels = decoder->has_alpha ? 4 : 3;
    if (png_get_rowbytes(png, info) != (size_t)width * channels) {
        icx_fail(&decoder->failure, ICX_UNSUPPORTED, "its pixel layout cannot be converted to 8-bit RGB(A)");
    }
    // With interlace handling on, each pass fills in its own pixels of the full rows.
    for (int pass = 0; pass < passes; pass++) {
        for (png_uint_32 y = 0; y < height; y++) {
            png_read_row(png, pixels + (size_t)y * row_stride, NULL);
        }
    }
    png_read_end(png, NULL);
    return ICX_OK;
}

// MARK: Encoding

typedef struct {
    icx_failure failure;
    png_structp png;
    png_infop info;
    icx_buffer output;
} png_encoder;

static void write_to_memory(png_structp png, png_bytep data, size_t length) {
    png_encoder *encoder = (png_encoder *)png_get_io_ptr(png);
    icx_buffer *output = &encoder->output;
    if (length > SIZE_MAX - output->size || !icx_buffer_reserve(output, output->size + length)) {
        icx_fail(&encoder->failure, ICX_OUT_OF_MEMORY, "out of memory while writing the PNG");
    }
    memcpy(output->bytes + output->size, data, length);
    output->size += length;
}

static void flush_memory(png_structp png) {
    (void)png;
}

icx_status icx_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t row_stride,
                          int has_alpha, int compression_level, int row_filter,
                          uint8_t **output, size_t *output_size, char message[ICX_MESSAGE_CAPACITY]) {
    png_encoder *encoder = calloc(1, sizeof *encoder);
    if (encoder == NULL) {
        snprintf(message, ICX_MESSAGE_CAPACITY, "out of memory");
        return ICX_OUT_OF_MEMORY;
    }
    icx_status status = ICX_OK;
    if (setjmp(encoder->failure.jump)) {
        status = encoder->failure.status;
        snprintf(message, ICX_MESSAGE_CAPACITY, "%s", encoder->failure.message);
    } else {
        encoder->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, encoder, on_png_error, on_png_warning);
        if (encoder->png != NULL) {
            encoder->info = png_create_info_struct(encoder->png);
        }
        if (encoder->info == NULL) {
            icx_fail(&encoder->failure, ICX_OUT_OF_MEMORY, "out of memory while creating the PNG writer");
        }
        png_set_write_fn(encoder->png, encoder, write_to_memory, flush_memory);
        png_set_IHDR(encoder->png, encoder->info, width, height, 8,
                     has_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                     PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
        png_set_compression_level(encoder->png, compression_level);
        if (row_filter >= 0 && row_filter <= 4) {
            static const int filters[] = {PNG_FILTER_NONE, PNG_FILTER_SUB, PNG_FILTER_UP, PNG_FILTER_AVG, PNG_FILTER_PAETH};
            png_set_filter(encoder->png, PNG_FILTER_TYPE_BASE, filters[row_filter]);
        }
        png_write_info(encoder->png, encoder->info);
        for (uint32_t y = 0; y < height; y++) {
            png_write_row(encoder->png, pixels + (size_t)y * row_stride);
        }
        png_write_end(encoder->png, NULL);
        *output = encoder->output.bytes;
        *output_size = encoder->output.size;
        encoder->output.bytes = NULL;
    }
    if (encoder->png != NULL) {
        png_destroy_write_struct(&encoder->png, encoder->info != NULL ? &encoder->info : NULL);
    }
    free(encoder->output.bytes);
    free(encoder);
    return status;
}
