// The comparison baseline for ImageCodecBenchmark: libjpeg-turbo called directly from C, the
// way a C program would, with the same settings ImageCodec uses (RGB output, default DCT,
// 16 rows per read). Each call allocates and frees its output, as ImageCodec does.
#ifndef CJPEGBASELINE_H
#define CJPEGBASELINE_H

#include <stddef.h>
#include <stdint.h>

/// Decodes `data` at 1/`scale_denom` scale into a fresh RGB buffer, then frees it. When
/// `fit_width` and `fit_height` are non-zero, the decoded image is first area-averaged to that
/// size, as a C program producing an exact thumbnail would.
/// Returns the sum of a few output bytes (so the work cannot be optimised away), or -1 on error.
long baseline_jpeg_decode(const uint8_t *data, size_t size, unsigned scale_denom,
                          unsigned fit_width, unsigned fit_height);

/// Encodes RGB `pixels` at `quality` into a fresh buffer, then frees it.
/// Returns the encoded size, or -1 on error.
long baseline_jpeg_encode(const uint8_t *pixels, unsigned width, unsigned height, int quality);

#endif
