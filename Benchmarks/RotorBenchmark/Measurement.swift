import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One timing: wall-clock seconds, and the CPU seconds all threads of the process used meanwhile.
struct Sample {
    var wallSeconds: Double
    var cpuSeconds: Double
}

/// The repeated timings of one measurement.
struct Series {
    private(set) var samples: [Sample] = []

    mutating func measure(_ body: () -> Void) {
        let cpuBefore = ProcessResources.cpuSeconds
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        samples.append(Sample(wallSeconds: wall, cpuSeconds: ProcessResources.cpuSeconds - cpuBefore))
    }

    var medianWall: Double { Self.median(samples.map(\.wallSeconds)) }
    var medianCPU: Double { Self.median(samples.map(\.cpuSeconds)) }
    var fastest: Double { samples.map(\.wallSeconds).min() ?? 0 }
    var slowest: Double { samples.map(\.wallSeconds).max() ?? 0 }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// CPU time and peak resident memory from `getrusage`.
enum ProcessResources {
    static var cpuSeconds: Double {
        let usage = resourceUsage(of: ownProcess)
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// The most memory this process has had resident so far.
    static var peakMemoryBytes: Int { maxResidentBytes(resourceUsage(of: ownProcess)) }

    /// This process's own peak, without what it inherited. On Linux a spawned process's
    /// `ru_maxrss` starts at its parent's peak (the kernel carries the high-water mark across
    /// `exec`), so the new address space's `VmHWM` is read instead.
    static var ownPeakMemoryBytes: Int {
        #if os(Linux)
            if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
            {
                return kilobytes * 1024
            }
        #endif
        return peakMemoryBytes
    }

    // Glibc imports the RUSAGE_ constants as an enumeration but `getrusage` takes an Int32.
    #if canImport(Glibc)
        private static let ownProcess = __rusage_who_t(truncatingIfNeeded: RUSAGE_SELF.rawValue)
    #else
        private static let ownProcess = RUSAGE_SELF
    #endif

    private static func resourceUsage(of who: Int32) -> rusage {
        var usage = rusage()
        getrusage(who, &usage)
        return usage
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }

    private static func maxResidentBytes(_ usage: rusage) -> Int {
        // Linux reports kilobytes, macOS bytes.
        #if os(Linux)
            return Int(usage.ru_maxrss) * 1024
        #else
            return Int(usage.ru_maxrss)
        #endif
    }

    /// The 1-minute load average, to show whether other work shared the cores during the run.
    static var loadAverage: String {
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init)
            ?? "unknown"
    }
}
