import Foundation

/// Runs one job per item on worker threads and returns the results in the items' order, so that
/// what a run prints never depends on the thread count. The only place a run takes locks.
struct WorkerPool: Sendable {
    var threads: Int

    /// Items are started largest `cost` first, so that no worker is left with a large item while
    /// the others have finished; `progress` is called after each item with the count done so far.
    func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], cost: (Item) -> Int = { _ in 0 },
        progress: (@Sendable (Int) -> Void)? = nil,
        _ job: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        let costs = items.map(cost)
        // A stable order: equal costs keep item order.
        let order = items.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
        let slots = ResultSlots<Result>(order: order)
        let workerCount = max(1, min(threads, items.count))
        let group = DispatchGroup()
        for _ in 0..<workerCount {
            group.enter()
            // SwiftSyntax walks recursively: give workers the main thread's stack size, not the
            // small default of secondary threads.
            let thread = Thread {
                while let index = slots.claimNext() {
                    let done = slots.store(job(items[index]), at: index)
                    progress?(done)
                }
                group.leave()
            }
            thread.stackSize = 64 << 20
            thread.start()
        }
        group.wait()
        return slots.values
    }

    /// Inputs larger than this are read one at a time, so that memory stays bounded whatever the
    /// thread count: a syntax tree takes about 75 times its file's size, an XML tree about 20 times.
    static let largeInputSize = 1 << 20
    private static let largeInputGate = NSLock()

    /// Runs `work` alone among large inputs when `size` is large, at once otherwise.
    static func gated<Result, Failure: Error>(size: Int, _ work: () throws(Failure) -> Result) throws(Failure) -> Result
    {
        guard size > largeInputSize else { return try work() }
        largeInputGate.lock()
        defer { largeInputGate.unlock() }
        return try work()
    }
}

/// Work distribution and result storage shared by the workers of one `map`.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result?]
    /// Item indices in the order workers take them.
    private let order: [Int]
    private var next = 0
    private var completed = 0

    init(order: [Int]) {
        self.order = order
        slots = Array(repeating: nil, count: order.count)
    }

    func claimNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < order.count else { return nil }
        next += 1
        return order[next - 1]
    }

    /// Stores a result and returns how many items are done.
    func store(_ result: Result, at index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = result
        completed += 1
        return completed
    }

    /// Every slot is filled once `map`'s workers have all left the group.
    var values: [Result] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
