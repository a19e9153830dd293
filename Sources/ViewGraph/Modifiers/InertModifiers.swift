/// Edges of a rectangle.
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing
    /// A set of edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Insets on four edges.
public struct EdgeInsets: Equatable, Sendable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// How a view enters and leaves when it is inserted or removed with animation.
public struct AnyTransition: Sendable {
    let name: String
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static let identity = AnyTransition(name: "identity")
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: name + "+" + other.name) }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
}

/// The shape of a content's hit-testing or clipping region.
public enum ContentShapeKinds: Sendable { case interaction, dragPreview, contextMenuPreview, hoverEffect, accessibility }

/// A size in points.
public struct CGSizeLike {}

// Layout, colour and style modifiers: the engine lays nothing out and draws nothing, so they only need
// to compile and to keep the content's identity, which every modifier does by wrapping it.
extension View {
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View { inert("padding") }
    public func padding(_ length: Double) -> some View { inert("padding") }
    public func padding(_ insets: EdgeInsets) -> some View { inert("padding") }
    public func font(_ font: Font?) -> some View { environment(\.font, font) }
    public func fontWeight(_ weight: Font.Weight?) -> some View { inert("fontWeight") }
    public func bold(_ isActive: Bool = true) -> some View { inert("bold") }
    public func italic(_ isActive: Bool = true) -> some View { inert("italic") }
    public func monospacedDigit() -> some View { inert("monospacedDigit") }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { inert("foregroundStyle") }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { inert("foregroundStyle") }
    public func foregroundColor(_ color: Color?) -> some View { inert("foregroundColor") }
    public func tint(_ tint: Color?) -> some View { inert("tint") }
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { inert("tint") }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { inert("background") }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { inert("background") }
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { inert("background") }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_DecorationModifier(decoration: content()))
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_DecorationModifier(decoration: content()))
    }
    public func overlay<S: ShapeStyle>(_ style: S) -> some View { inert("overlay") }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View { inert("overlay") }
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View { inert("frame") }
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center) -> some View { inert("frame") }
    public func fixedSize() -> some View { inert("fixedSize") }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { inert("fixedSize") }
    public func layoutPriority(_ value: Double) -> some View { inert("layoutPriority") }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { inert("clipShape") }
    public func clipped(antialiased: Bool = false) -> some View { inert("clipped") }
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> some View { inert("cornerRadius") }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { inert("contentShape") }
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { inert("contentShape") }
    public func shadow(color: Color = .black, radius: Double, x: Double = 0, y: Double = 0) -> some View { inert("shadow") }
    public func opacity(_ opacity: Double) -> some View { inert("opacity") }
    public func offset(x: Double = 0, y: Double = 0) -> some View { inert("offset") }
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some View { inert("scaleEffect") }
    public func blur(radius: Double, opaque: Bool = false) -> some View { inert("blur") }
    public func zIndex(_ value: Double) -> some View { inert("zIndex") }
    public func lineLimit(_ number: Int?) -> some View { inert("lineLimit") }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { inert("multilineTextAlignment") }
    public func transition(_ t: AnyTransition) -> some View { inert("transition") }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { inert("animation") }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { inert("ignoresSafeArea") }
    public func scaledToFill() -> some View { inert("scaledToFill") }
    public func scaledToFit() -> some View { inert("scaledToFit") }
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> some View { inert("aspectRatio") }
    public func imageScale(_ scale: Image.Scale) -> some View { inert("imageScale") }
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { inert("labelStyle") }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { inert("buttonStyle") }
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { inert("toggleStyle") }
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { inert("textFieldStyle") }
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { inert("pickerStyle") }
    public func listStyle<S: ListStyle>(_ style: S) -> some View { inert("listStyle") }
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View { inert("navigationBarTitleDisplayMode") }
    public func accessibilityHint(_ hint: String) -> some View { inert("accessibilityHint") }
    public func accessibilityIdentifier(_ identifier: String) -> some View { inert("accessibilityIdentifier") }
    public func accessibilityHidden(_ hidden: Bool) -> some View { inert("accessibilityHidden") }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { inert("accessibilityElement") }
    public func help(_ text: String) -> some View { inert("help") }
    public func badge(_ count: Int) -> some View { inert("badge") }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { inert("listRowSeparator") }
    public func scrollContentBackground(_ visibility: Visibility) -> some View { inert("scrollContentBackground") }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { inert("textInputAutocapitalization") }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { inert("autocorrectionDisabled") }
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { inert("submitLabel") }
    public func symbolEffect<E>(_ effect: E, value: some Equatable) -> some View { inert("symbolEffect") }
    public func contentTransition(_ transition: ContentTransition) -> some View { inert("contentTransition") }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { inert("rotationEffect") }
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { inert("containerRelativeFrame") }
    public func redacted(reason: RedactionReasons) -> some View { inert("redacted") }
    /// Lets the rows of a `ForEach` be dragged to a new place (iOS 27).
    public func reorderable() -> some View { inert("reorderable") }
    /// Receives the drags of reorderable rows of `type` inside this view (iOS 27).
    public func reorderContainer<Item: Identifiable>(for type: Item.Type, isEnabled: Bool = true, perform: @escaping (ReorderDifference<Item.ID>) -> Void) -> some View { inert("reorderContainer") }
}

/// A drag of reorderable rows: which moved, and where to (iOS 27).
public struct ReorderDifference<ID: Hashable> {
    /// The ids of the rows that moved.
    public var sources: [ID]
    /// Where they went.
    public var destination: Destination
    /// Where a drag ends.
    public struct Destination {
        /// Before a row, or at the end.
        public var position: Position
    }
    /// Before the row with an id, or after the last.
    public enum Position {
        case before(ID)
        case end
    }
}

/// Views drawn behind or in front of the content, part of the graph: an overlay's button can be tapped.
public struct _DecorationModifier<Decoration: View>: ViewModifier, PrimitiveModifier {
    let decoration: Decoration
    public typealias Body = Never
    var extraContent: [any View] { [decoration] }
}

public struct FillStyle: Equatable, Sendable { public init(eoFill: Bool = false, antialiased: Bool = true) {} }
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }
public enum ContentMode: Hashable, Sendable { case fit, fill }
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let all = SafeAreaRegions(rawValue: 3)
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
}
public enum NavigationBarItem { public enum TitleDisplayMode: Sendable { case automatic, inline, large } }
public struct AccessibilityChildBehavior: Sendable {
    public static let ignore = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}
public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }
public enum VerticalEdge: Int8, Sendable {
    case top, bottom
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let all = Set(rawValue: 3)
    }
}
public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization()
    public static let words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization()
    public static let characters = TextInputAutocapitalization()
}
public struct SubmitLabel: Sendable {
    public static let done = SubmitLabel()
    public static let go = SubmitLabel()
    public static let search = SubmitLabel()
    public static let next = SubmitLabel()
}
public struct ContentTransition: Sendable {
    public static let identity = ContentTransition()
    public static let opacity = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
}
public struct Angle: Hashable, Sendable {
    public var degrees: Double
    public init(degrees: Double) { self.degrees = degrees }
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    public static func radians(_ value: Double) -> Angle { Angle(degrees: value * 180 / Double.pi) }
}
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
}
/// Styles the lessons name; the engine only needs them to exist.
public protocol PrimitiveButtonStyle {}
public protocol ListStyle {}
public protocol TextFieldStyle {}
public protocol ToggleStyle {}
public protocol LabelStyle {}
public protocol PickerStyle {}
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
public struct SwitchToggleStyle: ToggleStyle { public init() {} }
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { BorderedButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
