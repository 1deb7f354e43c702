import Foundation
import RotorTestSupport
import Testing

@testable import RotorKit

struct UninformativeLabelRuleTests {
    private func hits(
        _ label: String?, traits: Set<AccessibilityTrait> = [.button], visibleText: String? = nil,
        platform: Platform = .ios
    ) -> [RuleHit] {
        let element = Element(
            type: platform == .android ? "android.widget.ImageButton" : "UIButton", label: label,
            traits: traits, frame: Rect(x: 20, y: 100, width: 350, height: 44), isAccessibilityElement: true,
            visibleText: visibleText, isClickable: platform == .android)
        return RotorTestSupport.hits(of: UninformativeLabelRule(), in: [element], platform: platform)
    }

    private func flags(_ label: String, traits: Set<AccessibilityTrait>, platform: Platform = .ios) -> Bool {
        let element = Element(
            type: "View", label: label, traits: traits, frame: Rect(x: 0, y: 0, width: 144, height: 144),
            isAccessibilityElement: true, isClickable: platform == .android)
        let context = AuditContext(screen: RuleExample.screen([element], platform: platform))
        return !UninformativeLabelRule().check(context).isEmpty || !RoleInLabelRule().check(context).isEmpty
    }

    // MARK: Names from files and code

    @Test func fileNameOnAnImage() {
        let found = hits("DSC_0123.jpeg", traits: [.image])
        #expect(
            found.map(\.message) == [
                "Replace the file name \"DSC_0123.jpeg\" with a description of what the image shows"
            ])
        #expect(found.first?.certainty == .violation)
    }

    @Test func fileNameOnAControlIsForReview() {
        let found = hits("report.pdf")
        #expect(found.map(\.certainty) == [.needsReview])
        #expect(
            found.first?.message == "Check that the file name \"report.pdf\" is what people need to hear; if it was "
                + "left over from an asset, replace it with a name that says what it does")
    }

    @Test func assetNamesIdentifiersAndSymbols() {
        #expect(
            hits("icn_close").map(\.message) == [
                "Replace the asset name \"icn_close\" with a name that says what it does"
            ])
        #expect(
            hits("A11y_logo", traits: [.image]).map(\.message)
                == ["Replace the asset name \"A11y_logo\" with a description of what the image shows"])
        #expect(
            hits("btnSubmit").map(\.message) == [
                "Replace the identifier \"btnSubmit\" with a name that says what it does"
            ])
        #expect(hits("profile_photo_placeholder").first?.message.hasPrefix("Replace the identifier") == true)
        #expect(
            hits("square.and.arrow.up").map(\.message)
                == ["Replace the SF Symbol name \"square.and.arrow.up\" with a name that says what it does"])
        #expect(hits("chevron.right").count == 1)
        #expect(hits("xmark.circle.fill").count == 1)
    }

    @Test func valuesFromCode() throws {
        #expect(
            hits("null").map(\.message) == ["Replace the leftover value \"null\" with a name that says what it does"])
        #expect(hits("undefined", traits: [.image]).count == 1)
        let optional = try #require(hits("Optional(\"Share\")").first)
        #expect(
            optional.message
                == "Replace \"Optional(\"Share\")\" with \"Share\": the label was made from an optional value without unwrapping it"
        )
        #expect(optional.fix == Fix(description: "Unwrap the label", replacement: "Share"))
    }

    @Test func placeholders() {
        #expect(
            hits("Untitled Document", traits: [.header]).map(\.message)
                == ["Replace the placeholder \"Untitled Document\" with a title that says what the section is"])
        #expect(hits("Image description", traits: [.image]).map(\.certainty) == [.violation])
        // As in the capture `ios_appium_pagesource_shirates_iOS1.xml`.
        #expect(
            hits("Dummy Image1", traits: [.image]).map(\.message)
                == ["Replace the placeholder \"Dummy Image1\" with a description of what the image shows"])
        // On a control a template word may be a real option: for review, or nothing for a single word.
        let defaultOption = hits("Default")
        #expect(defaultOption.map(\.certainty) == [.needsReview])
        #expect(
            defaultOption.first?.message == "Check the label \"Default\", which reads like a placeholder a template "
                + "left behind; if it is one, replace it with a name that says what it does")
        #expect(hits("None").isEmpty)
        #expect(hits("None", traits: [.image]).map(\.certainty) == [.violation])
    }

    @Test func textTheScreenShowsIsContent() {
        // A files list shows file names, and a heading may show a document's default name.
        #expect(hits(nil, visibleText: "report.pdf").isEmpty)
        #expect(hits("Untitled Document", traits: [.staticText, .header], visibleText: "Untitled Document").isEmpty)
    }

    // MARK: Vague action text

    @Test func clickHereAndWhatFollowsIt() {
        #expect(
            hits("Click here", traits: [.link]).map(\.message)
                == [
                    "Replace \"Click here\" with words that say where it leads: \"click here\" means nothing when read on its own"
                ])
        #expect(
            hits("Tap here to visit our blog", traits: [.link]).map(\.message) == [
                "Replace \"Tap here to visit our blog\" with words that say where it leads, such as \"Visit our blog\": "
                    + "\"tap here\" means nothing when read on its own"
            ])
        #expect(hits(nil, visibleText: "Click here.").map(\.certainty) == [.violation])
    }

    @Test func vagueWordsAreForReview() {
        let found = hits("Read more", traits: [.link])
        #expect(found.map(\.certainty) == [.needsReview])
        #expect(
            found.first?.message == "Make \"Read more\" say where it leads, for example by naming its topic "
                + "(\"Read more about shipping\"): in a list of controls it is read without the text around it")
        #expect(
            hits("Image").first?.message
                == "Replace \"Image\" with words that say what it does: in a list of controls it is read without the text around it"
        )
    }

    @Test func vagueTextOutsideControlsAndTheSystemMoreTabAreFine() {
        #expect(hits("More", traits: [.staticText], visibleText: "More").isEmpty)
        #expect(hits("More", traits: [.tab]).isEmpty)
        #expect(hits("Go", traits: [.keyboardKey]).isEmpty)
    }

    @Test func roleOnlyLabelIsLeftToRoleInLabel() {
        #expect(hits("Button").isEmpty)
        #expect(hits("Image", traits: [.image]).isEmpty)
    }

    // MARK: Tuning against real data

    /// Names a person would write; none of them may be reported, on any kind of element.
    @Test(arguments: [
        "Share", "Add to cart", "Profile photo", "Settings", "Sign In", "Capital One", "Version 5.2.1", "Wi-Fi",
        "Bluetooth",
        "$999.99", "Apple Pay", "iPhone 15 Pro", "Q&A", "News", "More Info", "Display & Text Size", "macOS Sonoma",
        "YouTube",
        "PayPal", "eBay", "apple.com", "app.st", "Dr. Smith", "1.5×", "iOS 17.2", "Close", "Done", "Next", "Search",
        "Touch ID & Passcode", "Sign in with Apple", "Mail Address", "Photos", "Text Size", "Default Browser App",
        "Title IX",
        "AirDrop", "FaceTime", "Do Not Disturb", "Notes", "Test Drive", "Description of the item",
    ])
    func goodLabelsAreQuiet(_ label: String) {
        for traits: Set<AccessibilityTrait> in [[.button], [.image], [.header], [.link]] {
            #expect(hits(label, traits: traits).isEmpty, "\(label) on \(traits)")
        }
    }

    /// Labels that people judged uninformative in LabelDroid's study of Android image buttons
    /// (`data/labeldroid_uninformative_labels.txt` in the team's shared folder, see `Tests/Fixtures/PROVENANCE.md`), by section.
    private static func labelDroidSections() throws -> [String: [String]] {
        let file = Shared.labelDroidLabels
        var sections: [String: [String]] = [:]
        var current = ""
        for line in try String(contentsOf: file, encoding: .utf8).components(separatedBy: .newlines) {
            let entry = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if entry.hasPrefix("==> ") {
                current = String(entry.dropFirst(4))
            } else if !entry.isEmpty {
                sections[current, default: []].append(entry)
            }
        }
        return sections
    }

    @Test(.needsShared(.labelDroidLabels))
    func flagsMostOfLabelDroidsPlaceholderAndClassNameLabels() throws {
        let sections = try Self.labelDroidSections()
        let placeholderStyle = (sections["class of element"] ?? []) + (sections["unfinished placeholders"] ?? [])
        try #require(placeholderStyle.count == 39)
        let onImages = placeholderStyle.filter { flags($0, traits: [.image]) }
        let onImageButtons = placeholderStyle.filter { flags($0, traits: [.button], platform: .android) }
        #expect(Double(onImages.count) / Double(placeholderStyle.count) >= 0.6, "flagged on images: \(onImages)")
        #expect(
            Double(onImageButtons.count) / Double(placeholderStyle.count) >= 0.4,
            "flagged on buttons: \(onImageButtons)")
        for label in [
            "image", "image button", "alt image", "content description", "contentdescription", "untitled", "null",
            "desc", "image placeholder", "image description", "picture description", "image content description",
        ] {
            #expect(flags(label, traits: [.button], platform: .android), "\(label)")
        }
    }

    /// App names say something; whether they say what a button does is beyond a word list, so the
    /// rule stays almost silent on them.
    @Test(.needsShared(.labelDroidLabels))
    func staysNearlySilentOnLabelDroidsAppNames() throws {
        let appNames = try #require(Self.labelDroidSections()["partial/whole app name"])
        let flagged = appNames.filter { !hits($0, traits: [.button], platform: .android).isEmpty }
        #expect(appNames.count > 600)
        #expect(flagged.count <= appNames.count / 100, "\(flagged)")
    }

    // MARK: File names from cameras and asset catalogues (issue 17)

    @Test func cameraAndAssetFileNamesAreFlagged() {
        #expect(
            hits("Img201059", traits: [.image]).map(\.message)
                == ["Replace the file name \"Img201059\" with a description of what the image shows"])
        #expect(
            hits("IMG_2041", traits: [.image]).map(\.message)
                == ["Replace the file name \"IMG_2041\" with a description of what the image shows"])
        #expect(
            hits("icon_close_24").map(\.message) == [
                "Replace the asset name \"icon_close_24\" with a name that says what it does"
            ])
        #expect(
            hits("ic_back", platform: .android).map(\.message) == [
                "Replace the asset name \"ic_back\" with a name that says what it does"
            ])
        #expect(
            hits("iconClose").map(\.message) == [
                "Replace the identifier \"iconClose\" with a name that says what it does"
            ])
        let asset = hits("btn-submit.png")
        #expect(asset.map(\.message) == ["Replace the file name \"btn-submit.png\" with a name that says what it does"])
        #expect(asset.map(\.certainty) == [.violation], "an asset's file, not a document the control opens")
    }

    @Test func wordsWithNumbersAreNotFileNames() {
        #expect(hits("Photo 2041").isEmpty)
        #expect(hits("Pic12").isEmpty, "fewer than three digits")
        #expect(hits("Scanner").isEmpty)
    }

    @Test func noRuleProposesKeepingAFileName() {
        let labels = [
            "btn_submit", "btn-submit.png", "IMG_2041", "icon_close_24", "ic-back", "Close_icon", "img_header.png",
        ]
        for label in labels {
            for traits: Set<AccessibilityTrait> in [[.button], [.image]] {
                let element = Element(
                    type: "UIButton", label: label, traits: traits, frame: Rect(x: 20, y: 100, width: 350, height: 44),
                    isAccessibilityElement: true)
                let context = AuditContext(screen: RuleExample.screen([element]))
                let found =
                    RoleInLabelRule().check(context) + LabelStyleRule().check(context)
                    + UninformativeLabelRule().check(context)
                #expect(found.map(\.fix).allSatisfy { $0 == nil }, "\(label): \(found.map(\.fix))")
                #expect(found.allSatisfy { $0.message.hasPrefix("Replace") }, "\(label): \(found.map(\.message))")
                #expect(!found.isEmpty, "\(label) is flagged")
            }
        }
    }
}
