import Foundation

/// Whether a view is presented, with a way to dismiss it (the iOS 13 form of `dismiss`).
///
/// It is `dismiss` and `isPresented` of the same place in the older form, so it does what they do:
/// in a sheet or a full-screen cover, `dismiss()` closes it; on a screen pushed in a
/// `NavigationView` or `NavigationStack`, it goes back; elsewhere it does nothing, and `isPresented`
/// is false. Evidence: Apple's documentation of `presentationMode` ("deprecated: use `isPresented`
/// or `dismiss`"), and public sample apps, where
/// `presentationMode.wrappedValue.dismiss()` on a pushed detail goes back on iOS.
public struct PresentationMode {
    /// Whether the view is presented now.
    public var isPresented: Bool
    /// What dismisses the presentation the view is in.
    let dismissAction: DismissAction

    /// Dismisses the view: closes its sheet or cover, or goes back from its pushed screen.
    public mutating func dismiss() {
        // The action is called on the main actor only: from another thread it is handed there once.
        let action = UncheckedSendable(dismissAction)
        onMainActor { action.value() }
    }
}
private struct IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether the view is in a presentation (a sheet, a pushed screen).
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// The presentation the view is in (the iOS 13 form of `dismiss`): the same `isPresented` and
    /// `dismiss` as the environment has here.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
