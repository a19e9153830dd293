/// Edges of a rectangle.
public enum Edge: Int8, CaseIterable, Sendable {
    /// The four edges.
    case top, leading, bottom, trailing
    /// A set of edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding `edge` alone.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        /// Each edge alone, all four, the leading and trailing pair (`horizontal`), or the top and bottom pair (`vertical`).
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
    /// The inset on each edge, in points.
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    /// Insets of the given sizes, zero on any edge not given.
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
    /// The built-in transitions: fade, grow, slide in from the leading edge, or none; the engine animates nothing, so each keeps only its name.
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static let identity = AnyTransition(name: "identity")
    /// Slides the view in from `edge` and out to it.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// Pushes the view in from `edge`, the old one leaving by the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    /// Grows the view from `scale` as it comes and shrinks it back as it goes, about `anchor`.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }
    /// This transition and `other` at the same time.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: name + "+" + other.name) }
    /// One transition for insertion and another for removal; the engine keeps only the insertion one.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
}

/// The shape of a content's hit-testing or clipping region.
public enum ContentShapeKinds: Sendable { case interaction, dragPreview, contextMenuPreview, hoverEffect, accessibility }

/// A size in points.
public struct CGSizeLike {}

// Layout, colour and style modifiers: the engine lays nothing out and draws nothing, so they only need
// to compile and to keep the content's identity, which every modifier does by wrapping it.
extension View {
    /// Adds space around the view: 16 points on `edges` unless `length` says otherwise.
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        let length = length ?? 16
        return modifier(_PaddingLayout(insets: EdgeInsets(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)))
    }
    /// Adds `length` points of space on every side of the view.
    public func padding(_ length: Double) -> some View { padding(.all, length) }
    /// Adds space around the view.
    public func padding(_ insets: EdgeInsets) -> some View { modifier(_PaddingLayout(insets: insets)) }
    /// Sets the font of text in the view, through the environment; the engine uses its size only to estimate how tall text is.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }
    /// Sets the weight of text in the view. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func fontWeight(_ weight: Font.Weight?) -> some View { inert("fontWeight") }
    /// Makes text in the view bold. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func bold(_ isActive: Bool = true) -> some View { inert("bold") }
    /// Makes text in the view italic. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func italic(_ isActive: Bool = true) -> some View { inert("italic") }
    /// Gives text in the view digits of equal width. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func monospacedDigit() -> some View { inert("monospacedDigit") }
    /// Sets the style of the view's foreground: text, symbols, shapes. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { modifier(_ForegroundStyleModifier<S>()) }
    /// Sets the style of the view's foreground: text, symbols, shapes. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { inert("foregroundStyle") }
    /// Sets the colour of the view's foreground, through the environment (`\.foregroundColor`); the engine draws nothing.
    public func foregroundColor(_ color: Color?) -> some View { modifier(_EnvironmentKeyWritingModifier(keyPath: \.foregroundColor, value: color)) }
    /// Sets the accent colour of controls in the view. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func tint(_ tint: Color?) -> some View { inert("tint") }
    /// Sets the accent colour of controls in the view. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { inert("tint") }
    /// Draws a background behind the view. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { inert("background") }
    /// Draws a background behind the view. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { modifier(_BackgroundShapeModifier<S, T>()) }
    /// Draws a background behind the view. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { inert("background") }
    /// Draws a background behind the view. Its content is part of the graph: it appears, and its controls can be tapped.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_DecorationModifier(decoration: content()))
    }
    /// Draws content in front of the view. Its content is part of the graph: it appears, and its controls can be tapped.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_DecorationModifier(decoration: content()))
    }
    /// Draws content in front of the view. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func overlay<S: ShapeStyle>(_ style: S) -> some View { inert("overlay") }
    /// Draws content in front of the view. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View { inert("overlay") }
    /// Proposes a size for the view; the engine draws nothing, but uses the size to estimate which lazy rows fit on the screen.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View { modifier(_FrameLayout(width: width, height: height)) }
    /// Limits the size of the view; the engine draws nothing, but uses the limits to estimate which lazy rows fit on the screen.
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FlexFrameLayout(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight))
    }
    /// Keeps the view at its ideal size. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func fixedSize() -> some View { inert("fixedSize") }
    /// Keeps the view at its ideal size. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { inert("fixedSize") }
    /// Sets the priority the view has when its parent shares out space. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func layoutPriority(_ value: Double) -> some View { inert("layoutPriority") }
    /// Clips the view to a shape. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { inert("clipShape") }
    /// Clips the view to its bounds. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func clipped(antialiased: Bool = false) -> some View { inert("clipped") }
    /// Rounds the view's corners. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> some View { inert("cornerRadius") }
    /// Sets the shape that receives taps. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { inert("contentShape") }
    /// Sets the shape that receives taps. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { inert("contentShape") }
    /// Draws a shadow under the view. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func shadow(color: Color = .black, radius: Double, x: Double = 0, y: Double = 0) -> some View { inert("shadow") }
    /// Sets how opaque the view is. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func opacity(_ opacity: Double) -> some View { modifier(_OpacityEffect()) }
    /// Moves the view without changing its layout. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func offset(x: Double = 0, y: Double = 0) -> some View { modifier(_OffsetEffect()) }
    /// Scales the view's drawing. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some View { inert("scaleEffect") }
    /// Blurs the view. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func blur(radius: Double, opaque: Bool = false) -> some View { inert("blur") }
    /// Orders the view in front of or behind its siblings. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func zIndex(_ value: Double) -> some View { inert("zIndex") }
    /// Limits text to a number of lines. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func lineLimit(_ number: Int?) -> some View { inert("lineLimit") }
    /// Aligns the lines of multiline text. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { inert("multilineTextAlignment") }
    /// Sets how the view enters and leaves when it is inserted or removed with animation. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func transition(_ t: AnyTransition) -> some View { inert("transition") }
    /// Animates changes to the view when `value` changes. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { inert("animation") }
    /// Extends the view under the safe area. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { inert("ignoresSafeArea") }
    /// Scales the view to fill its frame. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func scaledToFill() -> some View { inert("scaledToFill") }
    /// Scales the view to fit its frame. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func scaledToFit() -> some View { inert("scaledToFit") }
    /// Keeps the view at an aspect ratio. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> some View { inert("aspectRatio") }
    /// Sets the size of symbols relative to text. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func imageScale(_ scale: Image.Scale) -> some View { inert("imageScale") }
    /// Sets how labels show. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { inert("labelStyle") }
    /// Sets how buttons show. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { inert("buttonStyle") }
    /// Sets how switches show. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { inert("toggleStyle") }
    /// Sets how text fields show. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { inert("textFieldStyle") }
    /// Sets how pickers show. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { inert("pickerStyle") }
    /// Sets how lists show. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func listStyle<S: ListStyle>(_ style: S) -> some View { inert("listStyle") }
    /// Sets how the navigation bar shows its title. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View { inert("navigationBarTitleDisplayMode") }
    /// Describes what acting on the view does, for VoiceOver. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func accessibilityHint(_ hint: String) -> some View { inert("accessibilityHint") }
    /// Identifies the view for UI tests. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func accessibilityIdentifier(_ identifier: String) -> some View { inert("accessibilityIdentifier") }
    /// Hides the view from VoiceOver. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func accessibilityHidden(_ hidden: Bool) -> some View { inert("accessibilityHidden") }
    /// Makes the view one accessibility element. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { inert("accessibilityElement") }
    /// Sets the view's help text. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func help(_ text: String) -> some View { inert("help") }
    /// Shows a badge on a row or tab. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func badge(_ count: Int) -> some View { inert("badge") }
    /// Shows or hides a list row's separators. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { inert("listRowSeparator") }
    /// Shows or hides a scrollable view's background. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func scrollContentBackground(_ visibility: Visibility) -> some View { inert("scrollContentBackground") }
    /// Sets how typed text is capitalized. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { inert("textInputAutocapitalization") }
    /// Turns autocorrection off. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { inert("autocorrectionDisabled") }
    /// Sets the label of the keyboard's return key. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { inert("submitLabel") }
    /// Animates a symbol when `value` changes. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func symbolEffect<E>(_ effect: E, value: some Equatable) -> some View { inert("symbolEffect") }
    /// Sets how content changes animate. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func contentTransition(_ transition: ContentTransition) -> some View { inert("contentTransition") }
    /// Rotates the view's drawing. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { inert("rotationEffect") }
    /// Sizes the view relative to its container. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { inert("containerRelativeFrame") }
    /// Shows the view as a placeholder. The engine draws nothing, so this keeps the content's identity and nothing else.
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

/// How a shape is filled: with the even-odd rule or not, antialiased or not; the engine keeps neither.
public struct FillStyle: Equatable, Sendable { public init(eoFill: Bool = false, antialiased: Bool = true) {} }
/// How the lines of multiline text line up: leading, centred or trailing.
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }
/// Whether scaled content fits inside its frame or fills it.
public enum ContentMode: Hashable, Sendable { case fit, fill }
/// The parts of the safe area a view can extend under: the container's and the keyboard's.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Both regions, the container's alone, or the keyboard's alone.
    public static let all = SafeAreaRegions(rawValue: 3)
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
}
/// Holds `TitleDisplayMode`, how the navigation bar shows its title: as the system chooses, small and inline, or large.
public enum NavigationBarItem { public enum TitleDisplayMode: Sendable { case automatic, inline, large } }
/// How `accessibilityElement(children:)` treats the view's children for VoiceOver.
public struct AccessibilityChildBehavior: Sendable {
    /// Ignore the children, keep them as elements inside the view, or combine them into one; all alike here.
    public static let ignore = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}
/// Whether a piece of the interface shows: as the system chooses, always, or never.
public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }
/// A top or bottom edge.
public enum VerticalEdge: Int8, Sendable {
    /// The two edges.
    case top, bottom
    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Both edges.
        public static let all = Set(rawValue: 3)
    }
}
/// How text typed into a field is capitalized.
public struct TextInputAutocapitalization: Sendable {
    /// Never, the first letter of each word, of each sentence, or every letter.
    public static let never = TextInputAutocapitalization()
    public static let words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization()
    public static let characters = TextInputAutocapitalization()
}
/// The label of the keyboard's return key.
public struct SubmitLabel: Sendable {
    /// Done, Go, Search or Next.
    public static let done = SubmitLabel()
    public static let go = SubmitLabel()
    public static let search = SubmitLabel()
    public static let next = SubmitLabel()
}
/// How a view's content changes when it is replaced with animation; the engine animates nothing, so this changes nothing.
public struct ContentTransition: Sendable {
    /// No animation, or a cross-fade.
    public static let identity = ContentTransition()
    public static let opacity = ContentTransition()
    /// Digits that roll, up or down, as a number changes.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
}
/// An angle, kept in degrees.
public struct Angle: Hashable, Sendable {
    /// The angle in degrees.
    public var degrees: Double
    /// An angle of `degrees` degrees.
    public init(degrees: Double) { self.degrees = degrees }
    /// An angle of `value` degrees.
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    /// An angle of `value` radians.
    public static func radians(_ value: Double) -> Angle { Angle(degrees: value * 180 / Double.pi) }
}
/// Why a view's content is redacted.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shown as a placeholder, as while the real content loads.
    public static let placeholder = RedactionReasons(rawValue: 1)
}
/// Styles the lessons name; the engine only needs them to exist.
public protocol PrimitiveButtonStyle {}
/// How lists show.
public protocol ListStyle {}
/// How text fields show.
public protocol TextFieldStyle {}
/// How switches show.
public protocol ToggleStyle {}
/// How labels show.
public protocol LabelStyle {}
/// How pickers show.
public protocol PickerStyle {}
/// The `.plain` button style.
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
/// The `.bordered` button style.
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
/// The `.borderedProminent` button style.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
/// The `.borderless` button style.
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
/// The `.insetGrouped` list style.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// The `.plain` list style.
public struct PlainListStyle: ListStyle { public init() {} }
/// The `.roundedBorder` text field style.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
/// The `.switch` toggle style.
public struct SwitchToggleStyle: ToggleStyle { public init() {} }
/// The `.iconOnly` label style.
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
/// The `.titleOnly` label style.
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
/// The `.segmented` picker style.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// The `.menu` picker style.
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// The styles above under their short names, as in `.buttonStyle(.bordered)`.
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


// Modifiers under the names SwiftUI gives them, so that `type(of: body)` reads as it does on iOS
// (`ModifiedContent<Text, _PaddingLayout>`). They lay out and draw nothing here.

/// Padding around the content.
public struct _PaddingLayout: ViewModifier, PrimitiveModifier {
    var insets: EdgeInsets
    public typealias Body = Never
}
/// A fixed frame around the content.
public struct _FrameLayout: ViewModifier, PrimitiveModifier {
    var width: Double?
    var height: Double?
    public typealias Body = Never
}
/// A flexible frame around the content.
public struct _FlexFrameLayout: ViewModifier, PrimitiveModifier {
    var minWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var idealHeight: Double?
    var maxHeight: Double?
    public typealias Body = Never
}
/// The content's opacity.
public struct _OpacityEffect: ViewModifier, PrimitiveModifier { public typealias Body = Never }
/// The content moved by an offset.
public struct _OffsetEffect: ViewModifier, PrimitiveModifier { public typealias Body = Never }
/// The content's foreground style.
public struct _ForegroundStyleModifier<Style: ShapeStyle>: ViewModifier, PrimitiveModifier { public typealias Body = Never }
/// A shape filled with a style behind the content.
public struct _BackgroundShapeModifier<Style: ShapeStyle, Bounds: Shape>: ViewModifier, PrimitiveModifier { public typealias Body = Never }

private struct ForegroundColorKey: EnvironmentKey { static var defaultValue: Color? { nil } }

extension EnvironmentValues {
    /// The colour `foregroundColor(_:)` set for the views below.
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }
}
