/// Pairs items of two sequences in order, as a diff does: a weighted longest common subsequence.
enum SequenceAlignment {
    /// Index pairs `(i, j)`, increasing in both, that maximise the total weight; `weight(i, j)`
    /// is nil where item `i` of the first sequence cannot pair with item `j` of the second. Ties
    /// are broken the same way every time.
    ///
    /// The table holds `(firstCount + 1) × (secondCount + 1)` 32-bit totals; callers keep that
    /// within `SpecLimits.maxComparedPairs`, and keep weights small enough for the totals to fit.
    static func pairs(_ firstCount: Int, _ secondCount: Int, weight: (Int, Int) -> Int?) -> [(Int, Int)] {
        guard firstCount > 0, secondCount > 0 else { return [] }
        let width = secondCount + 1
        var best = [Int32](repeating: 0, count: (firstCount + 1) * width)
        for i in 1...firstCount {
            for j in 1...secondCount {
                var total = max(best[(i - 1) * width + j], best[i * width + j - 1])
                if let pairWeight = weight(i - 1, j - 1) {
                    total = max(total, best[(i - 1) * width + j - 1] + Int32(pairWeight))
                }
                best[i * width + j] = total
            }
        }
        // Walk back from the end, pairing wherever the pair accounts for the best total.
        var result: [(Int, Int)] = []
        var i = firstCount
        var j = secondCount
        while i > 0, j > 0 {
            let total = best[i * width + j]
            if let pairWeight = weight(i - 1, j - 1), total == best[(i - 1) * width + j - 1] + Int32(pairWeight) {
                result.append((i - 1, j - 1))
                i -= 1
                j -= 1
            } else if total == best[(i - 1) * width + j] {
                i -= 1
            } else {
                j -= 1
            }
        }
        return result.reversed()
    }
}
