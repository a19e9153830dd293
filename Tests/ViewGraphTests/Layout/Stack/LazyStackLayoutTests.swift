import Testing

@testable import ViewGraph

/// A layout around one view that asks for no space around it, as a view with `ViewSpacing.zero` does.
private struct Snug: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .zero }
}

/// Ten sections of six 50-point red rows under a 30-point blue header and over a 20-point green
/// footer, in a lazy column that pins `pinned`.
private struct PinnedSections: View {
    let pinned: PinnedScrollableViews
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0, pinnedViews: pinned) {
                ForEach(0..<10, id: \.self) { _ in
                    Section {
                        ForEach(0..<6, id: \.self) { _ in Color.red.frame(height: 50) }
                    } header: {
                        Color.blue.frame(height: 30)
                    } footer: {
                        Color.green.frame(height: 20)
                    }
                }
            }
        }
    }
}

extension Host {
    /// The frames of the colours `height` points tall, in tree order.
    @MainActor
    fileprivate func colourFrames(height: CGFloat) -> [CGRect] { colourFrames().filter { same($0.height, height) } }
}

extension EngineTests {
    @MainActor @Suite("Lazy stacks place their rows where the lazy model put them")
    struct LazyStackLayoutTests {
        @Test(
            "Rows 50 points tall stand 58 apart, and a scroll moves them by its offset: row 30 is where 30 rows down, less the offset"
        )
        func rowsAtTheirPositions() async throws {
            let host = Host.recording()
            await host.launch {
                ScrollView { LazyVStack { ForEach(0..<1000, id: \.self) { Text("Row \($0)").frame(height: 50) } } }
            }
            let first = try #require(host.frame(ofText: "Row 0"))
            let third = try #require(host.frame(ofText: "Row 2"))
            #expect(abs(third.minY - first.minY - 116) < 0.34)
            #expect(host.frame(ofText: "Row 40") == nil)
            try await host.perform(.scroll(.down))
            try await host.perform(.scroll(.down))
            let offset = scrollOffset(of: try #require(host.scrollViewNode())).offset
            let row30 = try #require(host.frame(ofText: "Row 30"))
            #expect(abs(Double(row30.minY) - (Double(first.minY) + 30 * 58 - offset)) < 0.34)
            // A row the scroll brought to the screen stands on it.
            #expect(row30.minY > 0 && row30.maxY < 874)
        }

        @Test("A lazy stack is as long as all its rows, built or not: the content below it starts after them")
        func lengthOfAllRows() async throws {
            let host = Host.recording()
            await host.launch {
                ScrollView {
                    LazyVStack(spacing: 0) { ForEach(0..<100, id: \.self) { _ in Color.red.frame(height: 50) } }
                }
            }
            let stack = try #require(
                host.frame { $0 is LazyVStack<ForEach<Range<Int>, Int, ModifiedContent<Color, _FrameLayout>>> })
            #expect(same(stack.height, 5000))
            #expect(host.colourFrames().count < 30)
        }

        @Test("A lazy row's items stand side by side at their positions, the stack's spacing apart")
        func horizontal() async throws {
            let host = Host.recording()
            await host.launch {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 10) {
                        ForEach(0..<100, id: \.self) { _ in Color.red.frame(width: 40, height: 40) }
                    }
                }
            }
            let frames = host.colourFrames()
            #expect(frames.count > 5 && frames.count < 40)
            #expect(same(frames[1].minX - frames[0].minX, 50))
        }

        @Test(
            "Given no spacing, a lazy stack puts between two rows the distance they prefer, as a VStack does: rows that prefer none touch",
            arguments: [true, false])
        func pairwiseSpacing(lazy: Bool) async throws {
            let host = Host.recording()
            await host.launch {
                ScrollView {
                    if lazy {
                        LazyVStack { ForEach(0..<40, id: \.self) { n in Snug { Text("Row \(n)").frame(height: 50) } } }
                    } else {
                        VStack { ForEach(0..<40, id: \.self) { n in Snug { Text("Row \(n)").frame(height: 50) } } }
                    }
                }
            }
            let first = try #require(host.frame(ofText: "Row 0"))
            let fifth = try #require(host.frame(ofText: "Row 4"))
            #expect(same(fifth.minY - first.minY, 200))
        }

        @Test(
            "Given no spacing, a lazy stack's view before its rows stands the larger of the two preferences away: a text 8 points from rows that prefer none"
        )
        func pairwiseSpacingBeforeRows() async throws {
            let host = Host.recording()
            await host.launch {
                ScrollView {
                    LazyVStack(spacing: nil) {
                        Text("Header").frame(height: 50)
                        ForEach(0..<40, id: \.self) { n in Snug { Text("Row \(n)").frame(height: 50) } }
                    }
                }
            }
            let header = try #require(host.frame(ofText: "Header"))
            let first = try #require(host.frame(ofText: "Row 0"))
            let second = try #require(host.frame(ofText: "Row 1"))
            // Each text is centred in its 50-point frame: the frames are 8 apart, then touch.
            #expect(same(first.minY - header.minY, 58))
            #expect(same(second.minY - first.minY, 50))
        }

        @Test(
            "pinnedViews: [.sectionHeaders]: a section's header sticks to the scroll view's top while its rows pass under it, and the next header pushes it up"
        )
        func pinnedHeaders() async throws {
            let host = Host.recording()
            await host.launch { PinnedSections(pinned: .sectionHeaders) }
            let header0 = try #require(host.colourFrames(height: 30).first)
            let header1 = try #require(host.colourFrames(height: 30).dropFirst().first)
            #expect(same(header0.minY, 62))
            let length = Double(header1.minY - header0.minY)  // section 0, header to footer
            let firstRow = try #require(host.colourFrames(height: 50).first)
            try await host.perform(.scroll(.by(100)))
            #expect(same(host.colourFrames(height: 30).first?.minY, 62))
            #expect(same(host.colourFrames(height: 50).first?.minY, firstRow.minY - 100))
            // 10 points short of section 0's end reaching the top, its header is pushed 10 points up,
            // its bottom edge on the next header's top.
            try await host.perform(.scroll(.by(length - 10 - 100)))
            let pushed = try #require(host.colourFrames(height: 30).first)
            let next = try #require(host.colourFrames(height: 30).dropFirst().first)
            #expect(same(next.minY, 72))
            #expect(same(pushed.minY, 42) && same(pushed.maxY, next.minY))
        }

        @Test("Without pinnedViews a lazy stack's headers scroll away with their sections")
        func unpinnedHeaders() async throws {
            let host = Host.recording()
            await host.launch { PinnedSections(pinned: []) }
            try await host.perform(.scroll(.by(100)))
            #expect(same(host.colourFrames(height: 30).first?.minY, 62 - 100))
        }

        @Test(
            "pinnedViews: [.sectionFooters]: the footer of a section running past the bottom stands at the scroll view's bottom edge, above the home indicator"
        )
        func pinnedFooters() async throws {
            let host = Host.recording()
            await host.launch { PinnedSections(pinned: .sectionFooters) }
            let bottom = try #require(host.scrollViewNode().flatMap(clearFrame(ofScrollView:))).maxY
            let footers = host.colourFrames(height: 20)
            let headers = host.colourFrames(height: 30)
            try #require(headers.count >= 2)
            let length = headers[1].minY - headers[0].minY
            // The section that runs past the bottom, and whose footer would stand below it.
            let cut = Int((bottom - 62) / length)
            try #require(62 + CGFloat(cut + 1) * length > bottom + 20 && footers.count > cut)
            #expect(same(footers[cut].maxY, bottom))
            // The footers of the sections above stand where they end, under their rows.
            for (index, footer) in footers.prefix(cut).enumerated() {
                #expect(same(footer.maxY, 62 + CGFloat(index + 1) * length))
            }
        }

        @Test("A spacing given replaces each pair's: rows that prefer none stand 8 apart when the stack says 8")
        func givenSpacingWins() async throws {
            let host = Host.recording()
            await host.launch {
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(0..<40, id: \.self) { n in Snug { Text("Row \(n)").frame(height: 50) } }
                    }
                }
            }
            let first = try #require(host.frame(ofText: "Row 0"))
            let second = try #require(host.frame(ofText: "Row 1"))
            #expect(same(second.minY - first.minY, 58))
        }
    }
}
