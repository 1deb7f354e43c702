/// 64-bit FNV-1a: fast, dependency-free and the same on every run and platform (Swift's `Hasher`
/// is seeded per process), so it can key the result cache and SARIF's finding fingerprints.
public enum FNV1a {
    /// Inlinable so that callers in other modules get a loop specialised to their byte sequence.
    @inlinable
    public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        return value
    }

    /// 16 lowercase hexadecimal digits, zero-padded so that names and fingerprints sort and compare.
    @inlinable
    public static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = String(hash(bytes), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
