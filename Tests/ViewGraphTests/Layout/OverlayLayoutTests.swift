import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("overlay and background")
    struct OverlayLayoutTests {
        @Test("A background is offered the content's size and does not change it")
        func backgroundTakesContentSize() async {
            let host = Host.recording()
            await host.launch { Color.red.frame(width: 80, height: 30).background { Color.blue } }
            let frames = host.colourFrames()
            #expect(same(frames[1], frames[0]))
        }

        @Test("An overlay smaller than the content is placed by its alignment")
        func overlayAlignment() async {
            let host = Host.recording()
            await host.launch {
                Color.red.frame(width: 80, height: 30).overlay(alignment: .topTrailing) {
                    Color.blue.frame(width: 10, height: 10)
                }
            }
            let frames = host.colourFrames()
            #expect(same(frames[1].maxX, frames[0].maxX) && same(frames[1].minY, frames[0].minY))
        }
    }
}

// Published layout facts: sizes, positions and rules people measured on Apple's SwiftUI and wrote
// down, or Apple stated, each reproduced by a small program and asserted against the engine. Each test
// names its source by the letter below and quotes the figure or the rule; where a figure is worked out
// for the iPhone 17 the engine stands for (402 x 874 points, safe area 62 above and 34 below), the
// comment shows the sum. Sources, by the letter the tests cite them by:
// - [NS] Scott James Remnant, netsplit.com/swiftui: "Secondary views", "Flexible frames",
//   "Geometry reader" (2019-2020).
// - [FG] The SwiftUI Field Guide, swiftuifieldguide.com/layout/ (Chris Eidhof, 2024-2026): ideal-size,
//   flexible-frames, aspect-ratio, scrollview, geometry-reader, hstack.
// - [FO] Fatbobman, "In-Depth Exploration of Overlay and Background Modifiers in SwiftUI" (2024),
//   https://fatbobman.com/en/posts/in-depth-exploration-of-overlay-and-background-modifiers-in-swiftui
//   (not one of Fatbobman's articles [FS] and [FV] cite).
extension EngineTests.OverlayLayoutTests {
    // MARK: - Secondary views and readers

    @Test("A background is offered the size of the view it is on ([NS] secondary views; [FG] geometry-reader)")
    func backgroundProposal() async throws {
        // [NS]: "the proposed size for the secondary view is the size chosen by the view it's attached to".
        let frames = await colours { Color.red.frame(width: 50, height: 30).background { Color.blue } }
        try #require(frames.count == 2)
        #expect(same(frames[1], frames[0]))
    }

    @Test(
        "A background larger than its view leaves the view's frame alone and is centred on it ([NS] secondary views)"
    )
    func largerBackground() async throws {
        // [NS]: "how does that affect the frame of the child it's attached to? ... it doesn't".
        let frames = await colours {
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 50).background(Color.blue.frame(width: 100, height: 100))
                Color.green.frame(width: 10, height: 10)
            }
        }
        try #require(frames.count == 3)
        #expect(same(frames[2].minX, frames[0].maxX))
        #expect(same(frames[1].minX, frames[0].minX - 25) && same(frames[1].width, 100))
    }

    @Test("An overlay is centred on the view it modifies and is offered that view's size ([FO])")
    func overlayCentredAndProposed() async throws {
        // [FO]'s example: a 200 x 200 blue rectangle with a 120 x 120 yellow one as its overlay; and an
        // overlay's flexible view takes the main view's size.
        let frames = await colours {
            VStack(spacing: 0) {
                Color.blue.frame(width: 200, height: 200).overlay(Color.yellow.frame(width: 120, height: 120))
                Color.orange.frame(width: 10, height: 10).overlay { Color.red }
            }
        }
        try #require(frames.count == 4)
        #expect(same(frames[1].minX - frames[0].minX, 40) && same(frames[1].minY - frames[0].minY, 40))
        #expect(same(frames[3], frames[2]))
    }

    @Test("An overlay aligned .topTrailing shares the view's top-right corner ([FO])")
    func overlayTopTrailing() async throws {
        let frames = await colours {
            Color.blue.frame(width: 200, height: 200).overlay(alignment: .topTrailing) {
                Color.yellow.frame(width: 120, height: 120)
            }
        }
        try #require(frames.count == 2)
        #expect(same(frames[1].maxX, frames[0].maxX) && same(frames[1].minY, frames[0].minY))
    }

    @Test("A larger overlay leaves its view's size alone, where a ZStack grows to its largest child ([FO])")
    func overlayAgainstZStack() async throws {
        // [FO]: overlay and ZStack differ in the "role of overall dimensions in layout": the overlay's
        // size is its main view's, a ZStack's the union of its children.
        let overlaid = await colours {
            VStack(spacing: 0) {
                Color.blue.frame(width: 200, height: 200).overlay(Color.yellow.frame(width: 300, height: 300))
                Color.green.frame(width: 10, height: 10)
            }
        }
        try #require(overlaid.count == 3)
        #expect(same(overlaid[2].minY, overlaid[0].maxY))
        let stacked = await colours {
            VStack(spacing: 0) {
                ZStack {
                    Color.blue.frame(width: 200, height: 200)
                    Color.yellow.frame(width: 300, height: 300)
                }
                Color.green.frame(width: 10, height: 10)
            }
        }
        try #require(stacked.count == 3)
        #expect(same(stacked[2].minY, stacked[1].maxY))
    }
}
