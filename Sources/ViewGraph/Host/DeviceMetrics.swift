import Foundation
import HostContract

// The device a lesson was recorded on, in numbers: by default an iPhone 17 in portrait, at the
// default text size, on iOS 27; a lesson or a check can name another (`device=`, `orientation=`,
// `ios=`: `Lessons/README.md`), from the table of models below. Each number says where it comes
// from, and which kind it is:
//
// - "published": stated by Apple, or measured on a device and published, and several sources agree;
// - "estimate": no source states it for this device or this iOS; the number is the best one the
//   sources support, and says what it rests on. A lesson that prints one should use a wildcard.
//
// The layout pass reads these (`DeviceMetrics.current`, the running host's device); nothing here
// lays anything out.

/// A device model's own numbers: one row of `DeviceModel.all`, the table every device-dependent
/// number of the engine comes from.
public struct DeviceModel: Sendable, Equatable {
    /// The name a lesson gives it (`device="iPhone 13"`), and the other names it answers to.
    public let id: DeviceModelName
    public var name: String { id.rawValue }
    /// The screen (or, for an iPad in Split View, the app's window) in portrait, in points.
    let portraitSize: CGSize
    /// Pixels per point.
    let scale: Double
    /// The safe area's insets in portrait: the status bar (and sensor housing) at the top, the home
    /// indicator at the bottom.
    let portraitInsets: (top: Double, bottom: Double)
    /// The safe area's insets in landscape: the sensor housing's side (and, for symmetry, the other
    /// side), the top (0 where the status bar hides in landscape), the home indicator at the bottom.
    let landscapeInsets: (sides: Double, top: Double, bottom: Double)
    /// The status bar's height in portrait.
    let statusBarHeight: Double
    /// Whether it is an iPad (regular in both size classes at full width).
    let isPad: Bool
    /// The width class in landscape: compact on most iPhones, regular on the Max and Plus models.
    let landscapeWidthClass: UserInterfaceSizeClass
    /// The width class in portrait.
    let portraitWidthClass: UserInterfaceSizeClass

    public static func == (lhs: DeviceModel, rhs: DeviceModel) -> Bool { lhs.id == rhs.id }

    // MARK: - The table

    // Screen sizes and scales: Apple's Human Interface Guidelines, "Layout", Specifications, "iOS,
    // iPadOS device screen sizes" (published). Size classes: the same page's "Device size classes"
    // table: every iPhone compact wide in portrait and compact tall in landscape, where it is compact
    // wide too except the Max and Plus models (regular); an iPad regular both ways at full width and
    // compact wide in a half-screen Split View (published).

    /// iPhone SE (3rd generation), the iPhone 8's screen: 375 x 667 at 2x. Published: a 20-point
    /// status bar and no home indicator in portrait; in landscape the status bar hides, so no inset
    /// at all (useyourloaf.com, "Supporting iPhone X", 2017: the iPhone 8's 20-point status bar, hidden
    /// in landscape, where "the left and right insets are always zero").
    public static let iPhoneSE3 = DeviceModel(
        id: .iPhoneSE3,
        portraitSize: CGSize(width: 375, height: 667), scale: 2, portraitInsets: (20, 0), landscapeInsets: (0, 0, 0),
        statusBarHeight: 20, isPad: false, landscapeWidthClass: .compact, portraitWidthClass: .compact)
    /// iPhone 13 and 14 (and 12, 13 Pro): 390 x 844 at 3x. Published in portrait: top 47, bottom 34
    /// (a root `GeometryReader`'s insets on an iPhone 13 Pro, iOS 15, given to the project in issue
    /// 36; Hackworth's iPhone 12 and 14 write-ups, hacknicity.medium.com). Landscape estimate: 47 on
    /// each side and 21 at the bottom, the pattern the notched iPhones measure (an iPhone XR: left and
    /// right 48, bottom 21, react-native-safe-area-context issue 215; the 393-point iPhones below).
    public static let iPhone13 = DeviceModel(
        id: .iPhone13,
        portraitSize: CGSize(width: 390, height: 844), scale: 3, portraitInsets: (47, 34), landscapeInsets: (47, 0, 21),
        statusBarHeight: 47, isPad: false, landscapeWidthClass: .compact, portraitWidthClass: .compact)
    /// iPhone 15 and 16 (and 14 Pro, 15 Pro): 393 x 852 at 3x. Published: portrait top 59, bottom 34;
    /// landscape 59 on each side, 21 at the bottom, top 0 (a view controller's `safeAreaInsets`
    /// printed in both orientations, csl.cool "iOS Layout Adaptation", September 2023). The status
    /// bar is 54 (see `DeviceMetrics.statusBarHeight`).
    public static let iPhone15 = DeviceModel(
        id: .iPhone15,
        portraitSize: CGSize(width: 393, height: 852), scale: 3, portraitInsets: (59, 34), landscapeInsets: (59, 0, 21),
        statusBarHeight: 54, isPad: false, landscapeWidthClass: .compact, portraitWidthClass: .compact)
    /// iPhone 17 and 17 Pro (and 16 Pro): 402 x 874 at 3x, the course's device. Published in
    /// portrait: top 62, bottom 34 (Geoff Hackworth's measurements of the iPhone 16 sizes,
    /// hacknicity.medium.com; Apple's iPhone 17 specifications give the 16 Pro's 2622 x 1206 pixels).
    /// Landscape estimate: the top inset on each side and 21 at the bottom, as on the iPhone 15.
    /// The status bar's height is taken as the top inset (estimate).
    public static let iPhone17 = DeviceModel(
        id: .iPhone17,
        portraitSize: CGSize(width: 402, height: 874), scale: 3, portraitInsets: (62, 34), landscapeInsets: (62, 0, 21),
        statusBarHeight: 62, isPad: false, landscapeWidthClass: .compact, portraitWidthClass: .compact)
    /// iPhone 17 Pro Max (and 16 Pro Max): 440 x 956 at 3x. Published: the screen; estimate: the
    /// iPhone 17's insets (62 and 34, landscape 62 and 21), the same Dynamic Island on a larger body.
    /// Regular wide in landscape, as every Max and Plus iPhone (published, HIG size classes).
    public static let iPhone17ProMax = DeviceModel(
        id: .iPhone17ProMax,
        portraitSize: CGSize(width: 440, height: 956), scale: 3, portraitInsets: (62, 34), landscapeInsets: (62, 0, 21),
        statusBarHeight: 62, isPad: false, landscapeWidthClass: .regular, portraitWidthClass: .compact)
    /// iPhone 15 Plus and 16 Plus (and 14 Pro Max, 15 Pro Max): 430 x 932 at 3x. Published in
    /// portrait: top 59, bottom 34 (a Stack Overflow question on an iPhone 14 Pro Max, as summed up at
    /// thedebonair.co.uk, "Why is view.safeAreaInsets.top inaccurate in viewDidLayoutSubviews()": a
    /// window's `safeAreaInsets.top` is "the expected 59.0"; GKNavigationBarSwift issue 41's bar
    /// `(0 53.6667; 430 44)` beside insets of 59). Estimate: landscape 59 on each side and 21 at the
    /// bottom, and a 54-point status bar, as on the 393-point iPhones with the same Dynamic Island.
    /// Regular wide in landscape, as every Max and Plus iPhone (published, HIG size classes).
    public static let iPhone15Plus = DeviceModel(
        id: .iPhone15Plus,
        portraitSize: CGSize(width: 430, height: 932), scale: 3, portraitInsets: (59, 34), landscapeInsets: (59, 0, 21),
        statusBarHeight: 54, isPad: false, landscapeWidthClass: .regular, portraitWidthClass: .compact)
    /// iPhone 14 Plus (and 12 Pro Max, 13 Pro Max): 428 x 926 at 3x. Published: the screen (HIG).
    /// Estimate: the iPhone 13's notch, so top 47 and bottom 34, landscape 47 on each side and 21 at
    /// the bottom. Regular wide in landscape (published, HIG size classes).
    public static let iPhone14Plus = DeviceModel(
        id: .iPhone14Plus,
        portraitSize: CGSize(width: 428, height: 926), scale: 3, portraitInsets: (47, 34), landscapeInsets: (47, 0, 21),
        statusBarHeight: 47, isPad: false, landscapeWidthClass: .regular, portraitWidthClass: .compact)
    /// iPad (A16), the 11-inch iPad: 820 x 1180 at 2x. Published: the screen. Estimate: a 24-point
    /// status bar at the top and the home indicator's 20 at the bottom, in both orientations (the
    /// iPads without a home button; react-navigation/react-native-safe-area-view pull request 55 gives
    /// the iPad Pro 20 at the bottom). Regular both ways (published).
    public static let iPadA16 = DeviceModel(
        id: .iPadA16,
        portraitSize: CGSize(width: 820, height: 1180), scale: 2, portraitInsets: (24, 20),
        landscapeInsets: (0, 24, 20),
        statusBarHeight: 24, isPad: true, landscapeWidthClass: .regular, portraitWidthClass: .regular)
    /// iPad (A16) with the app in half of the screen in Split View: the window is half of the screen
    /// less the 10-point divider (an estimate; the HIG lists Split View widths for the larger iPads
    /// only), the full height, the iPad's insets; compact wide both ways round (published: an iPad's
    /// half-screen Split View is compact wide).
    public static let iPadA16Split = DeviceModel(
        id: .iPadA16Split,
        portraitSize: CGSize(width: 405, height: 1180), scale: 2, portraitInsets: (24, 20),
        landscapeInsets: (0, 24, 20),
        statusBarHeight: 24, isPad: true, landscapeWidthClass: .compact, portraitWidthClass: .compact)

    /// Every model a lesson can name, the course's first.
    public static let all: [DeviceModel] = [
        .iPhone17, .iPhoneSE3, .iPhone13, .iPhone15, .iPhone17ProMax, .iPhone15Plus, .iPhone14Plus, .iPadA16,
        .iPadA16Split,
    ]

    /// The model named `name` (its name or one of its other names, in any case), or nil.
    public static func named(_ name: String) -> DeviceModel? {
        DeviceModelName.named(name).map { model($0) }
    }

    /// The model of the table that `id` names.
    public static func model(_ id: DeviceModelName) -> DeviceModel {
        all.first { $0.id == id }!
    }

    /// The landscape size: an iPad in Split View keeps its window's width (half of the landscape
    /// screen, an estimate), an iPhone or a full-width iPad turns its screen round.
    var landscapeSize: CGSize {
        self == .iPadA16Split
            ? CGSize(width: (1180 - 10) / 2, height: 820)
            : CGSize(width: portraitSize.height, height: portraitSize.width)
    }
}

/// The screen the engine stands for: the device's model, held one way up, on one version of iOS,
/// in points.
public struct DeviceMetrics: Sendable {
    /// The device's model (a row of `DeviceModel.all`).
    public var model = DeviceModel.iPhone17
    /// Which way up it is held.
    public var orientation = DeviceOrientation.portrait
    /// The major version of iOS it runs: 27 by default; some bars and controls have other sizes
    /// before iOS 26.
    public var systemVersion = 27
    /// The screen's width. Published: Apple's iPhone 17 technical specifications give a 6.3-inch
    /// display of 2622 × 1206 pixels at 460 ppi (the iPhone 16 Pro's), which at scale 3 is 402 × 874.
    public var width = 402.0
    /// The screen's height (see `width`).
    public var height = 874.0
    /// Pixels per point (`UIScreen.main.scale`, `displayScale`). Published: 3 on every iPhone
    /// with a 460 ppi display; the model's (`DeviceModel.scale`) for another. Frames and text sizes
    /// are rounded to its pixels (`PixelGrid`).
    public var scale = 3.0
    /// The top safe-area inset in portrait: the status bar and the Dynamic Island. Published for
    /// the iPhone 16 Pro, whose screen the iPhone 17 shares (Geoff Hackworth's measurements of the
    /// iPhone 16 sizes, hacknicity.medium.com; 59 on the 393-point iPhone 14 Pro and 15).
    public var safeAreaTop = 62.0
    /// The height of the home indicator's strip at the bottom, outside the safe area. Published:
    /// 34 on every iPhone with Face ID, in portrait.
    public var safeAreaBottom = 34.0
    /// The safe area's inset on the left and on the right: none in portrait, the sensor housing's
    /// width on both sides of an iPhone with Face ID in landscape (`DeviceModel`).
    public var safeAreaLeading = 0.0
    /// See `safeAreaLeading`.
    public var safeAreaTrailing = 0.0
    /// The status bar's height (`statusBarManager.statusBarFrame`). Estimate: taken as the top
    /// inset; on the iPhone 14 Pro the status bar (54) was shorter than the inset (59).
    public var statusBarHeight = 62.0
    /// The width class (`horizontalSizeClass`): compact on an iPhone in portrait (`DeviceModel`).
    public var horizontalSizeClass = UserInterfaceSizeClass.compact
    /// The height class (`verticalSizeClass`): regular on an iPhone in portrait, compact in landscape.
    public var verticalSizeClass = UserInterfaceSizeClass.regular
    /// The navigation bar's row, with an inline title (or none). Published for iOS 26's glass bars:
    /// 54 on iPhone, no longer UIKit's 44 of iOS 7 to 18 (GKNavigationBarSwift issue 47, September
    /// 2025: "ios26 高度不是44了，变成54了", the height is no longer 44 but 54; its maintainer adapted the
    /// library to it). The bar's top edge is taken as the safe area's: estimate, since on the iPhone
    /// 14 Pro the bar starts at the status bar's bottom (53.67), 5.33 above the 59-point safe area
    /// (kouki.hatenadiary.com, 2022-10-18; GKNavigationBarSwift issue 41: `UINavigationBar` frame
    /// `(0 53.6667; 430 44)` beside insets of 59), and the iPhone 17's status bar height is not
    /// published (see `statusBarHeight`). So a stack's content starts 62 + 54 = 116 from the top.
    public var navigationBarHeight = 54.0
    /// A `Toggle`'s switch. Sourced: 63 x 28 from iOS 26 on, 51 x 31 before (wanteddev/montage-ios
    /// pull request 488, May 2026, which measured SwiftUI's own `Toggle` on both to match it).
    public var switchSize = CGSize(width: 63, height: 28)
    /// A `Stepper`'s pair of − and + buttons. Sourced for iOS 26: 94 x 32, from two sources that
    /// measured UIKit's `UIStepper`, which SwiftUI's stepper is: a probe of an iOS 26 Settings form
    /// ("UIStepper 94 × 32 at the cell's right inset 20", a 2026 web app that copies iOS's look) and a
    /// React Native wrapper of `UIStepper` that gives its host that frame outright ("A UIStepper is
    /// 94×32pt on every iOS"); UIStepper was 94 x 29 from iOS 7 to 18. Assumed unchanged on iOS 27.
    public var stepperSize = CGSize(width: 94, height: 32)
    /// A segmented control's height (`Picker` in the `.segmented` style). Sourced: 32, stated by
    /// several 2026 audits of iOS apps, none of them Apple's ("Apple's own UISegmentedControl is 32pt
    /// tall", "A segmented control is 32 points tall at every content size, its height is intrinsic
    /// to UISegmentedControl"). Assumed unchanged on iOS 27.
    public var segmentedControlHeight = 32.0
    /// The room a segment gives its title on each side. Estimate: 12, so that a segment of a short
    /// word is about as wide as UIKit draws it; no source states it.
    public var segmentTitlePadding = 12.0
    /// A `Slider`'s height: the track and its thumb. Estimate: 31, `UISlider`'s height from iOS 7 to
    /// 18 (its thumb 28 with room around it); iOS 26's glass thumb is assumed to fit the same height.
    public var sliderHeight = 31.0
    /// How wide a slider, a progress bar or a gauge is when no width is offered (`fixedSize()`, a
    /// horizontal scroll view).
    /// Estimate: UIKit gives a slider no width of its own, so SwiftUI's ideal width is not known;
    /// taken as a thumb and a short track, for the bars too.
    public var trackIdealWidth = 100.0
    /// A linear `ProgressView`'s bar. Sourced: 4 points tall, `UIProgressView`'s default style since
    /// iOS 14 (a UIKit bridge of 2026: "a UIProgressView is 4 points tall whatever is asked");
    /// estimate for iOS 27, where no one measured it.
    public var progressBarHeight = 4.0
    /// A circular `ProgressView` (a spinner). Estimate: 20 x 20, `UIActivityIndicatorView`'s medium
    /// style since iOS 13, which the spinner is assumed to be.
    public var activityIndicatorSize = 20.0
    /// The space between a progress view's or a gauge's label and its bar or spinner. Estimate: the
    /// standard spacing, 8.
    public var indicatorLabelSpacing = 8.0
    /// The room a rounded-border text field (`.textFieldStyle(.roundedBorder)`) gives its text: 7
    /// on each side. Estimate: UIKit's rounded-rect field is about 34 tall at the body size (its
    /// height in Interface Builder) and insets its text about 7; a line of body text (20.33) and 7
    /// above and below make 34.33.
    public var roundedFieldPadding = 7.0
    /// The room a menu picker's chevrons take after its value, the space before them included.
    /// Estimate: 4 and a 12-point `chevron.up.chevron.down` (a `navigationLink` picker's
    /// `chevron.right` is taken as wide), read from screenshots.
    public var pickerIndicatorWidth = 16.0
    /// A wheel picker's height (`.pickerStyle(.wheel)`, `DatePicker` in the `.wheel` style).
    /// Estimate: 216, `UIPickerView`'s default height since iOS 9, assumed unchanged.
    public var wheelPickerHeight = 216.0
    /// A compact `DatePicker`'s part (its date, its time), a capsule around the text. Estimate: the
    /// text with 11 on each side and 34 tall, read from screenshots of iOS 14 to 18; two parts stand
    /// 8 apart.
    public var compactDatePartPadding = 11.0
    /// See `compactDatePartPadding`.
    public var compactDatePartHeight = 34.0
    /// A graphical `DatePicker`'s calendar, below its label. Estimate: as tall as it is wide, less
    /// 30 (a month of six weeks under the month's title and the weekdays), read from screenshots.
    public var graphicalCalendarHeightBelowWidth = 30.0
    /// A `ColorPicker`'s well at the trailing edge. Estimate: 28 x 28, read from screenshots.
    public var colorWellSize = 28.0
    /// The padding a `.bordered` or `.borderedProminent` button puts around its label, by control
    /// size. Estimate: 12 x 7 at `.regular` (a one-line body label 34 tall), 20 x 14 at `.large`
    /// (50 tall), 10 x 4 at `.small`, 8 x 2 at `.mini`, 24 x 18 at `.extraLarge`, as developers
    /// have read them from screenshots of iOS 15 to 18; the label's font is assumed unchanged.
    public func borderedButtonPadding(_ size: ControlSize) -> (horizontal: Double, vertical: Double) {
        switch size {
        case .mini: return (8, 2)
        case .small: return (10, 4)
        case .regular: return (12, 7)
        case .large: return (20, 14)
        case .extraLarge: return (24, 18)
        }
    }
    /// The extra height of a navigation bar's large title, below the bar's row. Estimate: 52 from
    /// iOS 11 to 18 (Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12": "large
    /// titles add 52 points to the navigation bar height, giving a total of 96 points"), assumed
    /// unchanged by iOS 26's bars; a large title's content starts 62 + 54 + 52 = 168 from the top.
    public var largeTitleHeight = 52.0

    /// The tab bar above the home indicator. Published for iOS 26 on the iPhone 17: a runtime probe
    /// of a tab's container "reports `safeAreaInsets.bottom = 83` on an iPhone 17: 34pt home indicator
    /// plus a 49pt bar" (code-payments/code-ios-app pull request 640, August 2026), as UITabBar was
    /// 49 on iPhone since iOS 7. The floating glass bar is drawn over the content, but the content's
    /// safe area ends above it.
    public var tabBarHeight = 49.0
    /// How far iOS 26's floating tab bar capsule stands from each side of the screen. Estimate: 16,
    /// the bar margin's estimate (`barMargin`); public sources state only that "tab bars are
    /// capsule-shaped and inset from the screen edges" ("My Beef with the iOS 26 Tab Bar", January
    /// 2026), not by how much. The items share the capsule's width equally, as UITabBar's `.fill`
    /// item positioning "distributes items across the entire width of the tab bar" on iPhone
    /// (UITabBar.ItemPositioning, Apple's UIKit documentation), each the bar's full height.
    public var tabBarInset = 16.0
    /// A bottom toolbar (`.toolbar { ToolbarItem(placement: .bottomBar) }`) above the home
    /// indicator. Published for iOS 26: "On iOS 26.0, `UIToolbar` height is 48pt" where it was 44
    /// before (SKPhotoBrowser pull request 459, September 2025).
    public var toolbarHeight = 48.0

    /// The glass capsule a bar button stands in (iOS 26): 44 tall, and as wide as its label plus 12,
    /// at least 44 (a circle round an icon). Sourced: NativePHP/mobile-air pull request 443
    /// (September 2026), which matched iOS 26's toolbar pill: "the pill is label width + 12pt", "the
    /// stock 44pt circle"; 44 is also the HIG's least tap target.
    public var barButtonHeight = 44.0
    /// What a bar button's capsule adds to its label's width (see `barButtonHeight`). Sourced there.
    public var barButtonPadding = 12.0
    /// How far the first and last bar buttons stand from the screen's sides. Estimate: 16, UIKit's
    /// layout margin on an iPhone narrower than 414 points (see `listInsetGroupedMargin`); no source
    /// states iOS 26's for the iPhone 17.
    public var barMargin = 16.0
    /// The space between two bar buttons at the same end of a bar. Estimate: 8, the standard spacing
    /// between views (`defaultStackSpacing`); iOS 26 draws neighbouring buttons in one shared glass
    /// capsule, whose inner spacing is not published.
    public var barItemSpacing = 8.0

    /// The space between a label's icon and its title. Published (one measurement): 8 points at
    /// body size on iOS (water-rs/waterui issue 1101, from a screenshot at 3x); the same at every
    /// text size (feedback FB15505620: "enormous at small sizes").
    public var labelIconTitleSpacing = 8.0
    /// The column a list row keeps for a label's symbol, which is centred in it, so that the titles
    /// of rows line up (UIKit's `reservedLayoutSize`: "the system centers symbol images inside a
    /// predefined reserved layout size"). Estimate: the size is not published; taken a little wider
    /// than a body symbol (20.33 here), at body text size, and growing with Dynamic Type as body does.
    public var listLabelIconColumnWidth = 28.0
    /// The least height of a list row (`defaultMinListRowHeight`). Published: 44, the HIG's
    /// minimum tap target and UITableView's default row height.
    public var listRowMinimumHeight = 44.0
    /// The least height of an inset-grouped row that holds a switch or a menu picker on iOS 26 and
    /// later: 52. Estimate, from one fixture of iOS 26's Settings-style form (a `Toggle` row and a
    /// menu `Picker` row each 52 points tall, read from a screenshot shown at 0.96 scale); no public
    /// source found states it. Before iOS 26, none: such a row is
    /// its content and the row's insets, at least 44 (so a 31-point switch makes 54.67 here, where
    /// UIKit centres it in a 44-point row: not modelled).
    public var controlRowMinimumHeight: Double? = 52
    /// How far an inset-grouped list's sections stand from the screen's sides, and a row's content
    /// from its section's side. Estimate: UIKit's system layout margins, 16 on iPhones narrower
    /// than 414 points and 20 on the wider Plus and Max; the 402-point iPhone 17 takes 16.
    public var listInsetGroupedMargin = 16.0
    /// A row's content inset from its section's leading and trailing edges (`listRowInsets`'
    /// default). Estimate: 20, the leading edge of a cell's content in an inset-grouped table on
    /// iPhone (UIKit's cell layout margins there), so a row's content is 72 points narrower than the
    /// screen (16 + 20 on each side).
    public var listRowHorizontalInset = 20.0
    /// The inset of a list row's content above and below (`listRowInsets`' default). Estimate:
    /// chosen so that a one-line row of body text (its line 20.33 points on the 3x iPhones, 20.5 on
    /// the 2x iPhone SE and iPads: `FontMetrics`, `TextLayout`) is the least row height exactly, as
    /// on iOS: (44 - 20.33) / 2.
    public var listRowVerticalInset: Double {
        let bodyLine = TextLayout.roundedUp(FontMetrics.lineHeight(ofSize: 17), pixel: 1 / scale)
        return (listRowMinimumHeight - bodyLine) / 2
    }
    /// The space above the first section of a grouped or inset-grouped list, and below the last.
    /// Estimate: 20, what the engine assumed before lists were laid out; no source states it for
    /// iOS 27.
    public var listTopMargin = 20.0
    /// The padding above and below a section header's text in an inset-grouped list. Estimate:
    /// about 22 above a footnote line and 6 below it, so that a one-line header takes 44 points,
    /// read from screenshots of iOS 15 to 18.
    public var listSectionHeaderPadding = (top: 22.0, bottom: 6.0)
    /// The padding above and below a section header's text in a plain list. Estimate: 6 each, a
    /// one-line header about 28 points tall.
    public var listPlainSectionHeaderPadding = (top: 6.0, bottom: 6.0)
    /// The padding above and below a section footer's text. Estimate: 6 each, before the next
    /// section's spacing.
    public var listSectionFooterPadding = (top: 6.0, bottom: 6.0)
    /// The space between two sections of an inset-grouped list (`listSectionSpacing(.default)`).
    /// Estimate: 35, UITableView's grouped section spacing, read from screenshots.
    public var listSectionSpacing = 35.0
    /// How round the card of an inset-grouped (or inset, or sidebar) section is. Sourced: 26 from
    /// iOS 26 on, where it was 10 from iOS 13 to 18 (RevenueCat/purchases-ios pull request 5553,
    /// September 2025, "Use New iOS 26 Corner Radius in VC List Section", whose
    /// `CustomerCenterStylingUtilities.cornerRadius` is 26 on iOS 26 and 10 before, to match the
    /// system list's sections; stripe-ios pull request 5439 gives its iOS 26 form sections the same
    /// 26). iOS 27 is assumed to keep it.
    public var listSectionCornerRadius = 26.0
    /// The thickness of a row's separator: one pixel, 1/3 point at scale 3, 1/2 at 2. Estimate: table
    /// separators have been a hairline of one pixel since iOS 7 (read from screenshots; no source
    /// states it for iOS 26).
    public var listSeparatorThickness: Double { 1 / scale }
    /// The space `listSectionSpacing(.compact)` puts between sections. Estimate: 20; Apple's
    /// documentation says only "compact spacing between sections".
    public var listCompactSectionSpacing = 20.0

    /// What `.padding()` adds on each side. Published: SwiftUI's default padding on iPhone is 16
    /// (measured with GeometryReader in many write-ups; the system's standard spacing).
    public var defaultPadding = 16.0
    /// The space a stack puts between two text views when given none. Published: 8 between two
    /// `Text`s; other pairs of views get other spacings, which layout decides.
    public var defaultStackSpacing = 8.0

    /// The height of a sheet at the `.medium` detent. Published: "approximately half the height of
    /// the screen" (UISheetPresentationController.Detent.medium); estimate: taken as exactly half.
    public var sheetMediumHeight: Double { height / 2 }
    /// The height of a sheet at the `.large` detent: the screen less the top inset and the 10
    /// points of the card behind it showing. Estimate, from screenshots of iOS 15 to 18; iOS 26's
    /// sheets are assumed to stand as high.
    public var sheetLargeHeight: Double { height - safeAreaTop - 10 }

    /// The software keyboard's height in portrait, the predictive bar and the home indicator's
    /// strip included. Estimate: 336, as reported for the 6.1-inch Face ID iPhones; not published
    /// for the iPhone 17.
    public var keyboardHeight = 336.0

    /// The iPhone 17 the lessons were recorded on.
    public static let iPhone17 = DeviceMetrics()

    /// The course's device: an iPhone 17 in portrait on iOS 27.
    public init() {}

    /// `model` held `orientation` up, on iOS `systemVersion`: its screen, safe area and size classes
    /// from the table (`DeviceModel`), the bars and controls as that version of iOS sizes them.
    public init(model: DeviceModel, orientation: DeviceOrientation = .portrait, systemVersion: Int = 27) {
        self.model = model
        self.orientation = orientation
        self.systemVersion = systemVersion
        scale = model.scale
        let size = orientation == .portrait ? model.portraitSize : model.landscapeSize
        width = size.width
        height = size.height
        if orientation == .portrait {
            safeAreaTop = model.portraitInsets.top
            safeAreaBottom = model.portraitInsets.bottom
            statusBarHeight = model.statusBarHeight
            horizontalSizeClass = model.portraitWidthClass
            verticalSizeClass = .regular
        } else {
            safeAreaTop = model.landscapeInsets.top
            safeAreaBottom = model.landscapeInsets.bottom
            safeAreaLeading = model.landscapeInsets.sides
            safeAreaTrailing = model.landscapeInsets.sides
            // An iPhone hides its status bar in landscape (useyourloaf, above); an iPad keeps it.
            statusBarHeight = model.isPad ? model.statusBarHeight : 0
            horizontalSizeClass = model.landscapeWidthClass
            verticalSizeClass = model.isPad ? .regular : .compact
        }
        // A row's content stands UIKit's layout margin in: 20 on an iPhone 414 points wide or more.
        listInsetGroupedMargin = width >= 414 ? 20 : 16
        let compactHeight = verticalSizeClass == .compact
        if systemVersion < 26 {
            // Published: UIKit's 44-point navigation bar and toolbar of iOS 7 to 18, 32 in compact
            // height (useyourloaf.com, "Supporting iPhone X": "the navigation bar has a smaller height
            // of 32 points" in landscape); the 51 x 31 switch (wanteddev/montage-ios pull request 488).
            navigationBarHeight = compactHeight ? 32 : 44
            toolbarHeight = compactHeight ? 32 : 44
            switchSize = CGSize(width: 51, height: 31)
            controlRowMinimumHeight = nil
            // Estimate: UITabBar's compact 32-point bar in landscape since iOS 11.
            tabBarHeight = compactHeight ? 32 : 49
        }
    }

    /// Whether a navigation bar shows a large title below its row: only with a regular height class.
    /// Assumed from UIKit, whose large titles show only when the bar has the height for them (an
    /// iPhone in landscape shows the title inline).
    public var showsLargeTitles: Bool { verticalSizeClass == .regular }

    /// Whether `@State` is Xcode 27's macro (a lazy start, storage named `__count`), as in an app
    /// built for iOS 27, or the property wrapper of the SDKs before it (see `State.startsAtOnce`).
    public var hasStateMacro: Bool { systemVersion >= 27 }

    /// The device turned the other way up.
    public var rotated: DeviceMetrics {
        DeviceMetrics(model: model, orientation: orientation.rotated, systemVersion: systemVersion)
    }

    /// The device as a lesson names it: `iPhone 13, landscape, iOS 18`.
    public var description: String { "\(model.name), \(orientation.rawValue), iOS \(systemVersion)" }

    /// The device the running host stands for: the one a layout pass or an update is for, else the
    /// running host's, else the course's iPhone 17.
    @MainActor public static var current: DeviceMetrics {
        LayoutEngine.graph?.device ?? UpdateGraph.current?.device ?? Host.current?.graph.device ?? .iPhone17
    }
}

extension DeviceMetrics {
    /// The device a lesson names (`DeviceChoice.init(named:orientation:systemVersion:)`).
    ///
    /// - Throws: `DeviceChoiceError`, saying which models, orientations or versions there are.
    public init(named name: String?, orientation: String?, systemVersion: String?) throws {
        self.init(try DeviceChoice(named: name, orientation: orientation, systemVersion: systemVersion))
    }

    /// The device `choice` names.
    public init(_ choice: DeviceChoice) {
        self.init(
            model: DeviceModel.model(choice.model), orientation: choice.orientation,
            systemVersion: choice.systemVersion)
    }

    /// The device as a lesson names it, and the runner hands it to the program.
    public var choice: DeviceChoice {
        DeviceChoice(model: model.id, orientation: orientation, systemVersion: systemVersion)
    }

    /// The argument that hands a lesson program its device (`DeviceChoice.argument`).
    public var argument: String { choice.argument }

    /// The device an argument made by `argument` names.
    public init(argument: String) throws {
        self.init(try DeviceChoice(argument: argument))
    }
}
