import Testing

@testable import ViewGraph

/// A layout that prints what it is asked, and stacks its children in a column.
private struct Printing: Layout {
    struct Cache { var made = 0 }
    func makeCache(subviews: Subviews) -> Cache {
        MainActor.assumeIsolated { Console.record("makeCache \(subviews.count)") }
        return Cache(made: 1)
    }
    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        MainActor.assumeIsolated { Console.record("updateCache \(subviews.count)") }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        MainActor.assumeIsolated { Console.record("sizeThatFits \(describe(proposal))") }
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        MainActor.assumeIsolated {
            Console.record(
                "placeSubviews \(Int(bounds.minX)) \(Int(bounds.minY)) \(Int(bounds.width)) \(Int(bounds.height))")
        }
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += size.height
        }
    }
}

private func describe(_ proposal: ProposedViewSize) -> String {
    func length(_ value: CGFloat?) -> String { value.map { $0 == .infinity ? "inf" : "\(Int($0))" } ?? "nil" }
    return "\(length(proposal.width)) x \(length(proposal.height))"
}

/// The priority and a layout value each child hands the layout.
private struct Rank: LayoutValueKey { static let defaultValue = 0 }

private struct Reading: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated {
            Console.record(
                subviews.map { "rank \($0[Rank.self]) priority \(Int($0.priority))" }.joined(separator: ", "))
        }
        return .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

private struct Probed: View {
    let name: String
    var body: some View {
        Printing { Color.red.frame(width: 10, height: 10) }
    }
}

private struct Changing: View {
    @State private var count = 1
    var body: some View {
        VStack {
            Printing { ForEach(0..<count, id: \.self) { _ in Color.red.frame(width: 10, height: 10) } }
            Button("More") { count += 1 }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Custom layouts")
    struct CustomLayoutTests {
        @Test("A layout at the root is asked the safe area's size, then placed in the bounds it chose, centred")
        func printsProposals() async {
            let host = Host.recording()
            let lines = await Console.capture {
                await host.launch {
                    Printing {
                        Color.red.frame(width: 10, height: 10)
                        Color.blue.frame(width: 20, height: 5)
                    }
                }
            }
            // Centred: 62 + (778 - 15) / 2 = 443.5 from the top; the second colour 10 below, on the
            // nearest pixel.
            #expect(lines == ["makeCache 2", "sizeThatFits 402 x 778", "placeSubviews 191 443 20 15"])
            let frames = host.colourFrames()
            #expect(same(frames[1], CGRect(x: 191, y: PixelGrid.round(453.5), width: 20, height: 5)))
        }

        @Test("In an HStack a layout is asked its minimum and maximum, then its share")
        func probedByStack() async {
            let host = Host.recording()
            let lines = await Console.capture {
                await host.launch {
                    HStack {
                        Probed(name: "a")
                        Color.blue
                    }
                }
            }
            #expect(
                lines.filter { $0.hasPrefix("sizeThatFits") } == [
                    "sizeThatFits 0 x 778", "sizeThatFits inf x 778", "sizeThatFits 197 x 778",
                ])
        }

        @Test("The cache is made once and brought up to date when the subviews change")
        func cache() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { Changing() } }
            #expect(launch.filter { $0.contains("Cache") } == ["makeCache 1"])
            let tap = try await Console.capture { try await host.perform(.tap("More")) }
            #expect(tap.filter { $0.contains("Cache") } == ["updateCache 2"])
        }

        @Test("A subview reads its layout value and its priority")
        func layoutValues() async {
            let host = Host.recording()
            let lines = await Console.capture {
                await host.launch {
                    Reading {
                        Color.red.layoutValue(key: Rank.self, value: 3)
                        Color.blue.layoutPriority(2)
                    }
                }
            }
            #expect(lines == ["rank 3 priority 0, rank 0 priority 2"])
        }

        @Test("A subview the layout does not place sits at the centre of its bounds")
        func unplaced() async {
            let host = Host.recording()
            await host.launch { Reading { Color.red.frame(width: 10, height: 10) } }
            #expect(same(host.frame { $0 is Color }, CGRect(x: 196, y: 62 + 389 - 5, width: 10, height: 10)))
        }
    }
}

/// A view that keeps a count, to see whether a layout change keeps its state.
private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

private struct Switching: View {
    @State private var vertical = false
    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        VStack {
            layout {
                Counter()
                Color.red.frame(width: 20, height: 20)
            }
            Button("Switch") { vertical.toggle() }
        }
    }
}

// Published layout facts: sizes, positions and rules people measured on Apple's SwiftUI and wrote
// down, or Apple stated, each reproduced by a small program and asserted against the engine. Each test
// names its source by the letter below and quotes the figure or the rule; where a figure is worked out
// for the iPhone 17 the engine stands for (402 x 874 points, safe area 62 above and 34 below), the
// comment shows the sum. Sources, by the letter the tests cite them by:
// - [AD] Apple's SwiftUI documentation (developer.apple.com/documentation/swiftui, 2025-2026
//   pages): ProposedViewSize, Layout.sizeThatFits(proposal:subviews:cache:), layoutPriority(_:),
//   frame(minWidth:...), AlignmentID, alignmentGuide(_:computeValue:), Spacer, AnyLayout.
// - [WW] WWDC22 "Compose custom layouts with SwiftUI" (Apple, 2022).
extension EngineTests.CustomLayoutTests {
    // MARK: - AnyLayout

    @Test(
        "Switching an AnyLayout from HStackLayout to VStackLayout keeps its children's state ([AD] AnyLayout; [WW])"
    )
    func anyLayoutKeepsState() async throws {
        // [AD] AnyLayout: "enable dynamically changing the type of a layout container without
        // destroying the state of the subviews".
        let host = Host.recording()
        await host.launch { Switching() }
        try await host.perform(.tap("Count 0"))
        let before = host.colourFrames()
        try await host.perform(.tap("Switch"))
        let after = host.colourFrames()
        #expect(host.screen().contains { $0.contains("Count 1") })
        #expect(before.count == 1 && after.count == 1 && !same(before[0], after[0]))
    }
}
