import Foundation

// The UIKit notifications SwiftUI apps observe with `.onReceive(NotificationCenter.default
// .publisher(for: UIApplication.willResignActiveNotification))` and the like. Their names are
// UIKit's own strings, so `Notification.Name.rawValue` prints as it does on iOS.
//
// The app's lifecycle ones are posted: a play's `background` posts willResignActive, then
// didEnterBackground; its `foreground` posts willEnterForeground, then didBecomeActive, each as the
// scene reaches the phase UIKit names (`Host.moveScene(through:)`). Whether an observer of the
// notification runs before or after a `.onChange(of: scenePhase)` of the same move has no recorded
// console yet; the engine posts the notification first, as UIKit tells the app before SwiftUI's
// next update. The keyboard, the device's orientation and screenshots never change here, so
// those are never posted.

extension UIApplication {
    /// Posted when the app is about to stop being active (going to the background, a call coming in).
    nonisolated public static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    /// Posted when the app went to the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back from the background.
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app became active.
    nonisolated public static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to end; never here, where a play ends the program.
    nonisolated public static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")
    /// Posted when the person took a screenshot; never here.
    nonisolated public static let userDidTakeScreenshotNotification = Notification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")
    /// Posted when the day changed or the clock was set; never here.
    nonisolated public static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")

    /// The notification UIKit posts when the scene enters `phase`, coming from `previous`.
    static func notification(enteringPhase phase: ScenePhase, from previous: ScenePhase) -> Notification.Name? {
        switch (previous, phase) {
        case (.active, .inactive): return willResignActiveNotification
        case (_, .background): return didEnterBackgroundNotification
        case (.background, .inactive): return willEnterForegroundNotification
        case (_, .active): return didBecomeActiveNotification
        default: return nil
        }
    }
}

/// The UIKit class the keyboard's notifications belong to.
public final class UIResponder {
    /// Posted before the keyboard shows; never here.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard showed; never here.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides; never here.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard hid; never here.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes; never here.
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed; never here.
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The `userInfo` key of the keyboard's frame when it finished moving (an `NSValue` of a `CGRect`).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The `userInfo` key of the keyboard's frame before it moved.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The `userInfo` key of how long the keyboard's animation lasts, in seconds.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The `userInfo` key of the keyboard animation's curve.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

/// Which way up the device is held.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    /// Whether the device is held upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is held sideways.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

extension UIDevice {
    /// Posted when the device turns; never here, where it stays upright.
    nonisolated public static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery level changes; never here.
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name(
        "UIDeviceBatteryLevelDidChangeNotification")
    /// How the device is held: upright.
    public var orientation: UIDeviceOrientation { .portrait }
    /// Starts the orientation notifications (which never come here: the device stays upright).
    public func beginGeneratingDeviceOrientationNotifications() {}
    /// Stops the orientation notifications.
    public func endGeneratingDeviceOrientationNotifications() {}
}
