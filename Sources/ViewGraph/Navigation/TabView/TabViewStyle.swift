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
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}
extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

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
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// Not modelled: how the tab view shows.
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { inert("tabViewStyle") }
    /// Not modelled: how the page dots of the tab view show.
    nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { inert("indexViewStyle") }
}
