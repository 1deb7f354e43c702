import Foundation
import FuzzDriver
import RotorKit

/// Called by libFuzzer once per input: reads the bytes as a Markdown accessibility spec.
func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    guard let input = try? InputText.checked(name: "fuzz.spec.md", data: Data(bytes: bytes, count: count)) else { return 0 }
    _ = try? MarkdownSpecReader.read(input)
    return 0
}

// SwiftPM gives every executable its own `main`: hand over to libFuzzer's driver from it.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
