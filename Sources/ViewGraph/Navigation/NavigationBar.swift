extension View {
    /// Sets how the navigation bar shows its title. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View { inert("navigationBarTitleDisplayMode") }
}
/// Holds `TitleDisplayMode`, how the navigation bar shows its title: as the system chooses, small and inline, or large.
public enum NavigationBarItem { public enum TitleDisplayMode: Sendable { case automatic, inline, large } }
