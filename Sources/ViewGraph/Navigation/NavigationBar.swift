extension View {
    /// Not modelled: sets how the navigation bar shows its title.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View { inert("navigationBarTitleDisplayMode") }
}
/// Holds `TitleDisplayMode`, how the navigation bar shows its title: as the system chooses, small and inline, or large.
public enum NavigationBarItem { public enum TitleDisplayMode: Sendable { case automatic, inline, large } }
