import Foundation

// Modifiers of lists, scroll views, fields, presentations and text. Most are inert: the engine lays
// nothing out and draws nothing, so they only need to compile and keep the content's identity. Those
// that add views (a search field, swipe actions, a safe-area inset) put them in the graph.

// MARK: - Search, refresh, submit

/// Where a search field goes.
public struct SearchFieldPlacement: Sendable {
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

    /// Lets a person pull to refresh; the engine has no pull, so `action` never runs.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { inert("refreshable") }

    /// Runs `action` when the person submits the field (return key); a play cannot submit, so it never runs.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { inert("onSubmit") }

    /// Keeps submits below from reaching an `onSubmit` above.
    public func submitScope(_ isBlocking: Bool = true) -> some View { inert("submitScope") }
}

// MARK: - Text input

/// The keyboard a field shows, as UIKit names it.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What a field holds, so that the system can offer to fill it in, as UIKit names it.
public struct UITextContentType: Hashable, Sendable {
    let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
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
    public static let automatic = ButtonRepeatBehavior()
    public static let enabled = ButtonRepeatBehavior()
    public static let disabled = ButtonRepeatBehavior()
}

// MARK: - Lists

/// The space between sections of a list.
public struct ListSectionSpacing: Sendable {
    public static let `default` = ListSectionSpacing()
    public static let compact = ListSectionSpacing()
    /// A spacing of `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing() }
}

extension View {
    /// The view behind the row.
    public func listRowBackground<V: View>(_ view: V?) -> some View { inert("listRowBackground") }
    /// The insets of the row.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { inert("listRowInsets") }
    /// Shows or hides the separators of the section.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { inert("listSectionSeparator") }
    /// The colour of the row's separators.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { inert("listRowSeparatorTint") }
    /// The colour of the section's separators.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { inert("listSectionSeparatorTint") }
    /// The space between the list's sections.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { inert("listSectionSpacing") }
    /// The space between the list's sections, in points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { inert("listSectionSpacing") }
    /// The space between the list's rows.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { inert("listRowSpacing") }
    /// The tint of the list's items.
    public func listItemTint(_ tint: Color?) -> some View { inert("listItemTint") }
    /// Whether the row can be deleted.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { inert("deleteDisabled") }
    /// Whether the row can be moved.
    public func moveDisabled(_ isDisabled: Bool) -> some View { inert("moveDisabled") }
    /// A badge with a text.
    public func badge(_ label: Text?) -> some View { inert("badge") }
    /// A badge with a localized text.
    public func badge(_ key: LocalizedStringKey?) -> some View { inert("badge") }
    /// A badge with a String.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { inert("badge") }
    /// How much the badge stands out.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View { inert("badgeProminence") }
}

/// How much a badge stands out.
public struct BadgeProminence: Sendable {
    public static let standard = BadgeProminence()
    public static let increased = BadgeProminence()
    public static let decreased = BadgeProminence()
}

/// Swipe actions or a context menu: in the graph (their views appear and their tasks run), not on the screen.
extension View {
    /// Buttons revealed by swiping the row.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        modifier(_DecorationModifier(decoration: _ScreenHidden(content: content())))
    }

    /// A menu shown when the view is long-pressed.
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View {
        modifier(_DecorationModifier(decoration: _ScreenHidden(content: menuItems())))
    }

    /// A menu shown with a preview when the view is long-pressed.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(_DecorationModifier(decoration: _ScreenHidden(content: menuItems())))
    }
}

/// A leading or trailing edge.
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
    case leading, trailing
    /// A set of horizontal edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let leading = Set(rawValue: 1)
        public static let trailing = Set(rawValue: 2)
        public static let all: Set = [.leading, .trailing]
    }
}

/// The rows of a `ForEach` with delete or move actions; a play cannot swipe or drag, so they never run.
public struct _EditableContent<Base: DynamicViewContent>: DynamicViewContent {
    let base: Base
    let onDelete: ((IndexSet) -> Void)?
    let onMove: ((IndexSet, Int) -> Void)?

    /// The collection the rows are made from.
    public var data: Base.Data { base.data }
    public typealias Body = Never
}

extension _EditableContent: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, base)])
    }
}

extension DynamicViewContent {
    /// Lets the rows be deleted by swiping; `action` gets their offsets.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> _EditableContent<Self> {
        _EditableContent(base: self, onDelete: action, onMove: nil)
    }

    /// Lets the rows be moved in edit mode; `action` gets their offsets and the destination.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> _EditableContent<Self> {
        _EditableContent(base: self, onDelete: nil, onMove: action)
    }
}

// MARK: - Scroll views

/// Whether a scroll view shows its indicators.
public struct ScrollIndicatorVisibility: Sendable {
    public static let automatic = ScrollIndicatorVisibility()
    public static let visible = ScrollIndicatorVisibility()
    public static let hidden = ScrollIndicatorVisibility()
    public static let never = ScrollIndicatorVisibility()
}

/// How a scroll view comes to rest.
public protocol ScrollTargetBehavior {}
/// Rests on page boundaries.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }
/// Rests aligned to a view of the scroll target layout.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one swipe may pass.
    public struct LimitBehavior: Sendable {
        public static let automatic = LimitBehavior()
        public static let always = LimitBehavior()
        public static let never = LimitBehavior()
        public static let alwaysByFew = LimitBehavior()
        public static let alwaysByOne = LimitBehavior()
    }
    public init(limitBehavior: LimitBehavior = .automatic) {}
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior { public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() } }
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior) }
}

/// Whether a scroll view bounces when its content fits.
public struct ScrollBounceBehavior: Sendable {
    public static let automatic = ScrollBounceBehavior()
    public static let always = ScrollBounceBehavior()
    public static let basedOnSize = ScrollBounceBehavior()
}

/// Which margins `contentMargins` sets.
public struct ContentMarginPlacement: Sendable {
    public static let automatic = ContentMarginPlacement()
    public static let scrollContent = ContentMarginPlacement()
    public static let scrollIndicators = ContentMarginPlacement()
}

extension View {
    /// Stops the scroll view below from scrolling.
    public func scrollDisabled(_ disabled: Bool) -> some View { inert("scrollDisabled") }
    /// Shows or hides the scroll indicators.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { inert("scrollIndicators") }
    /// How the scroll view comes to rest.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { inert("scrollTargetBehavior") }
    /// Makes the views of this layout the targets a scroll view rests on.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { inert("scrollTargetLayout") }
    /// Binds the id of the view the scroll view rests on; the engine does not scroll, so it never changes.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { inert("scrollPosition") }
    /// Lets the scroll view's content draw outside its bounds.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { inert("scrollClipDisabled") }
    /// Whether the scroll view bounces.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { inert("scrollBounceBehavior") }
    /// Where the scroll view starts.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { inert("defaultScrollAnchor") }
    /// Margins around the scroll view's content.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View { inert("contentMargins") }
    /// Margins around the scroll view's content, in points.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View { inert("contentMargins") }
    /// Margins of `length` points on every side of the scroll view's content.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View { inert("contentMargins") }
}

// MARK: - Safe area

extension View {
    /// Puts `content` along the top or bottom edge, in the graph and on the screen before or after this view.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        _InsetContent(content: self, inset: content(), insetFirst: edge == .top)
    }

    /// Puts `content` along the leading or trailing edge, in the graph and on the screen before or after this view.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        _InsetContent(content: self, inset: content(), insetFirst: edge == .leading)
    }

    /// A bar along an edge whose content scrolls under it (iOS 26); in the graph and on the screen before or after this view.
    public func safeAreaBar<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        _InsetContent(content: self, inset: content(), insetFirst: edge == .top)
    }

    /// Adds padding to the safe area.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { inert("safeAreaPadding") }
    /// Adds `insets` to the safe area.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { inert("safeAreaPadding") }
    /// Adds `length` points to the safe area on every side.
    public func safeAreaPadding(_ length: CGFloat) -> some View { inert("safeAreaPadding") }
}

// MARK: - Presentations

/// A height a sheet can rest at.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    /// A fraction of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
}

/// Whether the view behind a sheet can be used while the sheet is up.
public struct PresentationBackgroundInteraction: Sendable {
    public static let automatic = PresentationBackgroundInteraction()
    public static let enabled = PresentationBackgroundInteraction()
    public static let disabled = PresentationBackgroundInteraction()
    /// Enabled up through `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { PresentationBackgroundInteraction() }
}

/// Whether a swipe in a sheet scrolls its content or resizes the sheet.
public struct PresentationContentInteraction: Sendable {
    public static let automatic = PresentationContentInteraction()
    public static let resizes = PresentationContentInteraction()
    public static let scrolls = PresentationContentInteraction()
}

/// How a presentation adapts to a compact size class.
public struct PresentationAdaptation: Sendable {
    public static let automatic = PresentationAdaptation()
    public static let none = PresentationAdaptation()
    public static let popover = PresentationAdaptation()
    public static let sheet = PresentationAdaptation()
    public static let fullScreenCover = PresentationAdaptation()
}

extension View {
    /// The heights the sheet can rest at.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { inert("presentationDetents") }
    /// The heights the sheet can rest at, and the one it is at.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { inert("presentationDetents") }
    /// Shows or hides the sheet's drag indicator.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { inert("presentationDragIndicator") }
    /// Stops a swipe from dismissing the sheet.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { inert("interactiveDismissDisabled") }
    /// The sheet's background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { inert("presentationBackground") }
    /// The sheet's corner radius.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { inert("presentationCornerRadius") }
    /// Whether the view behind the sheet can be used.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { inert("presentationBackgroundInteraction") }
    /// Whether a swipe scrolls the sheet's content or resizes it.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { inert("presentationContentInteraction") }
    /// How the presentation adapts to a compact size class.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { inert("presentationCompactAdaptation") }
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
        public static let `default` = Scale(name: "default")
        public static let secondary = Scale(name: "secondary")
    }
}

extension Font {
    /// A font's width.
    public struct Width: Hashable, Sendable {
        let value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
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
    /// The color scheme the whole presentation prefers; the engine keeps light.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { inert("preferredColorScheme") }
    /// Hides the status bar.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { inert("statusBarHidden") }
    /// Hides the home indicator and other system overlays.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { inert("persistentSystemOverlays") }
    /// Animates every change below with `animation` (deprecated: use `animation(_:value:)`).
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View { inert("animation") }
}

/// How colours blend with what is behind them.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
