import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("A toggle's layout")
    struct ToggleLayoutTests {
        @Test("A switch takes the row's width, its label at the leading edge, as tall as the switch")
        func fillsTheRow() async throws {
            let host = Host.recording()
            await host.launch {
                VStack {
                    Toggle("Favorites only", isOn: .constant(true))
                }
            }
            let toggle = try #require(host.frame { $0 is Toggle<Text> })
            #expect(same(toggle.width, 402) && same(toggle.height, 28))
            let label = try #require(host.frame { $0 is Text })
            #expect(same(label.minX, 0))
            #expect(label.width < 402 - 63)
            // Centred down the row, to the pixel (1/3 point) the frames are rounded to.
            #expect(abs(label.midY - toggle.midY) <= 1.0 / 3)
        }

        @Test("fixedSize makes a switch hug its label: the label, the standard spacing and the switch")
        func hugsWhenFixed() async throws {
            let host = Host.recording()
            await host.launch { Toggle("Wi-Fi", isOn: .constant(false)).fixedSize() }
            let toggle = try #require(host.frame { $0 is Toggle<Text> })
            let label = try #require(host.frame { $0 is Text })
            #expect(same(toggle.width, label.width + 8 + 63))
        }

        @Test("A long label is offered what the switch leaves, and wraps there")
        func longLabelWraps() async throws {
            let host = Host.recording()
            await host.launch {
                Toggle("A label long enough that it cannot stand on one line beside the switch", isOn: .constant(false))
                    .frame(width: 200)
            }
            let label = try #require(host.frame { $0 is Text })
            #expect(label.width <= 200 - 63 - 8 + 0.01)
            let toggle = try #require(host.frame { $0 is Toggle<Text> })
            #expect(toggle.height > 28 && same(toggle.height, label.height))
        }

        @Test("Under the button style a toggle is as big as its label")
        func buttonStyleHugs() async throws {
            let host = Host.recording()
            await host.launch { VStack { Toggle("Bold", isOn: .constant(true)).toggleStyle(.button) } }
            let toggle = try #require(host.frame { $0 is Toggle<Text> })
            #expect(toggle.width < 200)
        }
    }
}

// Published layout facts: sizes, positions and rules people measured on Apple's SwiftUI and wrote
// down, or Apple stated, each reproduced by a small program and asserted against the engine. Each test
// names its source by the letter below and quotes the figure or the rule; where a figure is worked out
// for the iPhone 17 the engine stands for (402 x 874 points, safe area 62 above and 34 below), the
// comment shows the sum. Sources, by the letter the tests cite them by:
// - [MT] wanteddev/montage-ios pull request 488 (2026-05-22, Korean): "from iOS 26 the default size of
//   SwiftUI's `Toggle` changed": "iOS 26+: 63×28", "iOS 25 and below: 51×31 as before" (translated).
extension EngineTests.ToggleLayoutTests {
    // MARK: - Controls

    @Test(
        "On iOS 26 and later a Toggle's switch is 63 x 28: a toggle with its label hidden is that size, one with a label as wide as offered and 28 tall ([MT])"
    )
    func toggleSwitchSize() async throws {
        let bare = await launched { Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().fixedSize() }
        let toggle = { (view: any View) in String(describing: type(of: view)).hasPrefix("Toggle<") }
        let switchOnly = try #require(bare.frame(where: toggle))
        #expect(same(switchOnly.width, 63) && same(switchOnly.height, 28))
        let labelled = await launched { Toggle("Wi-Fi", isOn: .constant(true)) }
        let row = try #require(labelled.frame(where: toggle))
        #expect(same(row.width, 402) && same(row.height, 28))
    }
}
