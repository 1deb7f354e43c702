import RotorKit

/// UIKit classes VoiceOver reads as a unit (`ReadingOrder`), for the formats that name UIKit
/// classes: Rotor snapshots without a `container` and Interface Builder files.
enum UIKitContainers {
    static let kinds: [String: ContainerKind] = [
        "UINavigationBar": .navigationBar, "UITabBar": .tabBar, "UIToolbar": .toolbar, "UIScrollView": .scrollView,
        "UITableView": .table, "UICollectionView": .collection, "UITableViewCell": .cell,
        "UICollectionViewCell": .cell, "UIPickerView": .picker, "UIDatePicker": .picker,
    ]
}
