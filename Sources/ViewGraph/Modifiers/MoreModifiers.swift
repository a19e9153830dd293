import Foundation

// Modifiers of search, fields, controls and text. Most are inert: the engine lays nothing out and
// draws nothing, so they only need to compile and keep the content's identity. A search field is
// part of the graph, above the view it filters.

// MARK: - Search, refresh, submit

/// Where a search field goes.
public struct SearchFieldPlacement: Sendable {
    /// Where the system chooses, in the toolbar, in the sidebar, or in the navigation bar's drawer.
    public static let automatic = SearchFieldPlacement()
    public static let toolbar = SearchFieldPlacement()
    public static let sidebar = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement()
    /// The drawer of the navigation bar, shown always or when scrolled.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { SearchFieldPlacement() }
    /// When a search field in the navigation bar's drawer shows.
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

/// What makes `onSubmit` run: the return key in a text field, or a search.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The return key in a text field, or a search submitted.
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// Views shown before or after the content, in the graph and on the screen: a search field above a
/// list, a bar along the top or bottom edge.
public struct _InsetContent<Content: View, Inset: View>: View {
    let content: Content
    let inset: Inset
    let insetFirst: Bool
    public typealias Body = Never
}

extension _InsetContent: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        let children: [(ChildKey, any View)] = insetFirst
            ? [(.label, inset), (.content, content)]
            : [(.content, content), (.label, inset)]
        graph.reconcile(node, children: children)
    }
}

extension View {
    func withSearchField(text: Binding<String>, prompt: String) -> _InsetContent<Self, TextField<Text>> {
        _InsetContent(content: self, inset: TextField(prompt, text: text), insetFirst: true)
    }
}

extension View {
    /// Adds a search field for `text` above the view, where a play types into it by its prompt
    /// (`TextField "Search" ""` on the screen when there is none).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        withSearchField(text: text, prompt: prompt?.string(in: EnvironmentValues()) ?? "Search")
    }

    /// Adds a search field for `text` with a localized prompt.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        withSearchField(text: text, prompt: MarkdownText.render(prompt.resolved))
    }

    /// Adds a search field for `text` with a String prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        withSearchField(text: text, prompt: String(prompt))
    }

    /// Adds a search field for `text` whose presentation is `isPresented`.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        withSearchField(text: text, prompt: MarkdownText.render(prompt.resolved))
    }

    /// Suggestions shown under the search field; kept in the graph, not on the screen.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        modifier(_DecorationModifier(decoration: _ScreenHidden(content: suggestions())))
    }

    /// Scopes shown under the search field.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        modifier(_DecorationModifier(decoration: _ScreenHidden(content: scopes())))
    }

    /// Lets a person pull to refresh: `refresh` in a play runs `action` as a task.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { modifier(_RefreshableModifier(action: action)) }

    /// Runs `action` when the person submits a field below (the return key: `submit` in a play).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(_SubmitModifier(action: action, blocks: false))
    }

    /// Keeps submits below from reaching an `onSubmit` above.
    public func submitScope(_ isBlocking: Bool = true) -> some View { modifier(_SubmitModifier(action: nil, blocks: isBlocking)) }
}

// MARK: - Text input

/// The keyboard a field shows, as UIKit names it.
public enum UIKeyboardType: Int, Sendable {
    /// The keyboards UIKit names.
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What a field holds, so that the system can offer to fill it in, as UIKit names it.
public struct UITextContentType: Hashable, Sendable {
    let rawValue: String
    /// A content type by its raw name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The kinds of content UIKit names: names, jobs, addresses, phone numbers, e-mail, URLs, card numbers, accounts and passwords, codes, dates, flights.
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    public static let location = UITextContentType(rawValue: "location")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let addressState = UITextContentType(rawValue: "addressState")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
}

/// Whether a person can select a view's text.
public protocol TextSelectability {}
/// Text can be selected.
public struct EnabledTextSelectability: TextSelectability { public init() {} }
/// Text cannot be selected.
public struct DisabledTextSelectability: TextSelectability { public init() {} }
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { EnabledTextSelectability() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { DisabledTextSelectability() } }

/// How the keyboard goes away when a scroll view scrolls.
public struct ScrollDismissesKeyboardMode: Sendable {
    /// As the system chooses, as soon as scrolling starts, as the finger drags it down, or never.
    public static let automatic = ScrollDismissesKeyboardMode()
    public static let immediately = ScrollDismissesKeyboardMode()
    public static let interactively = ScrollDismissesKeyboardMode()
    public static let never = ScrollDismissesKeyboardMode()
}

extension View {
    /// The keyboard the field shows.
    public func keyboardType(_ type: UIKeyboardType) -> some View { inert("keyboardType") }
    /// What the field holds, for autofill.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { inert("textContentType") }
    /// Whether the view's text can be selected.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { inert("textSelection") }
    /// Hides the view's content when the device is locked or being recorded.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { inert("privacySensitive") }
    /// How the keyboard goes away when the scroll view below scrolls.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { inert("scrollDismissesKeyboard") }
}

// MARK: - Controls

/// The size of controls.
public enum ControlSize: Hashable, CaseIterable, Sendable { case mini, small, regular, large, extraLarge }

/// The shape of a bordered button.
public struct ButtonBorderShape: Sendable {
    /// As the system chooses, a capsule, a circle, or a rounded rectangle.
    public static let automatic = ButtonBorderShape()
    public static let capsule = ButtonBorderShape()
    public static let circle = ButtonBorderShape()
    public static let roundedRectangle = ButtonBorderShape()
    /// A rounded rectangle of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape() }
}

/// How much a section header stands out.
public enum Prominence: Hashable, Sendable { case standard, increased }

extension View {
    /// The size of the controls below.
    public func controlSize(_ controlSize: ControlSize) -> some View { inert("controlSize") }
    /// The shape of the bordered buttons below.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { inert("buttonBorderShape") }
    /// Hides the labels of the controls below; the engine still finds a control by its label.
    public func labelsHidden() -> some View { inert("labelsHidden") }
    /// How much the section headers below stand out.
    public func headerProminence(_ prominence: Prominence) -> some View { inert("headerProminence") }
    /// Whether a button repeats its action while held.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { inert("buttonRepeatBehavior") }
}

/// Whether a held button repeats its action.
public struct ButtonRepeatBehavior: Sendable {
    /// As the system chooses, repeating, or not repeating.
    public static let automatic = ButtonRepeatBehavior()
    public static let enabled = ButtonRepeatBehavior()
    public static let disabled = ButtonRepeatBehavior()
}

// MARK: - Text size and layout

/// Whether a view's text is kept the same case, made upper case or lower case.
extension Text {
    /// A change of case.
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
    /// Where a line too long to fit is cut.
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
    /// A text size relative to the surrounding text.
    public struct Scale: Hashable, Sendable {
        let name: String
        /// The size of the text around it, or a smaller one.
        public static let `default` = Scale(name: "default")
        public static let secondary = Scale(name: "secondary")
    }
}

extension Font {
    /// A font's width.
    public struct Width: Hashable, Sendable {
        let value: CGFloat
        /// A width by its value: below 0 is narrower than standard, above 0 wider.
        public init(_ value: CGFloat) { self.value = value }
        /// The named widths, from narrowest to widest.
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }
}

/// Keeps the dynamic type size the content sees within a range.
public struct _DynamicTypeSizeRangeModifier: ViewModifier, PrimitiveModifier {
    let contains: (DynamicTypeSize) -> Bool
    public typealias Body = Never
    func modifyEnvironment(_ environment: inout EnvironmentValues) {
        let size = environment.dynamicTypeSize
        guard !contains(size) else { return }
        let allowed = DynamicTypeSize.allCases.filter(contains)
        if let nearest = allowed.min(by: { abs($0.rawValue - size.rawValue) < abs($1.rawValue - size.rawValue) }) {
            environment.dynamicTypeSize = nearest
        }
    }
}

extension View {
    /// Sets the text size of the content.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }
    /// Keeps the text size of the content within `range`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifier(_DynamicTypeSizeRangeModifier(contains: range.contains))
    }
    /// Changes the case of the text below.
    public func textCase(_ textCase: Text.Case?) -> some View { inert("textCase") }
    /// The space between lines.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { inert("lineSpacing") }
    /// How small text may shrink to fit.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { inert("minimumScaleFactor") }
    /// Where a line too long to fit is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { inert("truncationMode") }
    /// Lets text squeeze its letters together to fit.
    public func allowsTightening(_ flag: Bool) -> some View { inert("allowsTightening") }
    /// The space between letters.
    public func kerning(_ kerning: CGFloat) -> some View { inert("kerning") }
    /// The space between letters, ligatures kept.
    public func tracking(_ tracking: CGFloat) -> some View { inert("tracking") }
    /// Moves text up or down from its baseline.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { inert("baselineOffset") }
    /// The design of the font below.
    public func fontDesign(_ design: Font.Design?) -> some View { inert("fontDesign") }
    /// The width of the font below.
    public func fontWidth(_ width: Font.Width?) -> some View { inert("fontWidth") }
    /// Text in a size relative to the surrounding text.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { inert("textScale") }
    /// Text below in a monospaced font.
    public func monospaced(_ isActive: Bool = true) -> some View { inert("monospaced") }
    /// Text below underlined.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View { inert("underline") }
    /// Text below struck through.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View { inert("strikethrough") }
    /// At most `limit` lines, keeping their space even when shorter.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { inert("lineLimit") }
    /// Between `limits` lines.
    public func lineLimit(_ limits: ClosedRange<Int>) -> some View { inert("lineLimit") }
    /// At least `limits.lowerBound` lines.
    public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View { inert("lineLimit") }
    /// At most `limits.upperBound` lines.
    public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View { inert("lineLimit") }
}

// MARK: - Drawing and hit testing

extension View {
    /// Whether the view receives taps; the engine still lets a play tap its controls.
    public func allowsHitTesting(_ enabled: Bool) -> some View { inert("allowsHitTesting") }
    /// Hides the view, keeping its space; the engine still shows it.
    public func hidden() -> some View { inert("hidden") }
    /// Draws the view and its children as one layer.
    public func compositingGroup() -> some View { inert("compositingGroup") }
    /// Draws the view offscreen first.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { inert("drawingGroup") }
    /// Masks the view with `mask`.
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View { inert("mask") }
    /// Masks the view with `mask` (the iOS 13 form).
    public func mask<M: View>(_ mask: M) -> some View { inert("mask") }
    /// Puts `background` behind the view, in the graph (the iOS 13 form of `background {}`).
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(decoration: background))
    }
    /// Puts `overlay` in front of the view, in the graph (the iOS 13 form of `overlay {}`).
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(decoration: overlay))
    }
    /// A border of `content`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { inert("border") }
    /// Brightens the view.
    public func brightness(_ amount: Double) -> some View { inert("brightness") }
    /// Changes the view's contrast.
    public func contrast(_ amount: Double) -> some View { inert("contrast") }
    /// Changes the view's saturation.
    public func saturation(_ amount: Double) -> some View { inert("saturation") }
    /// Takes colour out of the view.
    public func grayscale(_ amount: Double) -> some View { inert("grayscale") }
    /// Rotates the view's hues.
    public func hueRotation(_ angle: Angle) -> some View { inert("hueRotation") }
    /// Multiplies the view's colours by `color`.
    public func colorMultiply(_ color: Color) -> some View { inert("colorMultiply") }
    /// Inverts the view's colours.
    public func colorInvert() -> some View { inert("colorInvert") }
    /// How the view's colours blend with what is behind it.
    public func blendMode(_ blendMode: BlendMode) -> some View { inert("blendMode") }
    /// Rotates the view in three dimensions.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { inert("rotation3DEffect") }
    /// Scales the view by `x` and `y`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { inert("scaleEffect") }
    /// Scales the view by `scale`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { inert("scaleEffect") }
    /// Moves the view by `offset`.
    public func offset(_ offset: CGSize) -> some View { inert("offset") }
    /// Places the view's centre at `x`, `y`.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { inert("position") }
    /// Places the view's centre at `position`.
    public func position(_ position: CGPoint) -> some View { inert("position") }
    /// The color scheme the presentation prefers: the view and everything below it see it in `\.colorScheme`.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_PreferredColorSchemeModifier(colorScheme: colorScheme))
    }
    /// Hides the status bar.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { inert("statusBarHidden") }
    /// Hides the home indicator and other system overlays.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { inert("persistentSystemOverlays") }
    /// Animates every change below with `animation` (deprecated: use `animation(_:value:)`).
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View { inert("animation") }
}

/// Sets the color scheme below; on iOS it applies to the whole window, which the content usually is.
public struct _PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier {
    let colorScheme: ColorScheme?
    public typealias Body = Never
    func modifyEnvironment(_ environment: inout EnvironmentValues) {
        if let colorScheme { environment.colorScheme = colorScheme }
    }
}

/// How colours blend with what is behind them.
public enum BlendMode: Hashable, Sendable {
    /// The blend modes Core Graphics names, from normal to plus-lighter.
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// Pull to refresh: the action a `refresh` in a play runs.
public struct _RefreshableModifier: ViewModifier, PrimitiveModifier {
    let action: @Sendable () async -> Void
    public typealias Body = Never
}

/// An `onSubmit` action, or a `submitScope` that stops submits from going further up.
public struct _SubmitModifier: ViewModifier, PrimitiveModifier {
    let action: (() -> Void)?
    let blocks: Bool
    public typealias Body = Never
}
