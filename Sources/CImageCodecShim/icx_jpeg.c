// JPEG decoding and encoding through libjpeg-turbo, with errors returned instead of exit().
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

#include "icx_internal.h"

// MARK: Error handling shared by decoder and encoder

// client_data of every libjpeg object points at a struct that starts with an icx_failure.
static icx_failure *failure_of(j_common_ptr cinfo) {
    return (icx_failure *)cinfo->client_data;
}

static icx_status status_for_code(int code) {
    switch (code) {
    case JWRN_JPEG_EOF:
    case JERR_INPUT_EMPTY:
    case JERR_INPUT_EOF:
        return ICX_TRUNCATED;
    case JERR_BAD_PRECISION:
    case JERR_SOF_UNSUPPORTED:
    case JERR_NOT_COMPILED:
    case JERR_CONVERSION_NOTIMPL:
    case JERR_ARITH_NOTIMPL:
    case JERR_CCIR601_NOTIMPL:
        return ICX_UNSUPPORTED;
    case JERR_IMAGE_TOO_BIG:
    case JERR_WIDTH_OVERFLOW:
        return ICX_TOO_LARGE;
    case JERR_OUT_OF_MEMORY:
        return ICX_OUT_OF_MEMORY;
    default:
        return ICX_CORRUPT;
    }
}

static void on_error_exit(j_common_ptr cinfo) {
    char message[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, message);
    icx_fail(failure_of(cinfo), status_for_code(cinfo->err->msg_code), message);
}

// libjpeg recovers from damaged entropy data with a warning, as browsers do, and we accept that.
// Running out of data is different: libjpeg would invent an end marker and return a grey-filled
// image, so it becomes a "truncated" error instead.
static void on_emit_message(j_common_ptr cinfo, int level) {
    if (level >= 0) {
        return;
    }
    if (cinfo->err->msg_code == JWRN_JPEG_EOF) {
        on_error_exit(cinfo);
    }
    cinfo->err->num_warnings++;
}

static void install_error_handler(struct jpeg_error_mgr *err) {
    jpeg_std_error(err);
    err->error_exit = on_error_exit;
    err->emit_message = on_emit_message;
}

// MARK: Decoding

struct icx_jpeg_decoder {
    icx_failure failure;
    struct jpeg_decompress_struct cinfo;
    struct jpeg_error_mgr err;
    struct jpeg_progress_mgr progress;
    uint32_t max_scans;
    int created;
};

static void on_progress(j_common_ptr cinfo) {
    icx_jpeg_decoder *decoder = (icx_jpeg_decoder *)cinfo->client_data;
    if (decoder->cinfo.input_scan_number > (int)decoder->max_scans) {
        char message[ICX_MESSAGE_CAPACITY];
        snprintf(message, sizeof message,
                 "it has more than %u progressive scans, which only hostile files need", decoder->max_scans);
        icx_fail(&decoder->failure, ICX_CORRUPT, message);
    }
}

icx_jpeg_decoder *icx_jpeg_decoder_create(void) {
    icx_jpeg_decoder *decoder = calloc(1, sizeof *decoder);
    if (decoder == NULL) {
        return NULL;
    }
    install_error_handler(&decoder->err);
    decoder->cinfo.err = &decoder->err;
    decoder->cinfo.client_data = decoder;
    if (setjmp(decoder->failure.jump)) {
        icx_jpeg_decoder_destroy(decoder);
        return NULL;
    }
    jpeg_create_decompress(&decoder->cinfo);
    decoder->created = 1;
    decoder->progress.progress_monitor = on_progress;
    decoder->cinfo.progress = &decoder->progress;
    return decoder;
}

void icx_jpeg_decoder_destroy(icx_jpeg_decoder *decoder) {
    if (decoder == NULL) {
        return;
    }
    if (decoder->created) {
        jpeg_destroy_decompress(&decoder->cinfo);
    }
    free(decoder);
}

const char *icx_jpeg_decoder_message(const icx_jpeg_decoder *decoder) {
    return decoder->failure.message;
}

static const uint8_t exif_prefix[6] = {'E', 'x', 'i', 'f', 0, 0};

icx_status icx_jpeg_read_header(icx_jpeg_decoder *decoder, const uint8_t *data, size_t size,
                                uint32_t max_scans, icx_jpeg_header *header) {
    j_decompress_ptr cinfo = &decoder->cinfo;
    if (setjmp(decoder->failure.jump)) {
        return decoder->failure.status;
    }
    decoder->max_scans = max_scans;
    jpeg_mem_src(cinfo, data, (unsigned long)size);
    jpeg_save_markers(cinfo, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(cinfo, TRUE);

    memset(header, 0, sizeof *header);
    header->width = cinfo->image_width;
    header->height = cinfo->image_height;
    switch (cinfo->jpeg_color_space) {
    case JCS_GRAYSCALE:
    case JCS_YCbCr:
    case JCS_RGB:
    case JCS_CMYK:
    case JCS_YCCK:
        break;
    default: {
        char message[ICX_MESSAGE_CAPACITY];
        snprintf(message, sizeof message, "its colour space has %d components of unknown meaning",
                 cinfo->num_components);
        icx_fail(&decoder->failure, ICX_UNSUPPORTED, message);
    }
    }
    for (jpeg_saved_marker_ptr marker = cinfo->marker_list; marker != NULL; marker = marker->next) {
        if (marker->marker == JPEG_APP0 + 1 && marker->data_length > sizeof exif_prefix &&
            memcmp(marker->data, exif_prefix, sizeof exif_prefix) == 0) {
            header->exif = marker->data + sizeof exif_prefix;
            header->exif_size = marker->data_length - sizeof exif_prefix;
            break;
        }
    }
    return ICX_OK;
}

static int is_cmyk(j_decompress_ptr cinfo) {
    return cinfo->jpeg_color_space == JCS_CMYK || cinfo->jpeg_color_space == JCS_YCCK;
}

static void configure_output(j_decompress_ptr cinfo, uint32_t scale_denom) {
    cinfo->scale_num = 1;
    cinfo->scale_denom = scale_denom;
    // libjpeg turns YCCK into CMYK itself; CMYK to RGB is ours (it has no such conversion).
    cinfo->out_color_space = is_cmyk(cinfo) ? JCS_CMYK : JCS_RGB;
}

icx_status icx_jpeg_output_size(icx_jpeg_decoder *decoder, uint32_t scale_denom,
                                 uint32_t *width, uint32_t *height) {
    if (setjmp(decoder->failure.jump)) {
        return decoder->failure.status;
    }
    configure_output(&decoder->cinfo, scale_denom);
    jpeg_calc_output_dimensions(&decoder->cinfo);
    *width = decoder->cinfo.output_width;
    *height = decoder->cinfo.output_height;
    return ICX_OK;
}

// Adobe writers (the only common source of CMYK JPEGs) store inverted ink values.
static void cmyk_row_to_rgb(const JSAMPLE *cmyk, uint8_t *rgb, JDIMENSION width, int inverted) {
    for (JDIMENSION x = 0; x < width; x++, cmyk += 4, rgb += 3) {
        unsigned c = cmyk[0], m = cmyk[1], y = cmyk[2], k = cmyk[3];
        if (!inverted) {
            c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k;
        }
        rgb[0] = (uint8_t)((c * k + 127) / 255);
        rgb[1] = (uint8_t)((m * k + 127) / 255);
        rgb[2] = (uint8_t)((y * k + 127) / 255);
    }
}

// Rows handed to libjpeg per call; more than one lets it skip its own row buffering.
#define ROWS_PER_READ 16

icx_status icx_jpeg_decode_rgb(icx_jpeg_decoder *decoder, uint32_t scale_denom,
                               uint8_t *pixels, size_t row_stride) {
    j_decompress_ptr cinfo = &decoder->cinfo;
    if (setjmp(decoder->failure.jump)) {
        return decoder->failure.status;
    }
    configure_output(cinfo, scale_denom);
    jpeg_start_decompress(cinfo);
    if (is_cmyk(cinfo)) {
        JSAMPARRAY cmyk = (*cinfo->mem->alloc_sarray)((j_common_ptr)cinfo, JPOOL_IMAGE,
                                                       cinfo->output_width * 4, 1);
        while (cinfo->output_scanline < cinfo->output_height) {
            uint8_t *row = pixels + (size_t)cinfo->output_scanline * row_stride;
            jpeg_read_scanlines(cinfo, cmyk, 1);
            cmyk_row_to_rgb(cmyk[0], row, cinfo->output_width, cinfo->saw_Adobe_marker);
        }
    } else {
        JSAMPROW rows[ROWS_PER_READ];
        while (cinfo->output_scanline < cinfo->output_height) {
            JDIMENSION count = cinfo->output_height - cinfo->output_scanline;
            if (count > ROWS_PER_READ) {
                count = ROWS_PER_READ;
            }
            for (JDIMENSION i = 0; i < count; i++) {
                rows[i] = pixels + (size_t)(cinfo->output_scanline + i) * row_stride;
            }
            jpeg_read_scanlines(cinfo, rows, count);
        }
    }
    jpeg_finish_decompress(cinfo);
    return ICX_OK;
}

// MARK: Encoding

typedef struct {
    icx_failure failure;
    struct jpeg_compress_struct cinfo;
    struct jpeg_error_mgr err;
    struct jpeg_destination_mgr destination;
    icx_buffer output;
    int created;
} jpeg_encoder;

static void destination_init(j_compress_ptr cinfo) {
    jpeg_encoder *encoder = (jpeg_encoder *)cinfo->client_data;
    if (!icx_buffer_reserve(&encoder->output, 65536)) {
        ERREXIT(cinfo, JERR_OUT_OF_MEMORY);
    }
    encoder->destination.next_output_byte = encoder->output.bytes;
    encoder->destination.free_in_buffer = encoder->output.capacity;
}

// Called when the whole buffer is full: double it and continue after the old end.
static boolean destination_grow(j_compress_ptr cinfo) {
    jpeg_encoder *encoder = (jpeg_encoder *)cinfo->client_data;
    size_t used = encoder->output.capacity;
    if (!icx_buffer_reserve(&encoder->output, used * 2)) {
        ERREXIT(cinfo, JERR_OUT_OF_MEMORY);
    }
    encoder->destination.next_output_byte = encoder->output.bytes + used;
    encoder->destination.free_in_buffer = encoder->output.capacity - used;
    return TRUE;
}

static void destination_term(j_compress_ptr cinfo) {
    jpeg_encoder *encoder = (jpeg_encoder *)cinfo->client_data;
    encoder->output.size = encoder->output.capacity - encoder->destination.free_in_buffer;
}

static J_COLOR_SPACE color_space_for_model(int model, int in_file) {
    switch (model) {
    case ICX_MODEL_GRAY: return JCS_GRAYSCALE;
    case ICX_MODEL_CMYK: return JCS_CMYK;
    case ICX_MODEL_YCCK: return JCS_YCCK;
    // Files store colour as YCbCr so that chroma can be subsampled, as every JPEG reader expects.
    default: return in_file ? JCS_YCbCr : JCS_RGB;
    }
}

static int components_for_model(int model) {
    switch (model) {
    case ICX_MODEL_GRAY: return 1;
    case ICX_MODEL_RGB: return 3;
    default: return 4;
    }
}

icx_status icx_jpeg_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t row_stride,
                           int input_model, int output_model, int quality, int progressive,
                           uint8_t **output, size_t *output_size, char message[ICX_MESSAGE_CAPACITY]) {
    jpeg_encoder *encoder = calloc(1, sizeof *encoder);
    if (encoder == NULL) {
        snprintf(message, ICX_MESSAGE_CAPACITY, "out of memory");
        return ICX_OUT_OF_MEMORY;
    }
    icx_status status = ICX_OK;
    j_compress_ptr cinfo = &encoder->cinfo;
    if (setjmp(encoder->failure.jump)) {
        status = encoder->failure.status;
        snprintf(message, ICX_MESSAGE_CAPACITY, "%s", encoder->failure.message);
    } else {
        install_error_handler(&encoder->err);
        cinfo->err = &encoder->err;
        cinfo->client_data = encoder;
        jpeg_create_compress(cinfo);
        encoder->created = 1;
        encoder->destination.init_destination = destination_init;
        encoder->destination.empty_output_buffer = destination_grow;
        encoder->destination.term_destination = destination_term;
        cinfo->dest = &encoder->destination;

        cinfo->image_width = width;
        cinfo->image_height = height;
        cinfo->input_components = components_for_model(input_model);
        cinfo->in_color_space = color_space_for_model(input_model, 0);
        jpeg_set_defaults(cinfo);
        jpeg_set_colorspace(cinfo, color_space_for_model(output_model, 1));
        jpeg_set_quality(cinfo, quality, TRUE);
        if (progressive) {
            jpeg_simple_progression(cinfo);
        }
        jpeg_start_compress(cinfo, TRUE);
        while (cinfo->next_scanline < cinfo->image_height) {
            JSAMPROW row = (JSAMPROW)(pixels + (size_t)cinfo->next_scanline * row_stride);
            jpeg_write_scanlines(cinfo, &row, 1);
        }
        jpeg_finish_compress(cinfo);
        *output = encoder->output.bytes;
        *output_size = encoder->output.size;
        encoder->output.bytes = NULL;
    }
    if (encoder->created) {
        jpeg_destroy_compress(cinfo);
    }
    free(encoder->output.bytes);
    free(encoder);
    return status;
}
