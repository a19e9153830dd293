/// A context menu as a value (iOS 13's form, deprecated in favour of `contextMenu(menuItems:)`):
/// the menu items a long press on the view shows.
public struct ContextMenu<MenuItems: View> {
    /// The menu's items.
    let menuItems: MenuItems

    /// A context menu of the items `menuItems` builds.
    public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}

extension View {
    /// The menu `contextMenu` shown when the view is long-pressed, or none when it is nil; as with
    /// `contextMenu(menuItems:)`, a `long-press` in a play reveals it.
    nonisolated public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        modifier(
            _DecorationModifier(
                decoration: _RevealedActions(
                    kind: .contextMenu, content: contextMenu?.menuItems,
                    isAvailable: contextMenu != nil)))
    }
}
