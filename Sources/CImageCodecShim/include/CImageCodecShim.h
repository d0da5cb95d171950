// CImageCodecShim: the only code that calls libjpeg and libpng.
//
// Both libraries report errors by longjmp. Jumping over Swift frames is undefined behaviour, so
// every library call that can fail runs inside one of these C functions, each of which owns the
// setjmp it returns to. Swift only ever sees a status code and a message.
//
// Threading: no function touches global state. Distinct decoder objects may be used from
// different threads at the same time; one decoder object must not be used concurrently.
#ifndef CIMAGECODECSHIM_H
#define CIMAGECODECSHIM_H

#include <stddef.h>
#include <stdint.h>

/// Outcome of a shim call; anything but ICX_OK comes with a message.
typedef enum {
    ICX_OK = 0,
    ICX_TRUNCATED,
    ICX_CORRUPT,
    ICX_UNSUPPORTED,
    ICX_TOO_LARGE,
    ICX_OUT_OF_MEMORY
} icx_status;

/// Size of every message buffer (libjpeg's JMSG_LENGTH_MAX).
#define ICX_MESSAGE_CAPACITY 200

/// Colour model of pixels handed to or produced by the shim.
typedef enum {
    ICX_MODEL_GRAY = 1,
    ICX_MODEL_RGB = 3,
    ICX_MODEL_CMYK = 5,
    ICX_MODEL_YCCK = 6
} icx_color_model;

// MARK: JPEG decoding

typedef struct icx_jpeg_decoder icx_jpeg_decoder;

typedef struct {
    uint32_t width;
    uint32_t height;
    /// The first APP1 "Exif" payload (after the "Exif\0\0" prefix) or NULL; owned by the decoder.
    const uint8_t *exif;
    size_t exif_size;
} icx_jpeg_header;

icx_jpeg_decoder *icx_jpeg_decoder_create(void);
void icx_jpeg_decoder_destroy(icx_jpeg_decoder *decoder);
const char *icx_jpeg_decoder_message(const icx_jpeg_decoder *decoder);

/// Parses the header and checks that the colour space is one the decoder converts to RGB
/// (grayscale, YCbCr, RGB, CMYK, YCCK). `data` must stay valid until the decoder is destroyed.
/// `max_scans` bounds the number of progressive scans (a known CPU exhaustion vector).
icx_status icx_jpeg_read_header(icx_jpeg_decoder *decoder, const uint8_t *data, size_t size,
                                uint32_t max_scans, icx_jpeg_header *header);

/// Output size when decoding with DCT scaling 1/`scale_denom` (1, 2, 4 or 8).
icx_status icx_jpeg_output_size(icx_jpeg_decoder *decoder, uint32_t scale_denom,
                                 uint32_t *width, uint32_t *height);

/// Decodes into tightly packed 8-bit RGB rows of `row_stride` bytes; CMYK and YCCK are converted.
icx_status icx_jpeg_decode_rgb(icx_jpeg_decoder *decoder, uint32_t scale_denom,
                               uint8_t *pixels, size_t row_stride);

// MARK: PNG decoding

typedef struct icx_png_decoder icx_png_decoder;

typedef struct {
    uint32_t width;
    uint32_t height;
    /// Non-zero when the decoded pixels are RGBA (alpha channel or tRNS chunk), else RGB.
    int has_alpha;
} icx_png_header;

icx_png_decoder *icx_png_decoder_create(void);
void icx_png_decoder_destroy(icx_png_decoder *decoder);
const char *icx_png_decoder_message(const icx_png_decoder *decoder);

/// Parses the signature and the chunks before the image data. `data` must outlive the decoder.
icx_status icx_png_read_header(icx_png_decoder *decoder, const uint8_t *data, size_t size,
                               icx_png_header *header);

/// Decodes every pass into 8-bit RGB or RGBA rows (per `has_alpha`), then checks the file end.
icx_status icx_png_decode(icx_png_decoder *decoder, uint8_t *pixels, size_t row_stride);

// MARK: Encoding

/// Encodes `pixels` (rows of `row_stride` bytes in `input_model`) as JPEG in `output_model`.
/// On success `*output` is a malloc'd buffer the caller releases with icx_free.
icx_status icx_jpeg_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t row_stride,
                           int input_model, int output_model, int quality, int progressive,
                           uint8_t **output, size_t *output_size, char message[ICX_MESSAGE_CAPACITY]);

/// Encodes 8-bit RGB or RGBA rows as PNG with zlib `compression_level` (0...9), each row
/// filtered with `row_filter` (0 none, 1 sub, 2 up, 3 average, 4 Paeth) or, for -1, with
/// whichever filter libpng's heuristic picks per row.
/// On success `*output` is a malloc'd buffer the caller releases with icx_free.
icx_status icx_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t row_stride,
                          int has_alpha, int compression_level, int row_filter,
                          uint8_t **output, size_t *output_size, char message[ICX_MESSAGE_CAPACITY]);

void icx_free(void *buffer);

#endif
