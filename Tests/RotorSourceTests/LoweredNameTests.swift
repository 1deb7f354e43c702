import Testing

@testable import RotorSource

struct LoweredNameTests {
    @Test func findsLowercaseWordsInAnyCase() {
        let name = LoweredName("showSnackBarView")
        #expect(name.contains("snackbar"))
        #expect(name.contains("show"))
        #expect(name.contains("view"))
        #expect(!name.contains("toast"))
        #expect(name.containsAny(["toast", "banner", "barview"]))
        #expect(!name.containsAny([]))
    }

    @Test func edgesAndLengths() {
        #expect(LoweredName("Toast").contains("toast"))
        #expect(LoweredName("Toas").contains("toast") == false)
        #expect(LoweredName("").contains("a") == false)
        #expect(LoweredName("abc").contains(""))
        #expect(LoweredName("aab").contains("ab"), "a partial match restarts at the next byte")
    }

    @Test func lettersOutsideASCIIAreComparedAsWritten() {
        #expect(LoweredName("CaféBanner").contains("café"))
        #expect(!LoweredName("CAFÉ").contains("café"))
    }
}
