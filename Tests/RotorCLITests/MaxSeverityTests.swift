import Foundation
import RotorTestSupport
import Testing

/// `--max-severity`, which the build-tool plugin passes so that findings show as warnings.
struct MaxSeverityTests {
    private let fixture = Repository.fixtures.appendingPathComponent("plugin-package/Sources").path

    @Test func capsFindingsAndSoTheExitCode() throws {
        let plain = try Rotor.run(["lint", "--no-cache", fixture])
        #expect(plain.status == 1)
        #expect(plain.stdout.contains(": error: ") && plain.stdout.contains("[icon-button-label]"))

        let capped = try Rotor.run(["lint", "--no-cache", "--max-severity", "warning", fixture])
        #expect(capped.status == 0)
        #expect(capped.stdout.contains(": warning: ") && !capped.stdout.contains(": error: "))
        #expect(capped.stdout.hasSuffix("1 finding (1 warning) in 1 file\n"))

        // A project that wants findings to stop its build says so with fail_on (here --fail-on).
        let failing = try Rotor.run([
            "lint", "--no-cache", "--max-severity", "warning", "--fail-on", "warning", fixture,
        ])
        #expect(failing.status == 1)

        let notes = try Rotor.run(["lint", "--no-cache", "--max-severity", "info", fixture])
        #expect(notes.status == 0)
        #expect(notes.stdout.contains(": note: "))
    }

    @Test func rejectsAnUnknownSeverity() throws {
        let run = try Rotor.run(["lint", "--no-cache", "--max-severity", "fatal", fixture])
        #expect(run.status == 2)
    }
}
