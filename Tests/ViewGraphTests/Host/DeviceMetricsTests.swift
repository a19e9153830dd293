import Foundation
import HostContract
import Testing

@testable import ViewGraph

@Suite("Device metrics")
struct DeviceMetricsTests {
    let device = DeviceMetrics.iPhone17

    @Test(
        "The screen is 402 x 874 points at scale 3: the 2622 x 1206 pixels Apple's specifications give, turned upright")
    func screen() {
        #expect(device.width * device.scale == 1206)
        #expect(device.height * device.scale == 2622)
    }

    @Test("The safe area leaves the status bar and Dynamic Island above and the home indicator below")
    func safeArea() {
        #expect(device.safeAreaTop == 62 && device.safeAreaBottom == 34)
        #expect(device.height - device.safeAreaTop - device.safeAreaBottom == 778)
    }

    @Test(
        "Bars of iOS 26: a navigation bar of 54, 106 with a large title; a tab bar of 49, 83 with the home indicator; a toolbar of 48"
    )
    func bars() {
        #expect(device.navigationBarHeight == 54)
        #expect(device.navigationBarHeight + device.largeTitleHeight == 106)
        #expect(device.tabBarHeight + device.safeAreaBottom == 83)
        #expect(device.toolbarHeight == 48)
    }

    @Test(
        "A medium sheet is half the screen, a large one all but the top inset and the card behind; both fit the screen")
    func sheets() {
        #expect(device.sheetMediumHeight == device.height / 2)
        #expect(
            device.sheetLargeHeight > device.sheetMediumHeight
                && device.sheetLargeHeight < device.height - device.safeAreaTop)
    }

    @Test("A one-line list row of body text is the list's minimum height: its insets and the 20.33-point line fill 44")
    func listRow() {
        let line = TextLayout(string: "Row", environment: EnvironmentValues(), proposal: .unspecified).size.height
        #expect(abs(line + 2 * device.listRowVerticalInset - device.listRowMinimumHeight) < 1)
        #expect(device.listInsetGroupedMargin == 16 && device.defaultPadding == 16 && device.defaultStackSpacing == 8)
    }

    @Test(
        "Each model of the table has its screen and insets: SE 375 x 667 at 2x, 20 on top; iPhone 13 47 / 34; iPhone 15 59 / 34 and 59 / 21 in landscape"
    )
    func models() {
        let se = DeviceMetrics(model: .iPhoneSE3)
        #expect(se.width == 375 && se.height == 667 && se.scale == 2 && se.safeAreaTop == 20 && se.safeAreaBottom == 0)
        let seLandscape = se.rotated
        #expect(
            seLandscape.width == 667 && seLandscape.safeAreaTop == 0 && seLandscape.safeAreaLeading == 0
                && seLandscape.statusBarHeight == 0)
        let thirteen = DeviceMetrics(model: .iPhone13)
        #expect(
            thirteen.width == 390 && thirteen.height == 844 && thirteen.safeAreaTop == 47
                && thirteen.safeAreaBottom == 34)
        let fifteen = DeviceMetrics(model: .iPhone15, orientation: .landscape)
        #expect(fifteen.width == 852 && fifteen.height == 393)
        #expect(
            fifteen.safeAreaTop == 0 && fifteen.safeAreaLeading == 59 && fifteen.safeAreaTrailing == 59
                && fifteen.safeAreaBottom == 21)
        let max = DeviceMetrics(model: .iPhone17ProMax)
        #expect(max.width == 440 && max.height == 956 && max.listInsetGroupedMargin == 20)
        #expect(DeviceMetrics(model: .iPhone17).description == DeviceMetrics.iPhone17.description)
    }

    @Test(
        "Size classes: an iPhone compact wide, compact tall in landscape; a Max regular wide in landscape; an iPad regular, compact wide in half of Split View"
    )
    func sizeClasses() {
        #expect(
            DeviceMetrics.iPhone17.horizontalSizeClass == .compact
                && DeviceMetrics.iPhone17.verticalSizeClass == .regular)
        #expect(
            DeviceMetrics.iPhone17.rotated.verticalSizeClass == .compact
                && DeviceMetrics.iPhone17.rotated.horizontalSizeClass == .compact)
        #expect(DeviceMetrics(model: .iPhone17ProMax, orientation: .landscape).horizontalSizeClass == .regular)
        #expect(
            DeviceMetrics(model: .iPadA16).horizontalSizeClass == .regular
                && DeviceMetrics(model: .iPadA16).verticalSizeClass == .regular)
        #expect(DeviceMetrics(model: .iPadA16, orientation: .landscape).verticalSizeClass == .regular)
        #expect(DeviceMetrics(model: .iPadA16Split).horizontalSizeClass == .compact)
    }

    @Test(
        "Before iOS 26: a 44-point bar, 96 with a large title, a 44-point toolbar, the 51 x 31 switch; a 32-point bar in landscape"
    )
    func olderSystem() {
        let eighteen = DeviceMetrics(model: .iPhone15, systemVersion: 18)
        #expect(eighteen.navigationBarHeight == 44 && eighteen.navigationBarHeight + eighteen.largeTitleHeight == 96)
        #expect(eighteen.toolbarHeight == 44 && eighteen.switchSize == CGSize(width: 51, height: 31))
        #expect(eighteen.controlRowMinimumHeight == nil && DeviceMetrics.iPhone17.controlRowMinimumHeight == 52)
        #expect(eighteen.rotated.navigationBarHeight == 32)
        #expect(DeviceMetrics(model: .iPhone15, systemVersion: 26).switchSize == CGSize(width: 63, height: 28))
    }

    @Test("An iPhone 14 Pro Max is a 430 x 932 screen whose safe area starts 59 from the top, 34 above the bottom")
    func largeIPhones() throws {
        let proMax = try DeviceMetrics(named: "iPhone 14 Pro Max", orientation: nil, systemVersion: nil)
        #expect(proMax.width == 430 && proMax.height == 932)
        #expect(proMax.safeAreaTop == 59 && proMax.safeAreaBottom == 34)
        #expect(DeviceMetrics(model: .iPhone15Plus, orientation: .landscape).horizontalSizeClass == .regular)
        let plus = try DeviceMetrics(named: "iPhone 13 Pro Max", orientation: nil, systemVersion: nil)
        #expect(plus.width == 428 && plus.height == 926 && plus.safeAreaTop == 47)
    }

    @Test("The table has one model for each name a lesson can give, in the same order")
    func tableAndNames() {
        #expect(DeviceModel.all.map(\.id) == DeviceModelName.allCases)
    }

    @Test(
        "A lesson names a device by name or another name, in any case; its argument reads back; an unknown one says what there is"
    )
    func naming() throws {
        #expect(DeviceModel.named("iphone 14") == .iPhone13)
        #expect(DeviceModel.named("iPhone 17 Pro") == .iPhone17)
        let chosen = try DeviceMetrics(named: "iPhone SE", orientation: "landscape", systemVersion: "iOS 18")
        #expect(chosen.model == .iPhoneSE3 && chosen.orientation == .landscape && chosen.systemVersion == 18)
        let again = try DeviceMetrics(argument: chosen.argument)
        #expect(again.description == chosen.description)
        #expect(throws: DeviceChoiceError.self) {
            try DeviceMetrics(named: "Galaxy S24", orientation: nil, systemVersion: nil)
        }
        #expect(throws: DeviceChoiceError.self) {
            try DeviceMetrics(named: nil, orientation: "upside down", systemVersion: nil)
        }
        #expect(throws: DeviceChoiceError.self) {
            try DeviceMetrics(named: nil, orientation: nil, systemVersion: "eighteen")
        }
        do {
            _ = try DeviceMetrics(named: "Pixel", orientation: nil, systemVersion: nil)
        } catch let error as DeviceChoiceError {
            #expect(error.suggestion.contains("\"iPhone SE (3rd generation)\""))
        }
    }
}
