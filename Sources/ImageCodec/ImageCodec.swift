// ImageCodec — JPEG/PNG decode and encode through libjpeg-turbo and libpng, resampling and
// input limits. Filled by the ImageCodec issue.
