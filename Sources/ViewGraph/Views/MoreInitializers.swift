import Foundation

// Other ways to make the engine's views, as SwiftUI offers them: symbols on switches and buttons,
// vertical text fields, lists with a selection, sections with footers, and the modifiers of `Text`
// and `Image` that return a `Text` or an `Image`.

extension Toggle where Label == ViewGraph.Label<Text, Image> {
    /// A switch with a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ViewGraph.Label(titleKey, systemImage: systemImage) }
    }

    /// A switch with a title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ViewGraph.Label(title, systemImage: systemImage) }
    }
}

extension Button where Label == ViewGraph.Label<Text, Image> {
    /// A button with a localized title, an SF Symbol and a role.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { ViewGraph.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a title, an SF Symbol and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { ViewGraph.Label(title, systemImage: systemImage) }
    }

    /// A button with a localized title and an image from the assets.
    public init(_ titleKey: LocalizedStringKey, image: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { ViewGraph.Label(titleKey, image: image) }
    }
}

extension Menu {
    /// A menu whose label runs `primaryAction` when tapped, and opens the menu when held.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }
}

extension Picker {
    /// A picker labelled by a view given as a value (the iOS 13 form).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and an image from the assets.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label with a title and an image from the assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension TextField where Label == Text {
    /// A field that grows along `axis` as text is typed (`axis: .vertical` for several lines).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text)
    }

    /// A field with a prompt that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(titleKey, text: text, prompt: prompt)
    }

    /// A field with a String title that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
    }

    /// A field with a String title, for a value shown with `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(LocalizedStringKey(String(title)), value: value, format: format, prompt: prompt)
    }
}

extension TextField {
    /// A field labelled `label` that grows along `axis`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
    }
}

extension ProgressView {
    /// A spinning indicator labelled `label`.
    public init<L: View>(@ViewBuilder label: () -> L) {
        self.init((label() as? Text)?.string(in: EnvironmentValues()) ?? "")
    }

    /// A bar filled to `value` of `total`, labelled `label`.
    public init<L: View>(value: Double?, total: Double = 1, @ViewBuilder label: () -> L) {
        self.init((label() as? Text)?.string(in: EnvironmentValues()) ?? "", value: value, total: total)
    }

    /// A bar filled to `value` of `total`, labelled `label` and showing `currentValueLabel`.
    public init<L: View, C: View>(value: Double?, total: Double = 1, @ViewBuilder label: () -> L, @ViewBuilder currentValueLabel: () -> C) {
        self.init((label() as? Text)?.string(in: EnvironmentValues()) ?? "", value: value, total: total)
    }

    /// A bar filled to `value` of `total`, for any floating-point type.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value.map(Double.init), total: Double(total))
    }

    /// A bar for a `Progress` object.
    public init(_ progress: Progress) {
        self.init(value: progress.fractionCompleted)
    }

    /// A bar that fills over `timerInterval`.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init()
    }
}

extension List {
    /// A list whose selected row is `selection`.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list whose selected rows are `selection`.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list with a row for each identifiable element of `data`, whose selected row is `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A list with a row for each element of `data`, identified by `id`, whose selected row is `selection`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A list with a row for each identifiable element of `data`, whose selected rows are `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
}

extension Section {
    /// A section with a header and a footer.
    public init<H: View, F: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> H, @ViewBuilder footer: () -> F) {
        self.init(content: content, header: header)
        self.footer = footer()
    }

    /// A section with a footer.
    public init<F: View>(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> F) {
        self.init(content: content)
        self.footer = footer()
    }

    /// A section with a header and a footer given as views (the iOS 13 form).
    public init<H: View, F: View>(header: H, footer: F, @ViewBuilder content: () -> Content) {
        self.init(content: content)
        self.header = header
        self.footer = footer
    }

    /// A section with a header given as a view (the iOS 13 form).
    public init<H: View>(header: H, @ViewBuilder content: () -> Content) {
        self.init(content: content)
        self.header = header
    }

    /// A section with a footer given as a view (the iOS 13 form).
    public init<F: View>(footer: F, @ViewBuilder content: () -> Content) {
        self.init(content: content)
        self.footer = footer
    }

    /// A titled section that can be collapsed.
    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(title, content: content)
    }
}

extension Text {
    /// The same text with letters `kerning` points further apart.
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// The same text with letters `tracking` points further apart.
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// The same text moved `baselineOffset` points up.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    /// The same text in a font of `design`.
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    /// The same text in a font of `width`.
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    /// The same text, monospaced.
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    /// The same text in a size relative to the surrounding text.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
    /// The same text, its letters tightened to fit.
    public func allowsTightening(_ flag: Bool) -> Text { self }
}

extension Image {
    /// An SF Symbol whose variable parts are filled to `variableValue` (0...1).
    public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }
    /// An image from the assets that VoiceOver does not read.
    public init(decorative name: String) { self.init(name) }
    /// An image from the assets of `bundle`.
    public init(_ name: String, bundle: Bundle?) { self.init(name) }

    /// How the image is scaled when it is stretched.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    /// How a stretched image fills its frame.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    /// The same image, its symbol's layers coloured in `mode`.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
    /// The same image, scaled with `interpolation`.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    /// The same image, smoothed or not.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    /// The same image, stretched to its frame with `capInsets` kept.
    public func resizable(capInsets: EdgeInsets, resizingMode: ResizingMode = .stretch) -> Image { self }
}
