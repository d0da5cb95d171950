/// A short hash that is the same in every run and on every machine (unlike `hashValue`), for
/// cache file and folder names: FNV-1a over UTF-8, in base 36.
enum StableHash {
    static func of(_ text: String) -> String {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return String(value, radix: 36)
    }
}
