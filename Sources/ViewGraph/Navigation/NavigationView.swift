// Names from earlier versions of SwiftUI that still build (most with a deprecation warning on iOS),
// and a few odds and ends: they map onto what the engine already does.

/// A stack of screens (the iOS 13 name of `NavigationStack`).
public typealias NavigationView = NavigationStack

/// How a `NavigationView` shows its columns.
public protocol NavigationViewStyle {}
/// The `.stack` navigation view style.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// The `.automatic` navigation view style.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
/// The `.columns` navigation view style.
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() } }
extension NavigationViewStyle where Self == ColumnNavigationViewStyle { public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() } }

extension View {
    /// The title shown in the navigation bar (the iOS 13 form).
    public func navigationBarTitle(_ title: LocalizedStringKey) -> some View { navigationTitle(title) }
    /// The title shown in the navigation bar (the iOS 13 form).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }
    /// The title shown in the navigation bar, with a display mode (the iOS 13 form).
    public func navigationBarTitle(_ title: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { navigationTitle(title) }
    /// The title shown in the navigation bar, with a display mode (the iOS 13 form).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { navigationTitle(title) }
    /// The title shown in the navigation bar, as a `Text` (the iOS 13 form).
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    /// The title shown in the navigation bar, as a `Text`, with a display mode (the iOS 13 form).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { navigationTitle(title) }
    /// Not modelled: how a `NavigationView` shows its columns.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { inert("navigationViewStyle") }
}
