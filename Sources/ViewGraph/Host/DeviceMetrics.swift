import Foundation

// The device the lessons were recorded on, in numbers: an iPhone 17 in portrait, at the default
// text size, on iOS 27. Each number says where it comes from, and which kind it is:
//
// - "published": stated by Apple, or measured on a device and published, and several sources agree;
// - "estimate": no source states it for this device or this iOS; the number is the best one the
//   sources support, and says what it rests on. A lesson that prints one should use a wildcard.
//
// The layout pass reads these; nothing here lays anything out.

/// The screen the engine stands for: an iPhone 17 in portrait, in points.
public struct DeviceMetrics: Sendable {
    /// The screen's width. Published: Apple's iPhone 17 technical specifications give a 6.3-inch
    /// display of 2622 × 1206 pixels at 460 ppi (the iPhone 16 Pro's), which at scale 3 is 402 × 874.
    public var width = 402.0
    /// The screen's height (see `width`).
    public var height = 874.0
    /// Pixels per point (`UIScreen.main.scale`, `displayScale`). Published: 3 on every iPhone
    /// with a 460 ppi display.
    public var scale = 3.0
    /// The top safe-area inset in portrait: the status bar and the Dynamic Island. Published for
    /// the iPhone 16 Pro, whose screen the iPhone 17 shares (Geoff Hackworth's measurements of the
    /// iPhone 16 sizes, hacknicity.medium.com; 59 on the 393-point iPhone 14 Pro and 15).
    public var safeAreaTop = 62.0
    /// The height of the home indicator's strip at the bottom, outside the safe area. Published:
    /// 34 on every iPhone with Face ID, in portrait.
    public var safeAreaBottom = 34.0
    /// The navigation bar, without a large title. Published: 44 on every iPhone since iOS 7
    /// (UIKit's `UINavigationBar`; HIG, Navigation bars). Estimate for iOS 26 and later's glass
    /// bars, assumed unchanged.
    public var navigationBarHeight = 44.0
    /// The extra height of a navigation bar's large title: the bar is 44 + 52 = 96 points when the
    /// title is large. Published for iOS 11 to 18 (Hackworth, "iPad Navigation Bar and Toolbar
    /// Height Changes in iOS 12": "large titles add 52 points to the navigation bar height, giving
    /// a total of 96 points"); assumed unchanged since.
    public var largeTitleHeight = 52.0

    /// The iPhone 17 the lessons were recorded on.
    public static let iPhone17 = DeviceMetrics()
}
