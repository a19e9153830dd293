import Foundation
import Testing
@testable import ViewGraph

@Suite("Device metrics")
struct DeviceMetricsTests {
    let device = DeviceMetrics.iPhone17

    @Test("The screen is 402 x 874 points at scale 3: the 2622 x 1206 pixels Apple's specifications give, turned upright")
    func screen() {
        #expect(device.width * device.scale == 1206)
        #expect(device.height * device.scale == 2622)
    }

    @Test("The safe area leaves the status bar and Dynamic Island above and the home indicator below")
    func safeArea() {
        #expect(device.safeAreaTop == 62 && device.safeAreaBottom == 34)
        #expect(device.height - device.safeAreaTop - device.safeAreaBottom == 778)
    }

    @Test("Bars of iOS 26: a navigation bar of 54, 106 with a large title; a tab bar of 49, 83 with the home indicator; a toolbar of 48")
    func bars() {
        #expect(device.navigationBarHeight == 54)
        #expect(device.navigationBarHeight + device.largeTitleHeight == 106)
        #expect(device.tabBarHeight + device.safeAreaBottom == 83)
        #expect(device.toolbarHeight == 48)
    }

    @Test("A medium sheet is half the screen, a large one all but the top inset and the card behind; both fit the screen")
    func sheets() {
        #expect(device.sheetMediumHeight == device.height / 2)
        #expect(device.sheetLargeHeight > device.sheetMediumHeight && device.sheetLargeHeight < device.height - device.safeAreaTop)
    }

    @Test("A one-line list row of body text is the list's minimum height: its insets and the 20.33-point line fill 44")
    func listRow() {
        let line = TextLayout(string: "Row", environment: EnvironmentValues(), proposal: .unspecified).size.height
        #expect(abs(line + 2 * device.listRowVerticalInset - device.listRowMinimumHeight) < 1)
        #expect(device.listInsetGroupedMargin == 16 && device.defaultPadding == 16 && device.defaultStackSpacing == 8)
    }
}
