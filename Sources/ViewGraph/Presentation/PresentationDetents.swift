import Foundation

// How a sheet looks and rests: its heights, drag indicator and background. Modelled: the height it
// rests at (which sets its frame and its content's proposal) and whether a swipe may dismiss it;
// its drag indicator and background change nothing here.
//
// Rules, with their evidence:
//
// - A sheet rests at the smallest of its detents, or at the one its `selection` binding holds
//   (UIKit's `UISheetPresentationController.selectedDetentIdentifier`: "the sheet displays at the
//   smallest detent you specify in detents" when none is selected). With no `presentationDetents`,
//   a sheet is `.large`.
// - Heights: `.large` and `.medium` from `DeviceMetrics.sheetLargeHeight` and `sheetMediumHeight`;
//   `.height(h)` is `h` within the sheet's safe area, so the sheet is `h` plus the home indicator's
//   34 points (UIKit's custom detent: "The value you return from this closure is a height within the
//   safe area of the sheet"); `.fraction(f)` is that fraction of the large detent's height within
//   the safe area (estimate: UIKit resolves custom detents against `maximumDetentValue`, the large
//   detent's). No detent is taller than `.large`.
// - The sheet stands at the bottom of the screen, the screen's width; its content is proposed the
//   sheet less the home indicator's strip, centred there, with the sheet's frame as its safe area's
//   bounds (`ignoresSafeArea` reaches the sheet's edges, not the screen's). A full-screen cover is
//   laid out as the screen is; a popover on an iPhone is a large sheet.

/// A height a sheet can rest at.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    /// How the height is found, for the layout.
    let resolution: Resolution
    enum Resolution: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
    }
    /// About half the screen's height, or the full height.
    public static let medium = PresentationDetent(name: "medium", resolution: .medium)
    public static let large = PresentationDetent(name: "large", resolution: .large)
    /// A fraction of the large detent's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "fraction \(fraction)", resolution: .fraction(fraction))
    }
    /// A height in points, within the sheet's safe area.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "height \(height)", resolution: .height(height))
    }

    /// The height of a sheet resting at this detent, the home indicator's strip included.
    @MainActor var sheetHeight: CGFloat {
        let device = DeviceMetrics.current
        let large = device.sheetLargeHeight
        let value: CGFloat =
            switch resolution {
            case .large: large
            case .medium: device.sheetMediumHeight
            case .height(let height): height + device.safeAreaBottom
            case .fraction(let fraction): fraction * (large - device.safeAreaBottom) + device.safeAreaBottom
            }
        return min(max(value, device.safeAreaBottom), large)
    }
}

/// The detents a sheet's content asked for, and the one it is at if a binding says.
nonisolated public struct _PresentationDetentsModifier: ViewModifier, PrimitiveModifier {
    let detents: Set<PresentationDetent>
    let selection: Binding<PresentationDetent>?
    public typealias Body = Never

    /// The detent the sheet rests at: the selected one if it is one of them, else the smallest.
    @MainActor var restingDetent: PresentationDetent? {
        if let selected = selection?.wrappedValue, detents.contains(selected) { return selected }
        return detents.min { $0.sheetHeight < $1.sheetHeight }
    }
}

/// Whether the view behind a sheet can be used while the sheet is up.
public struct PresentationBackgroundInteraction: Sendable {
    /// As the system chooses, usable, or not usable.
    public static let automatic = PresentationBackgroundInteraction()
    public static let enabled = PresentationBackgroundInteraction()
    public static let disabled = PresentationBackgroundInteraction()
    /// Enabled up through `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction()
    }
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
    /// The heights the sheet can rest at; it rests at the smallest.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(_PresentationDetentsModifier(detents: detents, selection: nil))
    }
    /// The heights the sheet can rest at, and the one it is at.
    nonisolated public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
        modifier(_PresentationDetentsModifier(detents: detents, selection: selection))
    }
    /// Not modelled: shows or hides the sheet's drag indicator.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        inert("presentationDragIndicator")
    }
    /// Stops a swipe from dismissing the sheet or popover this view is in; the app's own code (a
    /// button setting the binding, `dismiss()`) still closes it.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_InteractiveDismissModifier(isDisabled: isDisabled))
    }
    /// Not modelled: the sheet's background.
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        inert("presentationBackground")
    }
    /// Not modelled: the sheet's corner radius.
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        inert("presentationCornerRadius")
    }
    /// Not modelled: whether the view behind the sheet can be used.
    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
        -> some View
    { inert("presentationBackgroundInteraction") }
    /// Not modelled: whether a swipe scrolls the sheet's content or resizes it.
    nonisolated public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        inert("presentationContentInteraction")
    }
    /// Not modelled: how the presentation adapts to a compact size class.
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        inert("presentationCompactAdaptation")
    }
}

/// Marks the presentation the view is in as one a swipe cannot dismiss (while `isDisabled`).
///
/// Rule: a swipe down on a sheet (the play's `dismiss`) leaves it up, running no `onDismiss`, when
/// any view in the sheet's content says `interactiveDismissDisabled()`; the modifier on the view
/// that presents has no say over the sheet. Evidence: Apple's documentation ("Conditionally prevents
/// interactive dismissal of presentations like popovers, sheets, and inspectors"), and consoles
/// others published from iOS (the sheet closed only by its own button).
nonisolated public struct _InteractiveDismissModifier: ViewModifier, PrimitiveModifier {
    let isDisabled: Bool
    public typealias Body = Never
}

// MARK: - Layout

@MainActor extension _PresentationModifier: ModifierLayoutRule {
    /// The content where it was put, and what it presents at its own frame on the screen.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        UnaryContent.place(subviews, in: bounds, proposal: proposal)
        for child in node.children where !child.isRetired && child.view is PresentedContent {
            guard let presented = child.view as? PresentedContent else { continue }
            let frame = presented.frame(of: child)
            LayoutEngine.withSafeAreaRegion(SafeAreaRegion(safe: frame, bounds: frame)) {
                LayoutEngine.place(child, at: frame.origin, anchor: .topLeading, proposal: ProposedViewSize(frame.size))
            }
        }
    }
}

@MainActor extension PresentedContent: LayoutRule {
    /// Where the presentation stands on the screen: a sheet at the bottom, at its detent's height; a
    /// full-screen cover over the whole screen.
    @MainActor
    func frame(of node: ViewNode) -> CGRect {
        let screen = Screen.bounds
        guard kind != "FullScreenCover" else { return screen }
        let height = restingDetent(in: node)?.sheetHeight ?? CGFloat(DeviceMetrics.current.sheetLargeHeight)
        return CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
    }

    /// The detent the content asks to rest at: the first `presentationDetents` in it, not in a
    /// presentation of its own.
    @MainActor
    func restingDetent(in node: ViewNode) -> PresentationDetent? {
        func find(_ current: ViewNode) -> _PresentationDetentsModifier? {
            if current !== node, current.view is PresentedContent { return nil }
            if let detents = current.asModifierCarrier?.anyModifier as? _PresentationDetentsModifier {
                return detents
            }
            for child in current.children { if let found = find(child) { return found } }
            return nil
        }
        return find(node)?.restingDetent
    }

    /// The presentation fills the frame it is given.
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: Screen.bounds.size)
    }

    /// Its content is centred in its safe part: a sheet less the home indicator's strip, a cover
    /// less the status bar too.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let screenSafe = Screen.safeArea
        let top = kind == "FullScreenCover" ? max(bounds.minY, screenSafe.minY) : bounds.minY
        let bottom = min(bounds.maxY, screenSafe.maxY)
        let safe = CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bottom - top))
        LayoutEngine.withSafeAreaRegion(SafeAreaRegion(safe: safe, bounds: bounds)) {
            DefaultLayout().placeSubviews(
                in: safe, proposal: ProposedViewSize(safe.size), node: node, subviews: subviews)
        }
    }
}
