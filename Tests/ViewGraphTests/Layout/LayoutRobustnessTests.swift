import Testing

@testable import ViewGraph

// Hostile programs: lengths SwiftUI warns about, layouts that answer NaN or infinity, views that
// change their own size each time they are measured. The engine must finish (no crash, no hang),
// log what SwiftUI logs where its wording is known, and keep every frame on the screen finite.
//
// SwiftUI's own behaviour, where it was recorded (mburger89/MetalUI,
// docs/probes/swiftui-layout-input-validation.swift, 2026-09-14, macOS 26.6.2): an invalid frame
// logs "[SwiftUI] Invalid frame dimension (negative or non-finite)." (the same line in iOS issue
// reports since iOS 14: JWAutumn/ACarousel#9, 2021-06-10; fermoya/SwiftUIPager#154, 2020-11-10);
// out-of-order limits log "Contradictory frame constraints specified."; `layoutPriority(.nan)`
// never returns; a NaN origin traps ("view origin is invalid"). The engine clamps instead.

/// Answers `size` whatever it is asked, and places its children at its origin.
private struct Answering: Layout {
    let size: CGSize
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}

/// Places its children at a NaN point, with a NaN proposal.
private struct PlacingNowhere: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(
                at: CGPoint(x: CGFloat.nan, y: .nan), proposal: ProposedViewSize(width: .nan, height: .infinity))
        }
    }
}

/// A column nested `depth` deep.
private struct Nest: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            AnyView(Color.red.frame(width: 10, height: 10))
        } else {
            AnyView(VStack { Nest(depth: depth - 1) })
        }
    }
}

/// A reader that makes its own frame one point wider each time it is laid out.
private struct GrowingReader: View {
    @State private var width: CGFloat = 100
    var body: some View {
        GeometryReader { proxy in
            Color.red.onChange(of: proxy.size.width) { width = proxy.size.width + 1 }
        }
        .frame(width: width, height: 50)
    }
}

/// A view whose measured width feeds the state that sets its width.
private struct Feedback: View {
    @State private var width: CGFloat = 100
    var body: some View {
        Color.red
            .frame(width: width, height: 20)
            .onGeometryChange(for: CGFloat.self) {
                $0.size.width
            } action: {
                width = $0 + 1
            }
    }
}

/// Answers a larger size each time it is asked, as a layout with state of its own might.
private final class Drifting: Layout, @unchecked Sendable {
    // Only the main actor lays out; the class is a reference so that each answer differs.
    var calls: CGFloat = 0
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        calls += 1
        return CGSize(width: 10 * calls, height: 10 * calls)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}

/// A column nested `depth` deep with a view at the bottom that sets an alignment guide.
private struct GuidedNest: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            AnyView(Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { $0.width / 2 })
        } else {
            AnyView(VStack(alignment: .leading) { GuidedNest(depth: depth - 1) })
        }
    }
}

/// A view that hands its width up as a preference and sets its width from it.
private struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

private struct PreferenceFeedback: View {
    @State private var width: CGFloat = 100
    var body: some View {
        Color.red
            .frame(width: width, height: 20)
            .background(GeometryReader { proxy in Color.clear.preference(key: WidthKey.self, value: proxy.size.width) })
            .onPreferenceChange(WidthKey.self) { width = $0 + 1 }
    }
}

/// A screen laid out by a drifting layout, with a button that makes another update.
private struct DriftingScreen: View {
    let layout: Drifting
    @State private var taps = 0
    var body: some View {
        VStack {
            layout { Color.red }
            Button("Again") { taps += 1 }
            Text("\(taps)")
        }
    }
}

extension Host {
    /// Whether every frame the layout placed is a finite rectangle.
    @MainActor
    func allFramesFinite() -> Bool {
        var finite = true
        graph.root?.forEachNode { node in
            if let frame = node.globalFrame,
                !(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite)
            {
                finite = false
            }
        }
        return finite
    }
}

extension EngineTests {
    // Each test has a minute: a hang fails its test instead of stalling the run (a feedback loop
    // through a preference takes 24 s to reach the update limit on two loaded cores).
    @MainActor @Suite("Layout of hostile programs", .timeLimit(.minutes(1)))
    struct LayoutRobustnessTests {
        @Test("NaN and infinite fixed frames log SwiftUI's warning and lay out finite: the content keeps its own size")
        func nonFiniteFrames() async {
            let host = Host.recording()
            await host.launch { Color.red.frame(width: .nan, height: .infinity).frame(width: 50, height: 50) }
            #expect(host.logLines.contains("Invalid frame dimension (negative or non-finite)."))
            #expect(host.allFramesFinite())
            #expect(host.colourFrames().map(\.size) == [CGSize(width: 50, height: 50)])
        }

        @Test("frame(width: -10) is 0 wide, with SwiftUI's warning")
        func negativeFrame() async {
            let host = Host.recording()
            await host.launch {
                HStack(spacing: 0) {
                    Color.red.frame(width: -10, height: 10)
                    Color.blue.frame(width: 10, height: 10)
                }
            }
            #expect(host.logLines.contains("Invalid frame dimension (negative or non-finite)."))
            let frames = host.colourFrames()
            #expect(frames.map(\.width) == [0, 10])
        }

        @Test("A flexible frame with NaN limits warns of contradictory constraints and lays out as if they were absent")
        func nanFlexibleFrame() async {
            let host = Host.recording()
            await host.launch {
                Color.red.frame(minWidth: .nan, maxWidth: .nan, minHeight: .infinity).frame(width: 30, height: 30)
            }
            #expect(host.logLines.contains("Contradictory frame constraints specified."))
            #expect(host.allFramesFinite())
        }

        @Test("Negative padding larger than the view shrinks it to nothing, not below")
        func hugeNegativePadding() async {
            let host = Host.recording()
            await host.launch {
                VStack(spacing: 0) {
                    Color.red.frame(width: 20, height: 20).padding(-50)
                    Color.blue.frame(width: 10, height: 10)
                }
            }
            #expect(host.allFramesFinite())
            let frames = host.colourFrames()
            #expect(frames.count == 2 && frames[0].width == 20)
        }

        @Test("NaN and infinite padding, spacing, spacer lengths and ratios lay out without a NaN frame")
        func nonFiniteLengths() async {
            let host = Host.recording()
            await host.launch {
                VStack(spacing: .nan) {
                    Color.red.frame(width: 10, height: 10).padding(.nan)
                    Color.red.frame(width: 10, height: 10).padding(.infinity)
                    HStack(spacing: .infinity) {
                        Color.red.frame(width: 10, height: 10)
                        Spacer(minLength: .nan)
                        Color.red.frame(width: 10, height: 10)
                    }
                    Color.red.aspectRatio(.nan, contentMode: .fit).frame(width: 10, height: 10)
                    Color.red.aspectRatio(-2, contentMode: .fill).frame(width: 10, height: 10)
                }
            }
            #expect(host.allFramesFinite())
        }

        @Test("layoutPriority(.nan), on which SwiftUI never returns, lays out")
        func nanPriority() async {
            let host = Host.recording()
            await host.launch {
                HStack(spacing: 0) {
                    Color.red.frame(idealWidth: 80, maxWidth: 80).layoutPriority(.nan)
                    Color.blue.frame(idealWidth: 80, maxWidth: 80)
                }
                .frame(width: 100, height: 10)
            }
            #expect(host.allFramesFinite())
            #expect(host.colourFrames().count == 2)
        }

        @Test(
            "A custom layout that answers NaN or infinity is placed at a finite frame",
            arguments: [
                CGSize(width: CGFloat.nan, height: .nan), CGSize(width: CGFloat.infinity, height: .infinity),
                CGSize(width: -.infinity, height: -50), CGSize(width: 1e300, height: 1e300),
            ])
        func nonFiniteAnswer(size: CGSize) async {
            let host = Host.recording()
            await host.launch {
                VStack {
                    Answering(size: size) { Color.red }
                    Color.blue.frame(width: 10, height: 10)
                }
            }
            #expect(host.allFramesFinite())
        }

        @Test("A custom layout that places its child at a NaN point, proposing NaN, does not trap as SwiftUI does")
        func nanPlacement() async {
            let host = Host.recording()
            await host.launch { PlacingNowhere { Color.red } }
            #expect(host.allFramesFinite())
        }

        @Test(
            "A layout whose answer changes at every call lays out, and lays out again after an update, with finite frames"
        )
        func driftingLayout() async throws {
            let host = Host.recording()
            let drifting = Drifting()
            await host.launch { DriftingScreen(layout: drifting) }
            #expect(host.allFramesFinite())
            try await host.perform(.tap("Again"))
            #expect(host.allFramesFinite())
            #expect(drifting.calls < 1_000, "each pass asks a view once per proposal, not without end")
        }

        @Test(
            "Alignment guides that return NaN or infinity leave every frame finite",
            arguments: [CGFloat.nan, .infinity, -.infinity])
        func nonFiniteGuide(value: CGFloat) async {
            let host = Host.recording()
            await host.launch {
                VStack(alignment: .leading) {
                    Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in value }
                    Color.blue.frame(width: 20, height: 10)
                }
            }
            #expect(host.allFramesFinite())
            #expect(host.colourFrames().count == 2)
        }

        @Test("ViewThatFits where no child fits shows the last child")
        func nothingFits() async {
            let host = Host.recording()
            await host.launch {
                ViewThatFits {
                    Color.red.frame(width: 1_000, height: 10)
                    Color.green.frame(width: 2_000, height: 10)
                    Color.blue.frame(width: 900, height: 10)
                }
                .frame(width: 100)
            }
            #expect(host.allFramesFinite())
            #expect(host.colourFrames().map(\.width) == [900], "\(host.colourFrames())")
        }

        @Test("frame(minWidth: 100, maxWidth: 50) says its constraints contradict and lays out")
        func contradictoryFrame() async {
            let host = Host.recording()
            await host.launch { Color.red.frame(minWidth: 100, maxWidth: 50, minHeight: 30, maxHeight: 10) }
            #expect(host.logLines.contains("Contradictory frame constraints specified."))
            #expect(host.allFramesFinite())
        }

        @Test("An HStack of 5,000 views lays out, each view finite")
        func hugeCount() async {
            let host = Host.recording()
            let start = ContinuousClock.now
            await host.launch {
                HStack(spacing: 0) { ForEach(0..<5_000, id: \.self) { _ in Color.red.frame(width: 1, height: 1) } }
            }
            #expect(ContinuousClock.now - start < .seconds(50))
            #expect(host.allFramesFinite())
            #expect(host.colourFrames().count == 5_000)
        }

        @Test("1,000 nested stacks lay out, the innermost colour centred on the screen")
        func deepNesting() async {
            let host = Host.recording()
            // 4,000 views deep: past a lesson program's limit, which its 16 MB thread stacks set; a
            // test's thread has the room.
            host.graph.depthLimit = 5_000
            await host.launch { Nest(depth: 1_000) }
            let frames = host.colourFrames()
            #expect(frames.count == 1 && same(frames.first?.midX, 201))
        }

        @Test(
            "300 nested stacks with an alignment guide at the bottom lay out in seconds: each guide is asked once a pass, not twice a level"
        )
        func deepNestingWithGuide() async {
            // Before the guides were kept for the pass, each level asked its child's guide twice (placing
            // it, then merging), 2^300 questions: the stall of this suite in a whole run, where an earlier
            // test's guide had switched the search on for every later tree.
            let host = Host.recording()
            let start = ContinuousClock.now
            await host.launch { GuidedNest(depth: 300) }
            #expect(ContinuousClock.now - start < .seconds(20))
            let frames = host.colourFrames()
            #expect(frames.count == 1 && same(frames.first?.width, 10))
        }

        @Test("A reader that widens its own frame from onChange stops, with a line saying why")
        func growingReader() async {
            let host = Host.recording()
            await host.launch { GrowingReader() }
            #expect(host.allFramesFinite())
            withKnownIssue(
                "The engine settles after the reader's first change and logs nothing; iOS widens it again each frame, with \"onChange(of: CGFloat) action tried to update multiple times per frame.\""
            ) {
                #expect(!host.logLines.isEmpty)
            }
        }

        @Test(
            "onGeometryChange feeding the width it reads is cut after two runs in the frame, and the app rests, never a hang"
        )
        func geometryFeedback() async {
            let host = Host.recording()
            await host.launch { Feedback() }
            #expect(host.allFramesFinite())
            #expect(!host.logLines.contains { $0.hasPrefix("The view graph did not settle") }, "\(host.logLines)")
            #expect(!host.graph.needsFlush)
        }

        @Test(
            "onPreferenceChange feeding the width it reads is cut after two runs in the frame, with iOS's line, and the app rests"
        )
        func preferenceFeedback() async {
            let host = Host.recording()
            await host.launch { PreferenceFeedback() }
            #expect(host.allFramesFinite())
            #expect(
                host.logLines == ["Bound preference WidthKey tried to update multiple times per frame."],
                "\(host.logLines)")
            // The first value, the laid-out 100 (the action never sees the key's default), makes it
            // 101; then two runs, each one point wider.
            #expect(host.colourFrames().contains { same($0.width, 103) }, "\(host.colourFrames())")
        }
    }
}
