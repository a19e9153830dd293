import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("ViewThatFits")
    struct ViewThatFitsTests {
        @Test("The first child whose ideal width fits is chosen, and only it is on the screen")
        func firstThatFits() async {
            let host = Host.recording()
            await host.launch {
                ViewThatFits(in: .horizontal) {
                    Color.red.frame(width: 500, height: 10)
                    Color.green.frame(width: 300, height: 10)
                    Color.blue.frame(width: 100, height: 10)
                }
            }
            let frames = host.colourFrames()
            #expect(frames.count == 1)
            #expect(same(frames.first?.width, 300))
        }

        @Test("In a narrower frame the next child that fits is chosen; when none fits, the last")
        func narrower() async {
            let host = Host.recording()
            await host.launch {
                VStack {
                    ViewThatFits(in: .horizontal) {
                        Text("A long label that does not fit")
                        Text("Short")
                    }
                    .frame(width: 80)
                    ViewThatFits(in: .horizontal) {
                        Color.red.frame(width: 500, height: 10)
                        Color.green.frame(width: 300, height: 10)
                    }
                    .frame(width: 10)
                }
            }
            #expect(host.screen() == ["VStack", "  Text \"Short\""])
            #expect(same(host.colourFrames().first?.width, 300))
        }

        @Test("Only the chosen candidate appears: the one measured and not shown runs no onAppear and no task")
        func onlyTheChosenAppears() async {
            let host = Host.recording()
            let lines = await Console.capture {
                await host.launch {
                    ViewThatFits(in: .horizontal) {
                        Color.red.frame(width: 500, height: 10)
                            .onAppear { Console.record("wide appeared") }
                            .task { Console.record("wide task") }
                        Color.green.frame(width: 300, height: 10)
                            .onAppear { Console.record("narrow appeared") }
                            .task { Console.record("narrow task") }
                    }
                }
                await host.settle()
            }
            #expect(lines == ["narrow appeared", "narrow task"], "\(lines)")
        }

        @Test("When the space changes the choice, the candidate shown disappears and the new one appears")
        func choiceChanges() async {
            let host = Host.recording()
            let narrow = Narrowing()
            let launched = await Console.capture {
                await host.launch { NarrowingView(narrowing: narrow) }
                await host.settle()
            }
            #expect(launched == ["wide appeared"], "\(launched)")
            let lines = await Console.capture {
                narrow.isNarrow = true
                await host.settle()
            }
            #expect(lines == ["narrow appeared", "wide disappeared"], "\(lines)")
        }
    }
}

@MainActor @Observable private final class Narrowing { var isNarrow = false }

private struct NarrowingView: View {
    let narrowing: Narrowing
    var body: some View {
        ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 300, height: 10)
                .onAppear { Console.record("wide appeared") }
                .onDisappear { Console.record("wide disappeared") }
            Color.green.frame(width: 100, height: 10)
                .onAppear { Console.record("narrow appeared") }
                .onDisappear { Console.record("narrow disappeared") }
        }
        .frame(width: narrowing.isNarrow ? 200 : 400)
    }
}

// Published layout facts: sizes, positions and rules people measured on Apple's SwiftUI and wrote
// down, or Apple stated, each reproduced by a small program and asserted against the engine. Each test
// names its source by the letter below and quotes the figure or the rule; where a figure is worked out
// for the iPhone 17 the engine stands for (402 x 874 points, safe area 62 above and 34 below), the
// comment shows the sum. Sources, by the letter the tests cite them by:
// - [FV] Fatbobman, "Mastering ViewThatFits" (fatbobman.com, 2023).
// - [AD] Apple's SwiftUI documentation (developer.apple.com/documentation/swiftui, 2025-2026
//   pages): ProposedViewSize, Layout.sizeThatFits(proposal:subviews:cache:), layoutPriority(_:),
//   frame(minWidth:...), AlignmentID, alignmentGuide(_:computeValue:), Spacer, AnyLayout.
// - [SC] SwiftUI.cc reference pages (updated 2026-06): spacer-minlength-distribution,
//   hstack-alignment-layout-priority, vstack-spacing-alignment, viewthatfits-adaptive-layout
//   (https://swiftui.cc/reference/...).
extension EngineTests.ViewThatFitsTests {
    // MARK: - ViewThatFits

    @Test(
        "ViewThatFits shows the first child whose ideal size fits: a 300-wide one after a 500-wide one ([FV]; [AD] ViewThatFits)"
    )
    func firstIdealSizeThatFits() async throws {
        let frames = await colours {
            ViewThatFits {
                Color.red.frame(width: 500, height: 10)
                Color.blue.frame(width: 300, height: 10)
            }
        }
        try #require(frames.count == 1)
        #expect(same(frames[0].width, 300))
    }

    @Test("ViewThatFits(in: .vertical) ignores width: the 500-wide child fits ([FV])")
    func fitsVerticallyOnly() async throws {
        // [FV]: "It selects the first child whose ideal size on the constrained axes fits within the
        // proposed size."
        let frames = await colours {
            ViewThatFits(in: .vertical) {
                Color.red.frame(width: 500, height: 10)
                Color.blue.frame(width: 300, height: 10)
            }
        }
        try #require(frames.count == 1)
        #expect(same(frames[0].width, 500))
    }

    @Test("When no child fits, ViewThatFits shows the last ([FV])")
    func noneFits() async throws {
        let frames = await colours {
            ViewThatFits {
                Color.red.frame(width: 500, height: 10)
                Color.blue.frame(width: 450, height: 10)
            }
        }
        try #require(frames.count == 1)
        #expect(same(frames[0].width, 450))
    }

    @Test("ViewThatFits in a 200-point frame measures against 200, not the screen ([FV]; [AD] ViewThatFits)")
    func fitsInItsFrame() async throws {
        let frames = await colours {
            ViewThatFits {
                Color.red.frame(width: 300, height: 10)
                Color.blue.frame(width: 150, height: 10)
            }.frame(width: 200)
        }
        try #require(frames.count == 1)
        #expect(same(frames[0].width, 150))
    }

    // MARK: - ViewThatFits

    @Test(
        "ViewThatFits(in: .horizontal) picks the column when the row of two 200-point views does not fit 370 ([SC] viewthatfits-adaptive-layout)"
    )
    func fitsRowOrColumn() async throws {
        // [SC]'s pairing of an HStack(spacing: 12) with a VStack(spacing: 12) of the same views, in
        // padding: 200 + 12 + 200 = 412 > 402 - 32, so the VStack shows.
        let frames = await colours {
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 12) {
                    Color.red.frame(width: 200, height: 40)
                    Color.blue.frame(width: 200, height: 40)
                }
                VStack(spacing: 12) {
                    Color.red.frame(width: 200, height: 40)
                    Color.blue.frame(width: 200, height: 40)
                }
            }
            .padding()
        }
        try #require(frames.count == 2)
        #expect(same(frames[0].minX, frames[1].minX) && same(frames[1].minY - frames[0].maxY, 12))
    }

    @Test(
        "Without in:, a candidate too tall is skipped though it fits across; with in: .horizontal it is chosen ([SC] viewthatfits-adaptive-layout)"
    )
    func fitsBothAxesByDefault() async throws {
        // [SC]: "By default both axes must fit ... Without in:, a candidate that is slightly too tall
        // gets skipped even when width was your only concern." 900 > 778.
        let both = await colours {
            ViewThatFits {
                Color.red.frame(width: 100, height: 900)
                Color.blue.frame(width: 100, height: 100)
            }
        }
        let across = await colours {
            ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 100, height: 900)
                Color.blue.frame(width: 100, height: 100)
            }
        }
        try #require(both.count == 1 && across.count == 1)
        #expect(same(both[0].height, 100) && same(across[0].height, 900))
    }
}
