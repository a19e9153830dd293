import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("Padding")
    struct PaddingLayoutTests {
        @Test("padding() adds 16 points on each edge on iOS")
        func defaultPadding() async {
            let host = Host.recording()
            await host.launch { Color.red.frame(width: 50, height: 50).padding().background { Color.blue } }
            let frames = host.colourFrames()
            #expect(same(frames[1].width, 82) && same(frames[1].height, 82))
            #expect(same(frames[0].minX - frames[1].minX, 16))
        }

        @Test("Padding on some edges only, by a given length")
        func edges() async {
            let host = Host.recording()
            await host.launch {
                Color.red.frame(width: 50, height: 50).padding(.leading, 10).padding(.vertical, 4).background {
                    Color.blue
                }
            }
            let frames = host.colourFrames()
            #expect(same(frames[1].width, 60) && same(frames[1].height, 58))
        }

        @Test("The content is offered the proposal less the padding")
        func offered() async {
            let host = Host.recording()
            await host.launch { Color.red.padding(20) }
            let colour = host.frame { $0 is Color }
            #expect(same(colour, CGRect(x: 20, y: 82, width: 362, height: 738)))
        }
    }
}

extension EngineTests {
    @Test("scenePadding and scrollEdgeEffectStyle leave frames as they were, and are listed as not modelled")
    func scenePaddingAndScrollEdgeKeepFrames() async {
        UnmodelledAPI.reset()
        let plain = Host.recording()
        await plain.launch { ScrollView { Text("Row").padding() } }
        let styled = Host.recording()
        await styled.launch {
            ScrollView { Text("Row").padding().scenePadding(.horizontal).scenePadding(.minimum, edges: .top) }
                .scrollEdgeEffectStyle(.hard, for: .top)
        }
        #expect(styled.screenWithFrames() == plain.screenWithFrames())
        #expect(UnmodelledAPI.used == ["scenePadding", "scrollEdgeEffectStyle"])
    }
}

// Published layout facts: sizes, positions and rules people measured on Apple's SwiftUI and wrote
// down, or Apple stated, each reproduced by a small program and asserted against the engine. Each test
// names its source by the letter below and quotes the figure or the rule; where a figure is worked out
// for the iPhone 17 the engine stands for (402 x 874 points, safe area 62 above and 34 below), the
// comment shows the sum. Sources, by the letter the tests cite them by:
// - [MU] mburger89/MetalUI, docs/probes/swiftui-layout-input-validation.swift: a probe layout that
//   proposes one size to one view and prints the answer, recorded 2026-09-14 on macOS 26.6.2 with
//   Apple Swift 6.3.3 (SwiftUI's layout lives in SwiftUICore, shared by iOS and macOS; no iOS-only
//   view is measured there).
extension EngineTests.PaddingLayoutTests {
    // MARK: - Padding

    @Test("padding(5) on a 20-point square is 30x30; padding(-5) is 10x10; padding(-15) clamps to 0x0 ([MU] P2)")
    func paddingSizes() async {
        #expect(await answer(nilSize) { square().padding(5) }.size == CGSize(width: 30, height: 30))
        #expect(await answer(nilSize) { square().padding(-5) }.size == CGSize(width: 10, height: 10))
        #expect(await answer(nilSize) { square().padding(-15) }.size == .zero)
    }

    @Test(
        "A colour padded by 60 offered 100x100 is 120x120 (its own proposal stops at zero); padded by -5 it is 100x100 ([MU] P2)"
    )
    func paddingProposals() async {
        #expect(
            await answer(ProposedViewSize(width: 100, height: 100)) { Color.red.padding(60) }.size
                == CGSize(width: 120, height: 120))
        #expect(
            await answer(ProposedViewSize(width: 100, height: 100)) { Color.red.padding(-5) }.size
                == CGSize(width: 100, height: 100))
    }

    @Test(
        "Negative padding places its child at its own size, 5 points up and left of the padding's origin ([MU] P2b)"
    )
    func negativePaddingPlacement() async throws {
        // [MU] P2b: padding(-5) placed at (200, 200) places its 20x20 child at (195, 195, 20, 20).
        let frames = await colours { Color.red.frame(width: 20, height: 20).padding(-5).background { Color.blue } }
        try #require(frames.count == 2)
        #expect(same(frames[0].width, 20) && same(frames[1].width, 10))
        #expect(same(frames[0].minX, frames[1].minX - 5) && same(frames[0].minY, frames[1].minY - 5))
    }
}
