import Foundation

// UIKit's appearance proxies, which SwiftUI apps set (often in an `init`, with no `import UIKit`: on
// iOS `import SwiftUI` brings UIKit) to colour the tab bars, navigation bars and lists UIKit draws for
// SwiftUI. The engine draws nothing: a proxy keeps what it is given, so code that reads a setting
// back gets it, and each proxy's first use is listed as not modelled.

/// Not modelled: the look of every tab bar, set through `UITabBar.appearance()`.
@MainActor
public final class UITabBar {
    private static let proxy = UITabBar()
    /// The proxy whose settings apply to every tab bar.
    public static func appearance() -> UITabBar {
        UnmodelledAPI.note("UITabBar.appearance")
        return proxy
    }
    /// The bar's background colour.
    public var backgroundColor: UIColor?
    /// The colour of the bar itself.
    public var barTintColor: UIColor?
    /// The colour of the selected item.
    public var tintColor: UIColor?
    /// The colour of the items not selected.
    public var unselectedItemTintColor: UIColor?
    /// Whether the bar lets content show through.
    public var isTranslucent = true
    /// The bar's look when content scrolls under it.
    public var standardAppearance = UITabBarAppearance()
    /// The bar's look when content is scrolled to its edge.
    public var scrollEdgeAppearance: UITabBarAppearance?
    /// Whether tab bars are hidden: this one is modelled. An app that draws a tab bar of its own
    /// sets it (`UITabBar.appearance().isHidden = true`, often in an `init`), and then a tab view
    /// shows only its selected tab's content, with no tab lines to read or tap.
    public var isHidden = false
    /// Whether the app hid every tab bar through the proxy.
    static var barsHidden: Bool { proxy.isHidden }
}

/// Not modelled: the look of every navigation bar, set through `UINavigationBar.appearance()`.
@MainActor
public final class UINavigationBar {
    private static let proxy = UINavigationBar()
    /// The proxy whose settings apply to every navigation bar.
    public static func appearance() -> UINavigationBar {
        UnmodelledAPI.note("UINavigationBar.appearance")
        return proxy
    }
    /// The bar's background colour.
    public var backgroundColor: UIColor?
    /// The colour of the bar itself.
    public var barTintColor: UIColor?
    /// The colour of the bar's buttons.
    public var tintColor: UIColor?
    /// Whether the bar lets content show through.
    public var isTranslucent = true
    /// The attributes of the inline title's text.
    public var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The attributes of the large title's text.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The bar's look when content scrolls under it.
    public var standardAppearance = UINavigationBarAppearance()
    /// The bar's look in a compact height.
    public var compactAppearance: UINavigationBarAppearance?
    /// The bar's look when content is scrolled to its edge.
    public var scrollEdgeAppearance: UINavigationBarAppearance?
}

/// A bar's look (UIKit's `UIBarAppearance`): its background, and for a navigation bar its titles.
@MainActor
public class UIBarAppearance {
    /// A look with the system's default background.
    public init() {}
    /// The background colour.
    public var backgroundColor: UIColor?
    /// The colour of the line under the bar.
    public var shadowColor: UIColor?
    /// A translucent background with a shadow, the system's default.
    public func configureWithDefaultBackground() {}
    /// An opaque background in the theme's colour.
    public func configureWithOpaqueBackground() {}
    /// A clear background with no shadow.
    public func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = .clear
    }
}

/// A tab bar's look.
@MainActor
public final class UITabBarAppearance: UIBarAppearance {}

/// A navigation bar's look, with its titles' text attributes.
@MainActor
public final class UINavigationBarAppearance: UIBarAppearance {
    /// The attributes of the inline title's text.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the large title's text.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// Not modelled: the look of every UIKit table, which draws a `List` (apps clear its background
/// through `UITableView.appearance()`).
@MainActor
public final class UITableView {
    private static let proxy = UITableView()
    /// The proxy whose settings apply to every table.
    public static func appearance() -> UITableView {
        UnmodelledAPI.note("UITableView.appearance")
        return proxy
    }
    /// How the lines between rows are drawn.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }
    /// The table's background colour.
    public var backgroundColor: UIColor?
    /// How the lines between rows are drawn.
    public var separatorStyle: SeparatorStyle = .singleLine
    /// The colour of the lines between rows.
    public var separatorColor: UIColor?
}

/// Not modelled: how every UIKit scroll view (a SwiftUI `ScrollView` or `List` on iOS) behaves,
/// set through `UIScrollView.appearance()`.
@MainActor
public final class UIScrollView {
    private static let proxy = UIScrollView()
    /// The proxy whose settings apply to every scroll view.
    public static func appearance() -> UIScrollView {
        UnmodelledAPI.note("UIScrollView.appearance")
        return proxy
    }
    /// Whether the content bounces past its edges.
    public var bounces = true
    /// Whether the content bounces vertically even when it fits.
    public var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it fits.
    public var alwaysBounceHorizontal = false
    /// Whether the vertical scroll indicator shows.
    public var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows.
    public var showsHorizontalScrollIndicator = true
}

/// Not modelled: the look of every UIKit table row, set through `UITableViewCell.appearance()`.
@MainActor
public final class UITableViewCell {
    private static let proxy = UITableViewCell()
    /// The proxy whose settings apply to every row.
    public static func appearance() -> UITableViewCell {
        UnmodelledAPI.note("UITableViewCell.appearance")
        return proxy
    }
    /// How a row shows that it is selected.
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// The row's background colour.
    public var backgroundColor: UIColor?
    /// How the row shows that it is selected.
    public var selectionStyle: SelectionStyle = .default
}

/// Not modelled: the look of every page indicator (a `TabView` in the page style shows one).
@MainActor
public final class UIPageControl {
    private static let proxy = UIPageControl()
    /// The proxy whose settings apply to every page indicator.
    public static func appearance() -> UIPageControl {
        UnmodelledAPI.note("UIPageControl.appearance")
        return proxy
    }
    /// The colour of the current page's dot.
    public var currentPageIndicatorTintColor: UIColor?
    /// The colour of the other pages' dots.
    public var pageIndicatorTintColor: UIColor?
}

/// A UIKit control's state, for the attributes a segmented control gives its titles in each.
public struct UIControl {
    /// A state a control can be in.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// Being touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
    }
}

/// Not modelled: the look of every segmented control (a `Picker` in the segmented style is one).
@MainActor
public final class UISegmentedControl {
    private static let proxy = UISegmentedControl()
    /// The proxy whose settings apply to every segmented control.
    public static func appearance() -> UISegmentedControl {
        UnmodelledAPI.note("UISegmentedControl.appearance")
        return proxy
    }
    /// The selected segment's colour.
    public var selectedSegmentTintColor: UIColor?
    /// The control's background colour.
    public var backgroundColor: UIColor?
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Gives the segments' titles `attributes` in `state`.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }
    /// The attributes the segments' titles have in `state`.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}

// The text attributes UIKit adds to Foundation's keys (on Linux, Foundation has none of them).
extension NSAttributedString.Key {
    /// The text's colour (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// The text's font (a `UIFont`).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
}
