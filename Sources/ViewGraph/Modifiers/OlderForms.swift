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

/// A shape that can be inset, so that its outline can be drawn inside its frame.
public protocol InsettableShape: Shape {}

extension Shape {
    /// The outline of the shape in `rect`; the engine draws nothing, so a built-in shape's path is empty.
    public func path(in rect: CGRect) -> Path { Path() }
}

/// Whether VoiceOver's focus is on a view, kept like a focus state; VoiceOver does not run here.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    final class Box { var value: Value; init(_ value: Value) { self.value = value } }
    let box: Box

    /// Whether VoiceOver's focus is on the view; false at first.
    public init() where Value == Bool { box = Box(false) }
    /// Which view VoiceOver's focus is on; nil at first.
    public init<T: Hashable>() where Value == T? { box = Box(nil) }

    /// The focused view (or whether the view is focused).
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// The binding `.accessibilityFocused(_:)` takes.
    public var projectedValue: Binding<Value> { Binding(get: { box.value }, set: { box.value = $0 }) }
}

extension View {
    /// The title shown in the navigation bar (the iOS 13 form).
    public func navigationBarTitle(_ title: LocalizedStringKey) -> some View { navigationTitle(title) }
    /// The title shown in the navigation bar (the iOS 13 form).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }
    /// The title shown in the navigation bar, with a display mode (the iOS 13 form).
    public func navigationBarTitle(_ title: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { navigationTitle(title) }
    /// How a `NavigationView` shows its columns.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { inert("navigationViewStyle") }
    /// Lets the view extend under the safe area (the iOS 13 form of `ignoresSafeArea`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { inert("edgesIgnoringSafeArea") }
    /// The accent colour of the view (the iOS 13 form of `tint`).
    public func accentColor(_ accentColor: Color?) -> some View { inert("accentColor") }
    /// Three levels of foreground style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View { inert("foregroundStyle") }
    /// Runs `action` when the app is asked to open a URL; a play cannot, so it never runs.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { inert("onOpenURL") }
    /// Moves VoiceOver's focus to the view when `condition` is true.
    public func accessibilityFocused(_ condition: Binding<Bool>) -> some View { inert("accessibilityFocused") }
    /// Moves VoiceOver's focus to the view when `binding` equals `value`.
    public func accessibilityFocused<V: Hashable>(_ binding: Binding<V?>, equals value: V) -> some View { inert("accessibilityFocused") }
    /// Shows the view's content in a style that says the data is a placeholder or unavailable.
    public func unredacted() -> some View { inert("unredacted") }
}
