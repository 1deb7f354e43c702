import Foundation
import FuzzDriver
@testable import RotorCLI
import RotorKit

/// Called by libFuzzer once per input: reads the bytes as a `.rotor.yml` and applies it to the default profile.
func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    guard let text = String(data: Data(bytes: bytes, count: count), encoding: .utf8),
          let (configuration, _) = try? ConfigurationLoader.parse(text: text, path: ".rotor.yml", knownRuleIDs: CatalogEntry.ids)
    else { return 0 }
    _ = configuration.profile(base: .wcagAA)
    return 0
}

// SwiftPM gives every executable its own `main`: hand over to libFuzzer's driver from it.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
