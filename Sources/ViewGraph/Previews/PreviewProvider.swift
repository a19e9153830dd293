import Foundation

// Previews in Xcode's canvas. A program that declares them builds, and the engine never shows them:
// the app runs, as on a device, and no preview is ever made. `#Preview { }` is a macro in Apple's
// SDK; the runner turns it into a function that is never called (`SourceRewriter`).

/// Not modelled: a type that produces previews in Xcode's canvas; the engine never builds them.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
    /// The platform to preview on, as a hint to Xcode.
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform hint: Xcode uses the current target's.
    public static var platform: PreviewPlatform? { nil }
}

/// Not modelled: the platform a preview runs on.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// Not modelled: the size of a preview's container.
public enum PreviewLayout: Sendable {
    /// The whole device.
    case device
    /// Just big enough for the view.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// Not modelled: the simulator a preview runs in, by name (`"iPhone 17"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name.
    public let rawValue: String
    /// The device named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The device named `stringLiteral`.
    public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

/// Not modelled: the orientation of the interface; the engine's device is always in portrait.
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
    /// The orientation's name.
    public let id: String
    /// Upright, upside down, or on its side with the home button (or its place) on the right or left.
    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    /// The four orientations.
    public static let allCases: [InterfaceOrientation] = [
        .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
    ]
}

extension View {
    /// Not modelled: the size of the preview's container.
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { inert("previewLayout") }
    /// Not modelled: the name shown under the preview in the canvas.
    nonisolated public func previewDisplayName(_ value: String?) -> some View { inert("previewDisplayName") }
    /// Not modelled: the simulator the preview runs in.
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View { inert("previewDevice") }
    /// Not modelled: the orientation of the preview.
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        inert("previewInterfaceOrientation")
    }
}
