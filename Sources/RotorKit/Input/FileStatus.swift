import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's type, size and date from one `lstat` or `stat`. FileManager's `attributesOfItem` also
/// looks up the owner's and group's names, which on Linux costs a hundred times the `stat`: paid for
/// every entry of every folder, it was most of a warm run. Every read of a file's status goes here.
public struct FileStatus: Sendable {
    public enum Kind: Sendable { case directory, regular, symbolicLink, other }

    public var kind: Kind
    public var size: Int
    /// Seconds since 1970, with nanoseconds.
    public var modified: TimeInterval

    /// The entry itself (a link is not followed) with `followingLinks` false, as `attributesOfItem`
    /// reads it; nil when it does not exist or cannot be read.
    public init?(path: String, followingLinks: Bool = false) {
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
        self.init(status)
    }

    /// The file open as `descriptor`.
    public init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }

    private init(_ status: stat) {
        switch status.st_mode & S_IFMT {
        case S_IFDIR: kind = .directory
        case S_IFREG: kind = .regular
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        size = Int(status.st_size)
        #if canImport(Darwin)
            modified = TimeInterval(status.st_mtimespec.tv_sec) + TimeInterval(status.st_mtimespec.tv_nsec) / 1e9
        #else
            modified = TimeInterval(status.st_mtim.tv_sec) + TimeInterval(status.st_mtim.tv_nsec) / 1e9
        #endif
    }
}
