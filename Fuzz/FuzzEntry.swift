import Foundation

/// libFuzzer entry point: decodes every input both at full size and as a thumbnail with alpha
/// compositing, so that the JPEG DCT-scaling path and the resampler are exercised too.
/// Limits are lower than the defaults so that each input takes milliseconds, not seconds.
@_cdecl("LLVMFuzzerTestOneInput")
public func imageCodecFuzzOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let decoder = ImageDecoder(
        limits: DecodingLimits(maximumDimension: 4_096, maximumPixelCount: 2_000_000, maximumInputSize: 1 << 20)
    )
    _ = try? decoder.decode(data)
    _ = try? decoder.decode(
        data, options: DecodingOptions(maximumSize: ImageSize(width: 37, height: 23), alpha: .composite(onto: .white))
    )
    return 0
}
