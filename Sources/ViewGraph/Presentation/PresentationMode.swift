import Foundation

/// Whether a view is presented, with a way to dismiss it (the iOS 13 form of `dismiss`).
public struct PresentationMode {
    /// Whether the view is presented now.
    public var isPresented: Bool
    /// Dismisses the view.
    public mutating func dismiss() {}
}
private struct IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct PresentationModeKey: EnvironmentKey { static var defaultValue: Binding<PresentationMode> { .constant(PresentationMode(isPresented: false)) } }

extension EnvironmentValues {
    /// Whether the view is in a presentation (a sheet, a pushed screen).
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// The presentation the view is in (the iOS 13 form of `dismiss`).
    public var presentationMode: Binding<PresentationMode> {
        get { self[PresentationModeKey.self] }
        set { self[PresentationModeKey.self] = newValue }
    }
}
