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
