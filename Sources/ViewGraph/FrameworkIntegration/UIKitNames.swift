import Foundation

// The few UIKit names that SwiftUI code uses without importing UIKit (on iOS `import SwiftUI` brings
// them): the screen's size, haptics, opening settings. They do what a simulator with no hands would.
// The main-actor classes are `@preconcurrency`, as UIKit's Objective-C ones are imported: code of the
// Swift 5 language mode that reads `UIScreen.main.bounds` in a global's initializer gets a warning, as
// on iOS, not an error.

/// The screen: the device's (an iPhone 17's, 402 × 874 points, unless the lesson names another).
@preconcurrency @MainActor
public final class UIScreen {
    /// The device's screen.
    public static let main = UIScreen()
    /// The screen's bounds in points.
    public var bounds: CGRect { Screen.bounds }
    /// Pixels per point.
    public var scale: CGFloat { CGFloat(DeviceMetrics.current.scale) }
}

/// Not modelled: plays an impact haptic; the engine has no haptics.
public final class UIImpactFeedbackGenerator {
    /// How heavy an impact feels.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    /// A generator of `style` impacts.
    public init(style: FeedbackStyle = .medium) { UnmodelledAPI.note("UIImpactFeedbackGenerator") }
    /// Readies the haptics so the next one plays at once; nothing to ready here.
    public func prepare() {}
    /// Plays an impact; silent here.
    public func impactOccurred() {}
    /// Plays an impact of `intensity` (0 to 1); silent here.
    public func impactOccurred(intensity: CGFloat) {}
}

/// Not modelled: plays a success, warning or error haptic; the engine has no haptics.
public final class UINotificationFeedbackGenerator {
    /// The kind of notification.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    /// A notification haptic generator.
    public init() { UnmodelledAPI.note("UINotificationFeedbackGenerator") }
    /// Readies the haptics so the next one plays at once; nothing to ready here.
    public func prepare() {}
    /// Plays the haptic of `notificationType`; silent here.
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Not modelled: plays a selection haptic; the engine has no haptics.
public final class UISelectionFeedbackGenerator {
    /// A selection haptic generator.
    public init() { UnmodelledAPI.note("UISelectionFeedbackGenerator") }
    /// Readies the haptics so the next one plays at once; nothing to ready here.
    public func prepare() {}
    /// Plays the haptic of a selection changing; silent here.
    public func selectionChanged() {}
}

/// The running app, as UIKit sees it: opening URLs does nothing here.
@preconcurrency @MainActor
public final class UIApplication {
    /// The app.
    public static let shared = UIApplication()
    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"
    /// Opens `url`; nothing outside the app exists here, so it reports failure.
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }
    /// Whether some app can open `url`: none here.
    public func canOpenURL(_ url: URL) -> Bool { false }
}

/// Scales sizes with the person's text size. The engine's device keeps the default text size, at
/// which a size is its own scaled size.
/// Unchecked: UIKit declares it `Sendable`; its only state is a `let`.
public final class UIFontMetrics: @unchecked Sendable {
    /// The metrics of body text.
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    /// `value` scaled for the current text size: itself, at the default size.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}

/// UIKit's font, as apps give one to a bar's title attributes: the engine keeps its size.
/// Unchecked: UIKit declares it `Sendable`; its only state is a `let`.
public final class UIFont: @unchecked Sendable {
    /// The font's size in points.
    public let pointSize: CGFloat
    init(pointSize: CGFloat) { self.pointSize = pointSize }
    /// The font named `fontName` (which the engine does not load), `size` points high.
    public convenience init?(name fontName: String, size fontSize: CGFloat) { self.init(pointSize: fontSize) }
    /// The system font, `fontSize` points high.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: fontSize)
    }
    /// The system's monospaced font, `fontSize` points high.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize)
    }
    /// The system font with digits of one width, `fontSize` points high.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize)
    }
    /// The bold system font, `fontSize` points high.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
    /// The font of `style` at the default text size (the sizes of iOS's Large setting).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15,
            .body: 17, .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        return UIFont(pointSize: sizes[style] ?? 17)
    }
    /// How heavy a font's strokes are.
    public struct Weight: Hashable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }
    /// A kind of text, sized by the person's text size.
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
}

/// The device: an iPhone 17 on iOS 27.
@preconcurrency @MainActor
public final class UIDevice {
    /// What kind of device it is.
    public enum UserInterfaceIdiom: Int, Sendable {
        case unspecified = -1
        case phone, pad, tv, carPlay, mac, vision
    }
    /// The device.
    public static let current = UIDevice()
    /// The device's name: "iPhone".
    public var name: String { "iPhone" }
    /// The kind of device: "iPhone".
    public var model: String { "iPhone" }
    /// The operating system's name: "iOS".
    public var systemName: String { "iOS" }
    /// The operating system's version: "27.0".
    public var systemVersion: String { "27.0" }
    /// What kind of device it is: a phone.
    public var userInterfaceIdiom: UserInterfaceIdiom { .phone }
}
