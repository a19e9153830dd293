import Foundation

// The few UIKit names that SwiftUI code uses without importing UIKit (on iOS `import SwiftUI` brings
// them): the screen's size, haptics, opening settings. They do what a simulator with no hands would.

/// The screen: an iPhone 17's, 402 × 874 points.
@MainActor
public final class UIScreen {
    /// The device's screen.
    public static let main = UIScreen()
    /// The screen's bounds in points.
    public var bounds: CGRect { CGRect(origin: .zero, size: iPhoneScreenSize) }
    /// Pixels per point.
    public var scale: CGFloat { 3 }
}

/// Plays an impact haptic; the engine has no haptics.
public final class UIImpactFeedbackGenerator {
    /// How heavy an impact feels.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle = .medium) {}
    public func prepare() {}
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

/// Plays a success, warning or error haptic; the engine has no haptics.
public final class UINotificationFeedbackGenerator {
    /// The kind of notification.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    public init() {}
    public func prepare() {}
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Plays a selection haptic; the engine has no haptics.
public final class UISelectionFeedbackGenerator {
    public init() {}
    public func prepare() {}
    public func selectionChanged() {}
}

/// The running app, as UIKit sees it: opening URLs does nothing here.
@MainActor
public final class UIApplication {
    /// The app.
    public static let shared = UIApplication()
    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"
    /// Opens `url`; nothing outside the app exists here, so it reports failure.
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) { completionHandler?(false) }
    /// Whether some app can open `url`: none here.
    public func canOpenURL(_ url: URL) -> Bool { false }
}

/// The device: an iPhone 17 on iOS 27.
@MainActor
public final class UIDevice {
    /// What kind of device it is.
    public enum UserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac, vision }
    /// The device.
    public static let current = UIDevice()
    public var name: String { "iPhone" }
    public var model: String { "iPhone" }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "27.0" }
    public var userInterfaceIdiom: UserInterfaceIdiom { .phone }
}
