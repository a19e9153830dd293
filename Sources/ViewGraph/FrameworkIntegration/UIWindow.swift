import Foundation

// The app's one window and its scene, as SwiftUI apps reach them through UIKit: the safe area
// (`UIApplication.shared.windows.first?.safeAreaInsets.top`), the key window of the first window
// scene (`connectedScenes.first as? UIWindowScene`), and `endEditing(true)` to close the keyboard.
// The device is the engine's iPhone 17 (`DeviceMetrics`): 402 × 874 points, a 62-point top inset
// (status bar and Dynamic Island) and a 34-point bottom one (the home indicator), as
// `GeometryProxy.safeAreaInsets` reports them.

/// Insets from each edge of a rectangle, UIKit's form (left and right, not leading and trailing).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Insets of `top`, `left`, `bottom` and `right` points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A scene of the app: the engine's app has one, a window scene, in the foreground once launched.
@preconcurrency @MainActor
public class UIScene: Hashable {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive, foregroundInactive, background
    }

    fileprivate init() {}

    /// Where the scene is: as the app's scene phase says (a play's `background` moves it).
    public var activationState: ActivationState {
        switch Host.current?.graph.root?.environment.scenePhase {
        case .active?: return .foregroundActive
        case .inactive?: return .foregroundInactive
        case .background?: return .background
        case nil: return .unattached
        }
    }

    nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The scene that holds the app's window.
public final class UIWindowScene: UIScene {
    /// The app's scene.
    static let shared = UIWindowScene()

    /// The scene's windows: the app's one.
    public var windows: [UIWindow] { [UIWindow.shared] }
    /// The window that takes key presses: the app's one.
    public var keyWindow: UIWindow? { UIWindow.shared }
    /// The screen the scene is on.
    public var screen: UIScreen { UIScreen.main }
}

/// The app's window, the size of the screen.
@preconcurrency @MainActor
public final class UIWindow {
    /// The app's window.
    static let shared = UIWindow()

    private init() {}

    /// The distances from each edge to the content SwiftUI lays out: the status bar's and the home
    /// indicator's.
    public var safeAreaInsets: UIEdgeInsets {
        let device = DeviceMetrics.current
        return UIEdgeInsets(
            top: CGFloat(device.safeAreaTop), left: CGFloat(device.safeAreaLeading),
            bottom: CGFloat(device.safeAreaBottom), right: CGFloat(device.safeAreaTrailing))
    }
    /// The window's bounds: the screen's.
    public var bounds: CGRect { UIScreen.main.bounds }
    /// The window's frame: the screen's.
    public var frame: CGRect { UIScreen.main.bounds }
    /// Whether it is the key window: the app has only this one.
    public var isKeyWindow: Bool { true }
    /// The scene the window belongs to.
    public var windowScene: UIWindowScene? { UIWindowScene.shared }

    /// Ends the editing of the focused text field, as tapping outside it would, and returns whether
    /// one was being edited. `force` makes no difference here: a field always lets go.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool { Host.current?.endEditing() ?? false }
}

extension UIApplication {
    /// The app's windows (deprecated in iOS 15 for the scene's): the one window.
    public var windows: [UIWindow] { [UIWindow.shared] }
    /// The key window (deprecated in iOS 13): the one window.
    public var keyWindow: UIWindow? { UIWindow.shared }
    /// The app's scenes: the one window scene.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.shared] }
}

extension Host {
    /// Ends the focused field's editing without submitting it (no `onSubmit` runs); false when
    /// no field is focused.
    func endEditing() -> Bool {
        guard let field = focusedField, field.isMounted else { return false }
        (field.view as? any EditingField)?.endEditing(field, returnKey: false)
        for modifier in focusModifiers(above: field) { modifier.unfocus() }
        focusedField = nil
        return true
    }
}
