import Foundation

// How a sheet looks and rests: its heights, drag indicator and background. Inert: the engine shows a
// presented sheet's content whatever its height. Modelled: whether a swipe may dismiss it.

/// A height a sheet can rest at.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    /// About half the screen's height, or the full height.
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    /// A fraction of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
}

/// Whether the view behind a sheet can be used while the sheet is up.
public struct PresentationBackgroundInteraction: Sendable {
    /// As the system chooses, usable, or not usable.
    public static let automatic = PresentationBackgroundInteraction()
    public static let enabled = PresentationBackgroundInteraction()
    public static let disabled = PresentationBackgroundInteraction()
    /// Enabled up through `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { PresentationBackgroundInteraction() }
}

/// Whether a swipe in a sheet scrolls its content or resizes the sheet.
public struct PresentationContentInteraction: Sendable {
    /// As the system chooses, resizing the sheet first, or scrolling its content first.
    public static let automatic = PresentationContentInteraction()
    public static let resizes = PresentationContentInteraction()
    public static let scrolls = PresentationContentInteraction()
}

/// How a presentation adapts to a compact size class.
public struct PresentationAdaptation: Sendable {
    /// As the system chooses, no adaptation, or as a popover, a sheet or a full-screen cover.
    public static let automatic = PresentationAdaptation()
    public static let none = PresentationAdaptation()
    public static let popover = PresentationAdaptation()
    public static let sheet = PresentationAdaptation()
    public static let fullScreenCover = PresentationAdaptation()
}

extension View {
    /// Not modelled: the heights the sheet can rest at.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { inert("presentationDetents") }
    /// Not modelled: the heights the sheet can rest at, and the one it is at.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { inert("presentationDetents") }
    /// Not modelled: shows or hides the sheet's drag indicator.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { inert("presentationDragIndicator") }
    /// Stops a swipe from dismissing the sheet or popover this view is in; the app's own code (a
    /// button setting the binding, `dismiss()`) still closes it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_InteractiveDismissModifier(isDisabled: isDisabled))
    }
    /// Not modelled: the sheet's background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { inert("presentationBackground") }
    /// Not modelled: the sheet's corner radius.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { inert("presentationCornerRadius") }
    /// Not modelled: whether the view behind the sheet can be used.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { inert("presentationBackgroundInteraction") }
    /// Not modelled: whether a swipe scrolls the sheet's content or resizes it.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { inert("presentationContentInteraction") }
    /// Not modelled: how the presentation adapts to a compact size class.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { inert("presentationCompactAdaptation") }
}

/// Marks the presentation the view is in as one a swipe cannot dismiss (while `isDisabled`).
///
/// Rule: a swipe down on a sheet (the play's `dismiss`) leaves it up, running no `onDismiss`, when
/// any view in the sheet's content says `interactiveDismissDisabled()`; the modifier on the view
/// that presents has no say over the sheet. Evidence: Apple's documentation ("Conditionally prevents
/// interactive dismissal of presentations like popovers, sheets, and inspectors"), public consoles
/// round 4 (9b, the sheet closed only by its own button).
public struct _InteractiveDismissModifier: ViewModifier, PrimitiveModifier {
    let isDisabled: Bool
    public typealias Body = Never
}
