import Foundation
import FuzzDriver
@_exported import RotorFuzzInputs

/// The target this process fuzzes; set once by `fuzz(_:)` before libFuzzer's driver starts, and
/// read by its callback, which as a C function pointer cannot capture it.
nonisolated(unsafe) private var fuzzedInput = FuzzInput.snapshot

/// Hands every input libFuzzer generates to `input` and exits with the driver's status.
/// SwiftPM gives every executable its own `main`, so each target's `main.swift` calls this.
public func fuzz(_ input: FuzzInput) -> Never {
    fuzzedInput = input
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(
        LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
            guard let bytes else { return 0 }
            fuzzedInput.run(Data(bytes: bytes, count: count))
            return 0
        })
}
