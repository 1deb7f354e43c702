/// Compares announcements the way a listener hears them.
public enum SpokenText {
    /// Lower-cased words separated by single spaces: punctuation, symbols and case are not heard,
    /// so "Double-Tap to Toggle." and "double tap to toggle" are the same announcement.
    public static func normalized(_ text: String) -> String {
        var words: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.joined(separator: " ")
    }
}
