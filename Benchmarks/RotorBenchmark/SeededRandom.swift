/// SplitMix64. The generated project must be byte-identical on every run and machine, so the
/// benchmark owns its generator and its range arithmetic instead of relying on the standard
/// library's `random(in:using:)`, whose algorithm may change between Swift releases.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `range`; the modulo bias is irrelevant for choosing code shapes.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with the given probability (0…1).
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() % 1_000_000) < probability * 1_000_000
    }

    mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[int(in: 0...(choices.count - 1))]
    }

    /// One of `choices`, each as likely as its weight.
    mutating func weighted<Element>(_ choices: [(weight: Int, value: Element)]) -> Element {
        var roll = int(in: 0...(choices.reduce(0) { $0 + $1.weight } - 1))
        for choice in choices {
            if roll < choice.weight { return choice.value }
            roll -= choice.weight
        }
        return choices[choices.count - 1].value
    }
}
