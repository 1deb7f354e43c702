import Foundation
import FuzzDriver
@testable import RotorCLI
import RotorKit

/// Called by libFuzzer once per input: reads the bytes as a YAML accessibility spec.
func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    guard let input = try? InputText.checked(name: "fuzz.spec.yml", data: Data(bytes: bytes, count: count)) else { return 0 }
    _ = try? YAMLSpecReader.read(input)
    return 0
}

// SwiftPM gives every executable its own `main`: hand over to libFuzzer's driver from it.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
