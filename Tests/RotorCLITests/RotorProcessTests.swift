import Foundation
import RotorTestSupport
import Testing

/// The helper that runs `rotor` says which of its inputs is missing, so that a missing fixture
/// folder is not mistaken for a missing build.
struct RotorProcessTests {
    @Test func aMissingFolderIsNamedAsTheFolder() throws {
        let absent = Repository.fixtures.appendingPathComponent("no-such-folder")
        let error = #expect(throws: RotorLaunchError.self) { try Rotor.run(["rules"], in: absent) }
        #expect(error?.description.contains("no-such-folder, does not exist") == true, "\(String(describing: error))")
    }
}
