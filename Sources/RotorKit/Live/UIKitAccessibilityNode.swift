#if canImport(UIKit)
    import UIKit

    /// A live UIKit object as an `AccessibilityNode`. Compiled only where UIKit exists; all the logic
    /// is in `LiveHierarchy`, tested on every platform with fakes. Reads the main thread's objects:
    /// call it on the main actor.
    @MainActor
    public struct UIKitAccessibilityNode: AccessibilityNode {
        public let object: NSObject

        public init(_ object: NSObject) {
            self.object = object
        }

        public var typeName: String { String(describing: type(of: object)) }
        public var isAccessibilityElement: Bool { object.isAccessibilityElement }
        public var accessibilityLabel: String? { object.accessibilityLabel }
        public var accessibilityValue: String? { object.accessibilityValue }
        public var accessibilityHint: String? { object.accessibilityHint }
        public var accessibilityIdentifier: String? {
            (object as? UIAccessibilityIdentification)?.accessibilityIdentifier
        }

        public var traits: Set<AccessibilityTrait> {
            let raw = object.accessibilityTraits
            var traits = Set(Self.traitTable.compactMap { raw.contains($0.0) ? $0.1 : nil })
            // Roles VoiceOver takes from the class, which no public trait expresses.
            switch object {
            case is UISwitch: traits.insert(.switchButton)
            case is UITextField:
                traits.insert((object as? UITextField)?.isSecureTextEntry == true ? .secureTextField : .textField)
            case is UITextView: traits.insert(.textArea)
            default: break
            }
            return traits
        }

        private static let traitTable: [(UIAccessibilityTraits, AccessibilityTrait)] = [
            (.button, .button), (.link, .link), (.image, .image), (.staticText, .staticText), (.header, .header),
            (.searchField, .searchField), (.selected, .selected), (.notEnabled, .notEnabled),
            (.adjustable, .adjustable),
            (.keyboardKey, .keyboardKey), (.summaryElement, .summaryElement), (.updatesFrequently, .updatesFrequently),
            (.playsSound, .playsSound), (.startsMediaSession, .startsMediaSession),
            (.allowsDirectInteraction, .allowsDirectInteraction), (.causesPageTurn, .causesPageTurn),
            (.tabBar, .tabBar),
        ]

        public var accessibilityFrame: Rect {
            let frame = object.accessibilityFrame
            return Rect(
                x: Double(frame.origin.x), y: Double(frame.origin.y), width: Double(frame.size.width),
                height: Double(frame.size.height))
        }

        public var isHiddenFromAccessibility: Bool {
            object.accessibilityElementsHidden || (object as? UIView)?.isHidden == true
        }

        public var isEnabled: Bool { (object as? UIControl)?.isEnabled ?? true }
        public var accessibilityViewIsModal: Bool { object.accessibilityViewIsModal }
        public var shouldGroupAccessibilityChildren: Bool { object.shouldGroupAccessibilityChildren }
        public var accessibilityCustomActionNames: [String] { (object.accessibilityCustomActions ?? []).map(\.name) }

        public var hasExplicitElementOrder: Bool { object.accessibilityElements != nil }

        public var accessibilityChildren: [any AccessibilityNode] {
            if let elements = object.accessibilityElements {
                return elements.compactMap { ($0 as? NSObject).map(UIKitAccessibilityNode.init) }
            }
            return ((object as? UIView)?.subviews ?? []).map(UIKitAccessibilityNode.init)
        }
    }

    extension LiveHierarchy {
        /// The screen VoiceOver would read in `window` now, for `assertAccessible` in unit tests.
        @MainActor
        public static func screen(of window: UIWindow) -> Screen {
            screen(from: UIKitAccessibilityNode(window), scale: Double(window.screen.scale)).screen
        }
    }
#endif
