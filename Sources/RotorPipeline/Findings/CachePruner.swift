import Foundation
import RotorKit

/// Keeps a result cache folder bounded. Entries accumulate for paths no longer linted (a deleted
/// file, an old checkout or worktree, a temporary folder); each entry's modification date is the
/// last run that used it (`ResultCache` refreshes it on a hit at most once a day), so the pruner
/// removes what no run has used for `maximumAge`, then, while the entries still take more than
/// `maximumSize` bytes, the least recently used first.
///
/// Only the cache's own entries (`ResultCache.isEntryName`) are ever removed, so a
/// `--cache-path` that names a folder holding other files loses none of them. A full pass lists the
/// folder, so it runs at most once per `interval`, as the date of a marker file records; any other
/// run costs one `stat`. Pruning never changes a report: a removed entry is only linted again.
public struct CachePruner: Sendable {
    public var directory: URL
    /// Entries unused for longer are removed: 30 days.
    public var maximumAge: TimeInterval = 30 * 24 * 3600
    /// The entries' total size is kept at or below this many bytes: 100 MB.
    public var maximumSize: Int = 100 * 1_000_000
    /// A full pass runs at most once in this time: a day.
    public var interval: TimeInterval = 24 * 3600

    /// Records the last full pass; its date is all that is read.
    static let markerName = ".last-pruned"

    public init(directory: URL) {
        self.directory = directory
    }

    /// What one pass did.
    public struct Summary: Sendable, Equatable {
        public var removed = 0
        public var removedBytes = 0
        public var kept = 0
        public var keptBytes = 0
    }

    private var marker: URL { directory.appendingPathComponent(Self.markerName) }

    /// Prunes when no pass has run for `interval` (or never, or the marker's date is in the future);
    /// nil when it was not due or the folder does not exist.
    @discardableResult
    public func pruneIfDue(now: Date = Date()) -> Summary? {
        let manager = FileManager.default
        if let last = (FileStatus(path: marker.path)?.modified).map({ Date(timeIntervalSince1970: $0) }),
            last <= now, now.timeIntervalSince(last) < interval
        {
            return nil
        }
        guard FileStatus(path: directory.path, followingLinks: true)?.kind == .directory else { return nil }
        // Marked first, so that runs starting meanwhile do not prune as well.
        if !manager.createFile(atPath: marker.path, contents: Data()) { return nil }
        try? manager.setAttributes([.modificationDate: now], ofItemAtPath: marker.path)
        return prune(now: now)
    }

    /// One full pass: removes entries unused for `maximumAge`, then the least recently used while
    /// the rest exceed `maximumSize`. Ties in date are broken by name, so a pass is deterministic.
    @discardableResult
    public func prune(now: Date = Date()) -> Summary {
        let manager = FileManager.default
        // Names and `lstat`s only: URL resource values cost a hundred times as much on Linux.
        guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { return Summary() }
        var entries: [(url: URL, date: Date, size: Int)] = []
        for name in names where ResultCache.isEntryName(name) {
            let url = directory.appendingPathComponent(name)
            guard let status = FileStatus(path: url.path), status.kind == .regular else { continue }
            entries.append((url, Date(timeIntervalSince1970: status.modified), status.size))
        }
        // Most recently used first; the oldest are removed from the end.
        entries.sort { $0.date != $1.date ? $0.date > $1.date : $0.url.lastPathComponent < $1.url.lastPathComponent }
        var summary = Summary()
        let oldest = now.addingTimeInterval(-maximumAge)
        var full = false
        for entry in entries {
            // Once one entry does not fit, every older one goes too.
            full = full || summary.keptBytes + entry.size > maximumSize
            if entry.date >= oldest, !full {
                summary.kept += 1
                summary.keptBytes += entry.size
            } else if (try? manager.removeItem(at: entry.url)) != nil {
                summary.removed += 1
                summary.removedBytes += entry.size
            }
        }
        return summary
    }
}
