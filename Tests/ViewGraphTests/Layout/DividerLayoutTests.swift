import Foundation
import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("Dividers lie across a column and stand upright in a row")
    struct DividerLayoutTests {}
}

// Published layout facts: sizes, positions and rules people measured on Apple's SwiftUI and wrote
// down, or Apple stated, each reproduced by a small program and asserted against the engine. Each test
// names its source by the letter below and quotes the figure or the rule; where a figure is worked out
// for the iPhone 17 the engine stands for (402 x 874 points, safe area 62 above and 34 below), the
// comment shows the sum. Sources, by the letter the tests cite them by:
// - [DV] Divider, https://developer.apple.com/documentation/swiftui/divider: "When contained in a
//   stack, the divider extends across the minor axis of the stack, or horizontally when not in a stack."
// - [JR] JR Dev Hub, "Beyond the Line: Mastering SwiftUI Dividers" (2025-10),
//   https://www.jrdevhub.com/2025/10/beyond-line-mastering-swiftui-dividers.html: in an HStack the
//   divider is "a vertical separator ... spanning the full height of its parent container".
extension EngineTests.DividerLayoutTests {
    // MARK: - Dividers

    @Test("A Divider in a VStack extends across it: 402 wide beside a 100-point colour ([DV])")
    func dividerInColumn() async throws {
        let host = Host.recording()
        await host.launch {
            VStack {
                Color.red.frame(width: 100, height: 10)
                Divider()
                Color.blue.frame(width: 100, height: 10)
            }
        }
        let divider = try #require(frame(of: Divider.self, in: host))
        #expect(same(divider.width, 402) && divider.height < 1)
    }

    @Test("A Divider in an HStack 50 tall stands upright and spans its height ([DV]; [JR])")
    func dividerInRow() async throws {
        let host = Host.recording()
        await host.launch {
            HStack {
                Color.red.frame(width: 50, height: 20)
                Divider()
                Color.blue.frame(width: 50, height: 20)
            }.frame(height: 50)
        }
        let divider = try #require(frame(of: Divider.self, in: host))
        #expect(same(divider.height, 50) && divider.width < 1)
    }

    @Test(
        "A Divider not in a stack lies across: as wide as offered ([DV]: \"or horizontally when not in a stack\")")
    func dividerAlone() async throws {
        let host = Host.recording()
        await host.launch { Divider().frame(width: 200, height: 100) }
        let divider = try #require(frame(of: Divider.self, in: host))
        #expect(same(divider.width, 200) && divider.height < 1)
    }
}
