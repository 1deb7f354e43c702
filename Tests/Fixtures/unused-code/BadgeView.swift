import UIKit

/// Neither this class nor its nib is named anywhere else.
final class BadgeView: UIView {}
