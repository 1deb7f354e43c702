/// An identifier or short text compared as ASCII lowercase, for the "does this name contain one of
/// these words" questions the behaviour rules ask of every constructor and identifier: Foundation's
/// `contains` on Strings cost more than the rest of those rules together. Letters outside ASCII are
/// compared as written.
struct LoweredName {
    private var text: String

    init(_ text: String) {
        self.text = text
    }

    /// Whether `part`, written in lowercase ASCII, occurs in the name in any case.
    func contains(_ part: String) -> Bool {
        var text = text
        var part = part
        return text.withUTF8 { haystack in
            part.withUTF8 { needle in
                guard let first = needle.first else { return true }
                guard needle.count <= haystack.count else { return false }
                for start in 0...(haystack.count - needle.count) where Self.lowered(haystack[start]) == first {
                    var offset = 1
                    while offset < needle.count, Self.lowered(haystack[start + offset]) == needle[offset] {
                        offset += 1
                    }
                    if offset == needle.count { return true }
                }
                return false
            }
        }
    }

    func containsAny(_ parts: [String]) -> Bool {
        parts.contains(where: contains)
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        (65...90).contains(byte) ? byte + 32 : byte
    }
}
