import UIKit

final class BannerView: UIView {}
