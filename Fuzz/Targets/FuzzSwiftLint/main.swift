import Foundation
import FuzzDriver
import RotorKit
import RotorSource

/// Called by libFuzzer once per input: lints the bytes as a Swift source file with every source rule.
/// libFuzzer runs this on the main thread, whose 8 MB stack is what the CLI's workers get at least.
func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    guard let input = try? InputText.checked(name: "Fuzz.swift", data: Data(bytes: bytes, count: count)) else { return 0 }
    _ = Linter().lint(path: input.name, text: input.text)
    return 0
}

// SwiftPM gives every executable its own `main`: hand over to libFuzzer's driver from it.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
