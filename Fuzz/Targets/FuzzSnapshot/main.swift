import Foundation
import FuzzDriver
import RotorImport
import RotorKit

/// Called by libFuzzer once per input: reads the bytes as a Rotor snapshot JSON, then audits every screen it gives.
/// Errors are the expected outcome for most inputs; only a crash, hang or runaway memory is a finding.
func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    guard let input = try? InputText.checked(name: "fuzz-input", data: Data(bytes: bytes, count: count)),
          let file = try? CaptureImporter.importFile(from: input, format: .rotorSnapshot) else { return 0 }
    let auditor = Auditor()
    for imported in file.screens { _ = auditor.audit(imported.screen) }
    return 0
}

// SwiftPM gives every executable its own `main`: hand over to libFuzzer's driver from it.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
