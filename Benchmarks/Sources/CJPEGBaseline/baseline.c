#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

#include <jpeglib.h>

#include "CJPEGBaseline.h"

// The minimal error handler every libjpeg program needs so that errors do not exit().
typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
} baseline_error;

static void baseline_error_exit(j_common_ptr cinfo) {
    longjmp(((baseline_error *)cinfo->err)->jump, 1);
}

// Separable area averaging: each output pixel averages the source pixels it covers, weighted
// by the exact overlap, first along rows, then along columns.
static long area_downscale(const uint8_t *pixels, unsigned width, unsigned height,
                           unsigned target_width, unsigned target_height) {
    float *rows = calloc((size_t)target_width * height * 3, sizeof(float));
    uint8_t *output = malloc((size_t)target_width * target_height * 3);
    float scale_x = (float)width / target_width, scale_y = (float)height / target_height;
    for (unsigned y = 0; y < height; y++) {
        for (unsigned x = 0; x < target_width; x++) {
            float low = x * scale_x, high = low + scale_x, sum[3] = {0, 0, 0};
            for (unsigned source = (unsigned)low; source < width && source < high; source++) {
                float weight = ((source + 1 < high ? source + 1 : high) - (source > low ? source : low)) / scale_x;
                for (int c = 0; c < 3; c++) {
                    sum[c] += pixels[((size_t)y * width + source) * 3 + c] * weight;
                }
            }
            for (int c = 0; c < 3; c++) {
                rows[((size_t)y * target_width + x) * 3 + c] = sum[c];
            }
        }
    }
    for (unsigned y = 0; y < target_height; y++) {
        float low = y * scale_y, high = low + scale_y;
        for (unsigned x = 0; x < target_width * 3; x++) {
            float sum = 0;
            for (unsigned source = (unsigned)low; source < height && source < high; source++) {
                float weight = ((source + 1 < high ? source + 1 : high) - (source > low ? source : low)) / scale_y;
                sum += rows[(size_t)source * target_width * 3 + x] * weight;
            }
            output[(size_t)y * target_width * 3 + x] = (uint8_t)(sum + 0.5f > 255 ? 255 : sum + 0.5f);
        }
    }
    long checksum = output[0];
    free(rows);
    free(output);
    return checksum;
}

long baseline_jpeg_decode(const uint8_t *data, size_t size, unsigned scale_denom,
                          unsigned fit_width, unsigned fit_height) {
    struct jpeg_decompress_struct cinfo;
    baseline_error error;
    uint8_t *volatile pixels = NULL;
    cinfo.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = baseline_error_exit;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&cinfo);
        free(pixels);
        return -1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    cinfo.scale_num = 1;
    cinfo.scale_denom = scale_denom;
    cinfo.out_color_space = JCS_RGB;
    jpeg_start_decompress(&cinfo);
    size_t stride = (size_t)cinfo.output_width * 3;
    pixels = malloc(stride * cinfo.output_height);
    JSAMPROW rows[16];
    while (cinfo.output_scanline < cinfo.output_height) {
        JDIMENSION count = cinfo.output_height - cinfo.output_scanline;
        if (count > 16) {
            count = 16;
        }
        for (JDIMENSION i = 0; i < count; i++) {
            rows[i] = pixels + (size_t)(cinfo.output_scanline + i) * stride;
        }
        jpeg_read_scanlines(&cinfo, rows, count);
    }
    jpeg_finish_decompress(&cinfo);
    long checksum = pixels[0] + pixels[stride * cinfo.output_height - 1];
    if (fit_width != 0 && fit_height != 0) {
        checksum += area_downscale(pixels, cinfo.output_width, cinfo.output_height, fit_width, fit_height);
    }
    jpeg_destroy_decompress(&cinfo);
    free(pixels);
    return checksum;
}

long baseline_jpeg_encode(const uint8_t *pixels, unsigned width, unsigned height, int quality) {
    struct jpeg_compress_struct cinfo;
    baseline_error error;
    unsigned char *volatile output = NULL;
    unsigned char *buffer = NULL;
    unsigned long size = 0;
    cinfo.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = baseline_error_exit;
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(output);
        return -1;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, &buffer, &size);
    cinfo.image_width = width;
    cinfo.image_height = height;
    cinfo.input_components = 3;
    cinfo.in_color_space = JCS_RGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    jpeg_start_compress(&cinfo, TRUE);
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)cinfo.next_scanline * width * 3);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    output = buffer;
    jpeg_destroy_compress(&cinfo);
    free(output);
    return (long)size;
}
