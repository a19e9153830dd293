import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("aspectRatio")
    struct AspectRatioLayoutTests {
        @Test(
            "A square that fits the safe area is as wide as the screen; one that fills it is as tall as the safe area")
        func fitAndFill() async {
            let fit = Host.recording()
            await fit.launch { Color.red.aspectRatio(1, contentMode: .fit) }
            #expect(same(fit.frame { $0 is Color }, CGRect(x: 0, y: 62 + (778 - 402) / 2, width: 402, height: 402)))
            let fill = Host.recording()
            await fill.launch { Color.red.aspectRatio(1, contentMode: .fill) }
            #expect(
                same(fill.frame { $0 is Color }?.size.width, 778) && same(fill.frame { $0 is Color }?.size.height, 778))
        }

        @Test("A ratio of 2 in a 300-wide frame makes a 300 by 150 view")
        func ratio() async {
            let host = Host.recording()
            await host.launch { Color.red.aspectRatio(2, contentMode: .fit).frame(width: 300) }
            #expect(same(host.frame { $0 is Color }?.size.height, 150))
        }
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
// - [FG] The SwiftUI Field Guide, swiftuifieldguide.com/layout/ (Chris Eidhof, 2024-2026): ideal-size,
//   flexible-frames, aspect-ratio, scrollview, geometry-reader, hstack.
extension EngineTests.AspectRatioLayoutTests {
    // MARK: - Aspect ratio

    @Test(
        "Color.aspectRatio(2, .fit) is 100x50 offered 100x80 and offered 100 x nil; .fill offered 100x80 is 160x80 ([MU] P8, P8b)"
    )
    func aspectRatioSizes() async {
        #expect(
            await answer(ProposedViewSize(width: 100, height: 80)) { Color.red.aspectRatio(2, contentMode: .fit) }
                .size == CGSize(width: 100, height: 50))
        #expect(
            await answer(ProposedViewSize(width: 100, height: nil)) { Color.red.aspectRatio(2, contentMode: .fit) }
                .size == CGSize(width: 100, height: 50))
        #expect(
            await answer(ProposedViewSize(width: 100, height: 80)) { Color.red.aspectRatio(2, contentMode: .fill) }
                .size == CGSize(width: 160, height: 80))
        #expect(
            await answer(nilSize) { Color.red.aspectRatio(2, contentMode: .fit) }.size
                == CGSize(width: 10, height: 10))
    }

    @Test(
        "aspectRatio changes only the proposal: a fixed 50x20 view with aspectRatio(1) still reports 50x20 ([FG] aspect-ratio)"
    )
    func aspectRatioReportsChild() async {
        // [FG] aspect-ratio: "the aspect ratio modifier only changes the proposal ... it directly
        // reports its child's size".
        #expect(
            await answer(ProposedViewSize(width: 300, height: 300)) {
                Color.red.frame(width: 50, height: 20).aspectRatio(1, contentMode: .fit)
            }.size == CGSize(width: 50, height: 20))
        #expect(
            await answer(ProposedViewSize(width: 320, height: 320)) {
                Color.red.aspectRatio(16 / 9, contentMode: .fit)
            }.size == CGSize(width: 320, height: 180))
    }
}
