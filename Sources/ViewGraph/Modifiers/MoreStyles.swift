// Styles: the built-in ones the lessons name, and the protocols a lesson's own style adopts. The engine
// draws nothing, so a style never changes what is on the screen, and a custom style's `makeBody` is
// never called: a button keeps its own label.

/// A style of the lesson's own for buttons: `makeBody` gets the label and whether it is pressed.
public protocol ButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = ButtonStyleConfiguration
    /// Makes the button's look from `configuration`.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a button style is given.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        public typealias Body = Never
    }
    /// The button's role.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is being pressed.
    public let isPressed: Bool
}

/// What a primitive button style is given.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        public typealias Body = Never
    }
    /// The button's role.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Runs the button's action.
    public func trigger() {}
}

/// What a toggle style is given.
public struct ToggleStyleConfiguration {
    /// The switch's label, as a view.
    public struct Label: View {
        public typealias Body = Never
    }
    /// The switch's label.
    public let label: Label
    /// Whether the switch is on.
    @Binding public var isOn: Bool
    /// Whether the switch stands for several values that differ.
    public var isMixed: Bool
}

/// What a label style is given.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View {
        public typealias Body = Never
    }
    /// The label's icon, as a view.
    public struct Icon: View {
        public typealias Body = Never
    }
    /// The title.
    public var title: Title { Title() }
    /// The icon.
    public var icon: Icon { Icon() }
}

extension ButtonStyleConfiguration.Label: PrimitiveView { func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {} }
extension PrimitiveButtonStyleConfiguration.Label: PrimitiveView { func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {} }
extension ToggleStyleConfiguration.Label: PrimitiveView { func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {} }
extension LabelStyleConfiguration.Title: PrimitiveView { func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {} }
extension LabelStyleConfiguration.Icon: PrimitiveView { func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {} }

extension PrimitiveButtonStyle {
    /// What the style is given.
    public typealias Configuration = PrimitiveButtonStyleConfiguration
}

extension ToggleStyle {
    /// What the style is given.
    public typealias Configuration = ToggleStyleConfiguration
}

extension LabelStyle {
    /// What the style is given.
    public typealias Configuration = LabelStyleConfiguration
}

extension View {
    /// Gives the buttons below a style of the lesson's own.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { inert("buttonStyle") }
}

// MARK: - Built-in styles

/// The system's choice of button style.
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
/// The system's choice of button style, as `.automatic`.
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { DefaultButtonStyle() } }

/// The `.grouped` list style.
public struct GroupedListStyle: ListStyle { public init() {} }
/// The `.inset` list style.
public struct InsetListStyle: ListStyle { public init() {} }
/// The `.sidebar` list style.
public struct SidebarListStyle: ListStyle { public init() {} }
/// The `.automatic` list style.
public struct DefaultListStyle: ListStyle { public init() {} }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }

/// The `.plain` text field style.
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
/// The `.automatic` text field style.
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() } }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() } }

/// The `.button` switch style.
public struct ButtonToggleStyle: ToggleStyle { public init() {} }
/// The `.automatic` switch style.
public struct DefaultToggleStyle: ToggleStyle { public init() {} }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { ButtonToggleStyle() } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { DefaultToggleStyle() } }

/// The `.titleAndIcon` label style.
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }
/// The `.automatic` label style.
public struct DefaultLabelStyle: LabelStyle { public init() {} }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { DefaultLabelStyle() } }

/// The `.wheel` picker style.
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// The `.inline` picker style.
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// The `.navigationLink` picker style.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
/// The `.palette` picker style.
public struct PalettePickerStyle: PickerStyle { public init() {} }
/// The `.automatic` picker style.
public struct DefaultPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { PalettePickerStyle() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }

/// How a date picker shows.
public protocol DatePickerStyle {}
/// The `.compact` date picker style.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// The `.graphical` date picker style.
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// The `.wheel` date picker style.
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
/// The `.automatic` date picker style.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() } }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() } }

/// How a progress view shows.
public protocol ProgressViewStyle {}
/// The `.linear` progress view style.
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {} }
/// The `.circular` progress view style.
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {} }
/// The `.automatic` progress view style.
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() } }
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() } }

/// How a gauge shows.
public protocol GaugeStyle {}
/// The `.accessoryCircular` gauge style.
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {} }
/// The `.accessoryCircularCapacity` gauge style.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {} }
/// The `.accessoryLinear` gauge style.
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {} }
/// The `.accessoryLinearCapacity` gauge style.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public init() {} }
/// The `.linearCapacity` gauge style.
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
/// The `.automatic` gauge style.
public struct DefaultGaugeStyle: GaugeStyle { public init() {} }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle { public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle { public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() } }
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() } }

/// How a tab view shows: a tab bar, or pages swiped sideways.
public protocol TabViewStyle {}
/// The `.page` tab view style.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public struct IndexDisplayMode: Sendable {
        /// Dots shown when there are several pages, always, or never.
        public static let automatic = IndexDisplayMode()
        public static let always = IndexDisplayMode()
        public static let never = IndexDisplayMode()
    }
    /// A paged style whose dots show as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}
/// The `.automatic` tab view style.
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
/// The `.sidebarAdaptable` tab view style.
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }
/// The `.tabBarOnly` tab view style.
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {} }
extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages swiped sideways, with dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages swiped sideways, with dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { PageTabViewStyle(indexDisplayMode: indexDisplayMode) }
}
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() } }
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle { public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() } }
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() } }

/// How the page dots of a paged tab view show.
public protocol IndexViewStyle {}
/// The `.page` page index style.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots' background shows.
    public struct BackgroundDisplayMode: Sendable {
        /// A background behind the dots as the system chooses, always, only while touched, or never.
        public static let automatic = BackgroundDisplayMode()
        public static let always = BackgroundDisplayMode()
        public static let interactive = BackgroundDisplayMode()
        public static let never = BackgroundDisplayMode()
    }
    /// A page index style whose background shows as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}
extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// Page dots, with a background shown as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle { PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode) }
}

/// How a form shows.
public protocol FormStyle {}
/// The `.grouped` form style.
public struct GroupedFormStyle: FormStyle { public init() {} }
/// The `.columns` form style.
public struct ColumnsFormStyle: FormStyle { public init() {} }
/// The `.automatic` form style.
public struct AutomaticFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { GroupedFormStyle() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { ColumnsFormStyle() } }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { AutomaticFormStyle() } }

/// How a menu shows.
public protocol MenuStyle {}
/// The `.button` menu style.
public struct ButtonMenuStyle: MenuStyle { public init() {} }
/// The `.automatic` menu style.
public struct DefaultMenuStyle: MenuStyle { public init() {} }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { ButtonMenuStyle() } }
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { DefaultMenuStyle() } }

/// How a group box shows.
public protocol GroupBoxStyle {}
/// The `.automatic` group box style.
public struct DefaultGroupBoxStyle: GroupBoxStyle { public init() {} }
extension GroupBoxStyle where Self == DefaultGroupBoxStyle { public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() } }

/// How a split view shares its width between columns.
public protocol NavigationSplitViewStyle {}
/// The `.balanced` split view style.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// The `.prominentDetail` split view style.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// The `.automatic` split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle { public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() } }
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle { public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() } }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle { public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() } }

extension View {
    /// How the date pickers below show.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { inert("datePickerStyle") }
    /// How the progress views below show.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { inert("progressViewStyle") }
    /// How the gauges below show.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { inert("gaugeStyle") }
    /// How the tab view shows.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { inert("tabViewStyle") }
    /// How the page dots of the tab view show.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { inert("indexViewStyle") }
    /// How the forms below show.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { inert("formStyle") }
    /// How the menus below show.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { inert("menuStyle") }
    /// How the group boxes below show.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { inert("groupBoxStyle") }
    /// How the split view shares its width.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { inert("navigationSplitViewStyle") }
    /// The width of this split view column.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { inert("navigationSplitViewColumnWidth") }
    /// The width range of this split view column.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { inert("navigationSplitViewColumnWidth") }
}
