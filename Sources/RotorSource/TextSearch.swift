#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension String {
    /// Whether the text holds `word` byte for byte. Foundation's `contains` bridges the whole text
    /// to UTF-16 through NSString on Linux: asked of a file's text for every file, it cost a fifth of
    /// a lint. The words searched are ASCII names, which no combining mark follows in code.
    func containsBytes(_ word: String) -> Bool {
        var text = self
        var word = word
        return text.withUTF8 { bytes in
            word.withUTF8 { needle in
                guard let first = needle.first, let needleBase = needle.baseAddress else { return true }
                guard let base = bytes.baseAddress, bytes.count >= needle.count else { return false }
                let lastStart = bytes.count - needle.count
                var start = 0
                while start <= lastStart {
                    guard let found = memchr(base + start, Int32(first), lastStart - start + 1) else { return false }
                    let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + index, needleBase, needle.count) == 0 { return true }
                    start = index + 1
                }
                return false
            }
        }
    }

    /// `lowercased().contains(word)` for a lowercase ASCII `word` without `k`, without building a
    /// lowercased copy: no other letter lowercases to an ASCII letter alone but the Kelvin sign (to
    /// `k`); `İ` lowercases to `i` and a combining dot, which matches `i` neither way.
    func containsASCIICaseInsensitive(_ word: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        var text = self
        return text.withUTF8 { bytes in
            guard bytes.count >= needle.count else { return false }
            for start in 0...(bytes.count - needle.count) {
                var index = 0
                while index < needle.count {
                    let byte = bytes[start + index]
                    let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
                    guard lowered == needle[index] else { break }
                    index += 1
                }
                if index == needle.count { return true }
            }
            return false
        }
    }
}

extension StringProtocol {
    /// `first?.isUppercase == true`, read from the first byte when it is ASCII: asked of almost
    /// every name the walk meets, where the Unicode lookup was a visible cost.
    var startsUppercase: Bool {
        guard let byte = utf8.first else { return false }
        guard byte >= 0x80 else { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return first?.isUppercase == true
    }
}
