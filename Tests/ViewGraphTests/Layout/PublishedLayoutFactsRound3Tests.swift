import Foundation
import Testing

@testable import ViewGraph

// Published layout facts, third round: rules and sizes from sources neither the first round
// (PublishedLayoutFactsTests.swift) nor the second (PublishedLayoutFactsRound2Tests.swift) used.
// Each test names its source by the letter below and quotes the rule or the figure; where the
// figure is worked out from a stated rule for the iPhone 17 on iOS 26/27 the engine stands for
// (402 x 874 points, safe area 62 above and 34 below, DeviceMetrics.swift), the comment shows the
// sum. No fact here depends on the system font's glyph widths beyond "this sentence is wider than
// 200 points at 17 points".
//
// Apple's pages (developer.apple.com/documentation/swiftui, the 2026 copies, SDK 27), none cited before:
// - [GI] GridItem, https://developer.apple.com/documentation/swiftui/griditem: a LazyHGrid of four
//   fixed rows, 30, 60, 90 and 10 tall, with spacings 1, 10, 20 and 50 after them.
// - [GF] GridItem.Size.flexible(minimum:maximum:), https://developer.apple.com/documentation/swiftui/griditem/size-swift.enum/flexible(minimum:maximum:):
//   "The size of this item is the size of the grid with spacing and inflexible items removed,
//   divided by the number of flexible items, clamped to the provided bounds"; minimum 10 by default.
// - [GA] GridItem.Size.adaptive(minimum:maximum:), https://developer.apple.com/documentation/swiftui/griditem/size-swift.enum/adaptive(minimum:maximum:):
//   "prefers to insert as many items of the minimum size as possible but lets them increase to the
//   maximum size".
// - [GU] gridCellUnsizedAxes(_:), https://developer.apple.com/documentation/swiftui/view/gridcellunsizedaxes(_:):
//   "prevents a flexible view like a Spacer, Divider, or Color from defining the size of a row or column".
// - [GC] gridCellColumns(_:), https://developer.apple.com/documentation/swiftui/view/gridcellcolumns(_:).
// - [SP] safeAreaPadding(_:_:), https://developer.apple.com/documentation/swiftui/view/safeareapadding(_:_:):
//   "Adds the provided insets into the safe area of this view", its example a horizontal ScrollView
//   with .safeAreaPadding(.horizontal, 20.0).
// - [DV] Divider, https://developer.apple.com/documentation/swiftui/divider: "When contained in a
//   stack, the divider extends across the minor axis of the stack, or horizontally when not in a stack."
// - [IS] ignoresSafeArea(_:edges:), https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:),
//   and edgesIgnoringSafeArea(_:): "Any edges that you don't include in this set remain unchanged."
// - [FX] fixedSize() and fixedSize(horizontal:vertical:), https://developer.apple.com/documentation/swiftui/view/fixedsize():
//   "a Text view placed in an explicitly sized frame wraps and truncates its string to remain within
//   its parent's bounds"; fixedSize keeps "the ideal size of its children both dimensions".
// Others:
// - [W19] WWDC19 "Building Custom Views with SwiftUI" (Apple, session 237), as noted at
//   https://wwdcnotes.com/documentation/wwdc19-237-building-custom-views-with-swiftui/: "(Bonus)
//   SwiftUI rounds coordinates to the nearest pixel"; "The bounds of a Text view never stretch
//   beyond the height and width of its displayed lines."
// - [SA] Scripting app's Shape guide (2025), https://scriptingapp.github.io/guide/docs/Types/Shape,
//   which mirrors SwiftUI's shapes: a circle "centered within the view's frame. Its radius is half
//   the length of the frame's shortest side".
// - [IR] Irmandade Swift, "Shape" (irmandadeswift.com/tutoriaisdb/shape, Portuguese): shapes "expand
//   to take the most space available"; a Circle given 100 x 50 "will have only 50 of height and 50 of width".
// - [JU] Judo's Capsule article (docs.judo.app/en/articles/9043139-capsule, a SwiftUI design tool):
//   "If you add the shape directly to the canvas without a Frame, it defaults to 10x10."
// - [VR] RudinP, "[SwiftUI] Lazy Grid" (velog.io/@rudin_/SwiftUI-Lazy-Grid, 2025-08-01, Korean):
//   plain GridItem()s share the width equally; a flexible item takes its maximum when there is room;
//   fixed items wider than the screen together are clipped, not shrunk.
// - [JJ] "SwiftUI - 格子" (juejin.cn/post/7176540480912654391, 2022, Chinese): three
//   flexible(minimum: 60) rows "fill the view, since .flexible's maximum is infinite by default".
// - [RG] Rio Ogino, "Fixed-width, Dynamically-sized, One-line Text Views in SwiftUI" (2024),
//   https://rioogino.com/posts/2024/swiftui_fixed_width_text: a hidden view keeps its room in a
//   ZStack; lineLimit(1) truncates; minimumScaleFactor shrinks "the view size in both dimensions".
// - [OE] objc.io, Swift Talk 238, "SwiftUI Layout Explained: Grids with Flexible Columns" (2021), its
//   code at github.com/objcio/S01E238-swiftui-layout-explained-grids-with-flexible-columns: a
//   re-implemented VGrid drawn at half opacity over SwiftUI's LazyVGrid, with a slider for the width,
//   to compare; its columns are sized in order, fixed ones first, each flexible one offered the width
//   left over the number of columns left, clamped to its bounds.
// - [NF] Samith, "Laying out components" (notes.samith.me/docs/programming/swiftui/laying-out-components/):
//   a stack divides the space into equal parts, sizes its least flexible view first, "and then
//   chooses its own size to exactly enclose its children".
// - [JR] JR Dev Hub, "Beyond the Line: Mastering SwiftUI Dividers" (2025-10),
//   https://www.jrdevhub.com/2025/10/beyond-line-mastering-swiftui-dividers.html: in an HStack the
//   divider is "a vertical separator ... spanning the full height of its parent container".

private let sentence = "A single line of text, too long to fit in a box."

/// The frame of the first view of type `T` on the screen.
@MainActor
private func frame<T>(of _: T.Type, in host: ViewGraph.Host) -> CGRect? {
    host.frame { $0 is T }
}

/// The frames of the colours `content` puts on the screen, in a vertical scroll view as grids are.
@MainActor
private func gridColours(@ViewBuilder _ content: @escaping () -> some View) async -> [CGRect] {
    await colours { ScrollView { content() } }
}

extension EngineTests {
    @MainActor @Suite("Published layout facts, round 3: grids, dividers, safe areas, shapes, text in frames")
    struct PublishedLayoutFactsRound3Tests {
        // MARK: - Lazy grids

        @Test(
            "Apple's GridItem example: fixed rows 30, 60, 90 and 10 with spacings 1, 10 and 20 between them start at 0, 31, 101 and 211 ([GI])"
        )
        func fixedRowsWithSpacings() async throws {
            // [GI]: GridItem(.fixed(30), spacing: 1), (.fixed(60), spacing: 10), (.fixed(90), spacing: 20),
            // (.fixed(10), spacing: 50): each row's spacing stands after it; the last one's falls outside.
            let frames = await colours {
                ScrollView(.horizontal) {
                    LazyHGrid(
                        rows: [
                            GridItem(.fixed(30), spacing: 1), GridItem(.fixed(60), spacing: 10),
                            GridItem(.fixed(90), spacing: 20), GridItem(.fixed(10), spacing: 50),
                        ], spacing: 5
                    ) {
                        ForEach(0..<8) { _ in Color.red.frame(width: 30) }
                    }
                }
            }
            try #require(frames.count == 8)
            let top = frames[0].minY
            for (frame, (offset, height)) in zip(frames.prefix(4), [(0.0, 30.0), (31, 60), (101, 90), (211, 10)]) {
                #expect(same(frame.minY - top, offset) && same(frame.height, height))
            }
            // The next column starts after the grid's spacing of 5.
            #expect(same(frames[4].minX - frames[0].maxX, 5) && same(frames[4].minY, top))
        }

        @Test("Three flexible columns share 402 less two 8-point spacings: 128.67 each ([GF])")
        func threeFlexibleColumns() async throws {
            let frames = await gridColours {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {
                    ForEach(0..<3) { _ in Color.red.frame(height: 20) }
                }
            }
            try #require(frames.count == 3)
            #expect(frames.allSatisfy { abs($0.width - 386.0 / 3) < 0.34 })
        }

        @Test(
            "A fixed 100 column leaves a flexible one 402 - 100 - 8 = 294 ([GF]: \"spacing and inflexible items removed\")"
        )
        func flexibleBesideFixed() async throws {
            let frames = await gridColours {
                LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible())]) {
                    ForEach(0..<2) { _ in Color.red.frame(height: 20) }
                }
            }
            try #require(frames.count == 2)
            #expect(same(frames[0].width, 100) && same(frames[1].width, 294))
            #expect(same(frames[1].minX - frames[0].maxX, 8))
        }

        @Test(
            "A flexible column clamped to its maximum leaves the rest to the next: 100, then 402 - 8 - 100 = 294 ([GF]; [OE])"
        )
        func flexibleClampedToMaximum() async throws {
            // [GF] divides the space "with spacing and inflexible items removed" among the flexible items and
            // clamps each; read alone it gives the second column (402 - 8) / 2 = 197. [OE], a re-implementation
            // drawn over SwiftUI's own LazyVGrid to compare, sizes the columns in order, each offered what is
            // left over the number left, so a column held at its maximum passes what it did not take on: 294.
            // The two agree once a clamped item counts as inflexible, which is how the engine reads Apple's
            // sentence (LazyGridLayout.swift, rule 3); a measurement decides where the wording is ambiguous.
            let frames = await gridColours {
                LazyVGrid(columns: [GridItem(.flexible(maximum: 100)), GridItem(.flexible())]) {
                    ForEach(0..<2) { _ in Color.red.frame(height: 20) }
                }
            }
            try #require(frames.count == 2)
            #expect(same(frames[0].width, 100) && same(frames[1].width, 294))
        }

        @Test("Two plain GridItem()s share the width equally: 197 each ([VR])")
        func defaultItemsShareEqually() async throws {
            let frames = await gridColours {
                LazyVGrid(columns: [GridItem(), GridItem()]) { ForEach(0..<4) { _ in Color.red.frame(height: 20) } }
            }
            try #require(frames.count == 4)
            #expect(frames.allSatisfy { same($0.width, 197) })
            #expect(same(frames[2].minX, frames[0].minX) && same(frames[2].minY, frames[0].maxY + 8))
        }

        @Test("One flexible(minimum: 100, maximum: 300) column takes its maximum when there is room: 300 ([VR]; [GF])")
        func flexibleTakesMaximum() async throws {
            let frames = await gridColours {
                LazyVGrid(columns: [GridItem(.flexible(minimum: 100, maximum: 300))]) {
                    ForEach(0..<2) { _ in Color.red.frame(height: 20) }
                }
            }
            try #require(frames.count == 2)
            #expect(same(frames[0].width, 300))
        }

        @Test(
            "Fixed columns wider than the screen together keep their widths, 300 and 200, 8 apart ([VR]: clipped, not shrunk)"
        )
        func fixedColumnsOverflow() async throws {
            let frames = await gridColours {
                LazyVGrid(columns: [GridItem(.fixed(300)), GridItem(.fixed(200))]) {
                    ForEach(0..<2) { _ in Color.red.frame(height: 20) }
                }
            }
            try #require(frames.count == 2)
            #expect(
                same(frames[0].width, 300) && same(frames[1].width, 200) && same(frames[1].minX - frames[0].maxX, 8))
        }

        @Test("adaptive(minimum: 50) fits 7 columns in 402, each (402 - 48) / 7 = 50.57 ([GA])")
        func adaptiveMinimumOnly() async throws {
            // 7 x 50 + 6 x 8 = 398 fits; 8 x 50 + 7 x 8 = 456 does not.
            let frames = await gridColours {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))]) {
                    ForEach(0..<8) { _ in Color.red.frame(height: 20) }
                }
            }
            try #require(frames.count == 8)
            #expect(abs(frames[0].width - 354.0 / 7) < 0.34)
            #expect(same(frames[6].minY, frames[0].minY) && frames[7].minY > frames[0].minY)
        }

        @Test("adaptive(minimum: 100, maximum: 120) fits 3 and lets them grow to 120, not to 128.67 ([GA])")
        func adaptiveGrowsToMaximum() async throws {
            // 3 x 100 + 2 x 8 = 316 fits 402; 4 x 100 + 3 x 8 = 424 does not; (402 - 16) / 3 = 128.67 > 120.
            let frames = await gridColours {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100, maximum: 120))]) {
                    ForEach(0..<4) { _ in Color.red.frame(height: 20) }
                }
            }
            try #require(frames.count == 4)
            #expect(same(frames[0].width, 120))
            #expect(same(frames[2].minY, frames[0].minY) && frames[3].minY > frames[0].minY)
        }

        @Test(
            "Three flexible(minimum: 60) rows of a LazyHGrid fill the scroll view's height: (778 - 16) / 3 = 254 ([JJ]; [GF])"
        )
        func flexibleRowsFill() async throws {
            let frames = await colours {
                ScrollView(.horizontal) {
                    LazyHGrid(rows: Array(repeating: GridItem(.flexible(minimum: 60)), count: 3)) {
                        ForEach(0..<3) { _ in Color.red.frame(width: 40) }
                    }
                }
            }
            try #require(frames.count == 3)
            #expect(frames.allSatisfy { same($0.height, 254) })
            #expect(same(frames[0].minY, 62) && same(frames[2].maxY, 840))
        }

        // MARK: - Grid

        @Test(
            "A Divider with gridCellUnsizedAxes(.horizontal) is as wide as the grid's columns, and leaves the grid that wide: 150 ([GU])"
        )
        func unsizedDivider() async throws {
            let host = Host.recording()
            await host.launch {
                Grid(horizontalSpacing: 0) {
                    GridRow {
                        Color.red.frame(width: 100, height: 10)
                        Color.green.frame(width: 50, height: 10)
                    }
                    Divider().gridCellUnsizedAxes(.horizontal)
                    GridRow {
                        Color.blue.frame(width: 100, height: 10)
                        Color.orange.frame(width: 50, height: 10)
                    }
                }
                .background { Color.gray }
            }
            let divider = try #require(frame(of: Divider.self, in: host))
            let grid = try #require(host.colourFrames().last)
            #expect(same(divider.width, 150) && same(grid.width, 150))
        }

        @Test(
            "Without gridCellUnsizedAxes, the Divider takes the width the grid is offered: the grid is 402 wide ([GU])")
        func sizedDivider() async throws {
            let host = Host.recording()
            await host.launch {
                Grid(horizontalSpacing: 0) {
                    GridRow {
                        Color.red.frame(width: 100, height: 10)
                        Color.green.frame(width: 50, height: 10)
                    }
                    Divider()
                }
                .background { Color.gray }
            }
            let grid = try #require(host.colourFrames().last)
            #expect(same(grid.width, 402))
        }

        @Test(
            "gridCellColumns(2) with gridCellUnsizedAxes(.horizontal) spans two columns and the spacing between them: 50 + 10 + 80 = 140 ([GC]; [GU])"
        )
        func spanningCell() async throws {
            let frames = await colours {
                Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                    GridRow {
                        Color.red.frame(width: 50, height: 10)
                        Color.green.frame(width: 80, height: 10)
                    }
                    GridRow { Color.blue.frame(height: 10).gridCellUnsizedAxes(.horizontal).gridCellColumns(2) }
                }
            }
            try #require(frames.count == 3)
            #expect(same(frames[2].width, 140) && same(frames[2].minX, frames[0].minX))
        }

        @Test(
            "A plain Color spanning two columns is flexible and widens them to the width offered: 402 ([GC]; [GU]: a Color defines \"the size of a row or column\")"
        )
        func flexibleSpanningCell() async throws {
            let frames = await colours {
                Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                    GridRow {
                        Color.red.frame(width: 50, height: 10)
                        Color.green.frame(width: 80, height: 10)
                    }
                    GridRow { Color.blue.frame(height: 10).gridCellColumns(2) }
                }
            }
            try #require(frames.count == 3)
            #expect(same(frames[2].width, 402))
        }

        // MARK: - Safe areas

        @Test(
            "safeAreaPadding(.horizontal, 20) insets the view's safe area: a reader in it is 20 from each side, 362 wide ([SP])"
        )
        func safeAreaPaddingInsets() async {
            let host = Host.recording()
            await host.launch { SafeAreaProbe(horizontal: true).safeAreaPadding(.horizontal, 20) }
            #expect(host.screen().contains { $0.contains("\"x 20 y 62 w 362 h 778 ") })
        }

        @Test(
            "Apple's safeAreaPadding example: a horizontal scroll view's first item starts 20 in, and its content scrolls out to the screen's edges ([SP])"
        )
        func safeAreaPaddingScrollView() async throws {
            let host = Host.recording()
            await host.launch {
                ScrollView(.horizontal) {
                    HStack(spacing: 10) { ForEach(0..<10) { _ in Color.red.frame(width: 80, height: 40) } }
                }
                .safeAreaPadding(.horizontal, 20)
            }
            // The padding is safe area, not room taken away: the scroll view's frame keeps to the safe area
            // as any view's does, but it scrolls its content across the whole of it, as it does under
            // the bars (ScrollGeometry.swift's scrolling area), so the items pass under the 20 points.
            let scroll = try #require(host.scrollViewNode())
            let first = try #require(host.colourFrames().first)
            #expect(same(first.minX, 20))
            #expect(same(scrollingArea(of: scroll).minX, 0) && same(scrollingArea(of: scroll).width, 402))
        }

        @Test("ignoresSafeArea() lets a colour fill the whole screen: 402 x 874 from the top ([IS])")
        func ignoresAll() async throws {
            let frames = await colours { Color.red.ignoresSafeArea() }
            try #require(frames.count == 1)
            #expect(same(frames[0], CGRect(x: 0, y: 0, width: 402, height: 874)))
        }

        @Test(
            "ignoresSafeArea(edges: .top) leaves the bottom edge unchanged: 0 to 840 ([IS]: \"Any edges that you don't include ... remain unchanged\")"
        )
        func ignoresTop() async throws {
            let frames = await colours { Color.red.ignoresSafeArea(edges: .top) }
            try #require(frames.count == 1)
            #expect(same(frames[0], CGRect(x: 0, y: 0, width: 402, height: 840)))
        }

        @Test("edgesIgnoringSafeArea(.bottom) reaches the bottom only: 62 to 874 ([IS])")
        func edgesIgnoringBottom() async throws {
            let frames = await colours { Color.red.edgesIgnoringSafeArea(.bottom) }
            try #require(frames.count == 1)
            #expect(same(frames[0], CGRect(x: 0, y: 62, width: 402, height: 812)))
        }

        @Test(
            "ignoresSafeArea(.keyboard) with no keyboard up changes nothing: 62 to 840 ([IS]: the regions to expand into)"
        )
        func ignoresKeyboardOnly() async throws {
            let frames = await colours { Color.red.ignoresSafeArea(.keyboard) }
            try #require(frames.count == 1)
            #expect(same(frames[0], CGRect(x: 0, y: 62, width: 402, height: 778)))
        }

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

        // MARK: - Text in frames

        @Test("A text in a 200 x 200 frame wraps to stay within 200 points ([FX])")
        func textWrapsInFrame() async throws {
            let host = Host.recording()
            await host.launch { Text(sentence).frame(width: 200, height: 200) }
            let text = try #require(host.frame(ofText: sentence))
            #expect(text.width <= 200 && text.height > 30)
        }

        @Test("fixedSize() keeps the text's ideal size in the 200 x 200 frame: one line, wider than the frame ([FX])")
        func fixedSizeOneLine() async throws {
            let host = Host.recording()
            await host.launch { Text(sentence).fixedSize().frame(width: 200, height: 200) }
            let text = try #require(host.frame(ofText: sentence))
            #expect(text.width > 200 && abs(text.height - 61.0 / 3) < 0.01)
        }

        @Test("fixedSize(horizontal: false, vertical: true) wraps to 200 and takes the lines' full height ([FX])")
        func fixedSizeVertically() async throws {
            let host = Host.recording()
            await host.launch {
                Text(sentence).fixedSize(horizontal: false, vertical: true).frame(width: 200, height: 20)
            }
            let text = try #require(host.frame(ofText: sentence))
            // Two lines or more of 20.29 points, though the frame is 20 tall.
            #expect(text.width <= 200 && text.height > 40)
        }

        @Test(
            "A text's bounds never stretch beyond its lines: \"Hi\" in a 300-point frame is narrower than 300 and one line tall ([W19])"
        )
        func textHugsItsLines() async throws {
            let host = Host.recording()
            await host.launch { Text("Hi").frame(width: 300, height: 100) }
            let text = try #require(host.frame(ofText: "Hi"))
            #expect(text.width < 50 && abs(text.height - 61.0 / 3) < 0.01)
        }

        @Test("lineLimit(1) keeps a long text to one line in 100 points ([RG])")
        func lineLimitOne() async throws {
            let host = Host.recording()
            await host.launch { Text(sentence).lineLimit(1).frame(width: 100) }
            let text = try #require(host.frame(ofText: sentence))
            #expect(text.width <= 100 && abs(text.height - 61.0 / 3) < 0.01)
        }

        @Test("minimumScaleFactor(0.5) shrinks a one-line text in both dimensions: less than a line tall ([RG])")
        func scaleFactorShrinksHeight() async throws {
            let host = Host.recording()
            await host.launch { Text(sentence).lineLimit(1).minimumScaleFactor(0.5).frame(width: 200) }
            let text = try #require(host.frame(ofText: sentence))
            #expect(text.width <= 200 && text.height < 61.0 / 3 - 0.5)
        }

        @Test(
            "A hidden view keeps its room in a ZStack: the visible 40 x 20 colour stands at the top-leading corner of a 120 x 30 stack ([RG])"
        )
        func hiddenKeepsRoom() async throws {
            let frames = await colours {
                ZStack(alignment: .topLeading) {
                    Color.red.frame(width: 120, height: 30).hidden()
                    Color.blue.frame(width: 40, height: 20)
                }
            }
            let blue = try #require(frames.last)
            // The stack is centred in the safe area: x (402 - 120) / 2 = 141, y 62 + (778 - 30) / 2 = 436.
            #expect(same(blue, CGRect(x: 141, y: 436, width: 40, height: 20)))
        }

        // MARK: - Stacks

        @Test(
            "The least flexible child is sized first from an equal share: Color, frame(maxWidth: 30), Color, Color in 402 are 124, 30, 124, 124 ([NF])"
        )
        func leastFlexibleFromEqualShare() async {
            let frames = await colours {
                HStack(spacing: 0) {
                    Color.red
                    Color.green.frame(maxWidth: 30)
                    Color.blue
                    Color.orange
                }.frame(height: 10)
            }
            #expect(frames.map(\.width) == [124, 30, 124, 124])
        }

        @Test("A stack chooses its size to enclose its children exactly: 50 + 8 + 30 by 40 ([NF])")
        func stackEnclosesChildren() async throws {
            let frames = await colours {
                HStack {
                    Color.red.frame(width: 50, height: 20)
                    Color.green.frame(width: 30, height: 40)
                }.background { Color.blue }
            }
            try #require(frames.count == 3)
            #expect(same(frames[2].width, 88) && same(frames[2].height, 40))
            #expect(same(frames[0].midY, frames[2].midY))
        }

        @Test(
            "Coordinates are rounded to the pixel: a 100.1-point colour centred on the screen starts on a third of a point ([W19])"
        )
        func roundedToPixels() async throws {
            let frames = await colours { Color.red.frame(width: 100.1, height: 10.1) }
            try #require(frames.count == 1)
            let x = frames[0].minX * 3
            let y = frames[0].minY * 3
            #expect(abs(x - x.rounded()) < 0.001 && abs(y - y.rounded()) < 0.001)
        }

        // MARK: - Shapes

        @Test("A Circle with no frame takes all the room it is offered: 402 x 778 ([IR])")
        func circleExpands() async throws {
            let host = Host.recording()
            await host.launch { Circle() }
            let circle = try #require(frame(of: Circle.self, in: host))
            #expect(same(circle, CGRect(x: 0, y: 62, width: 402, height: 778)))
        }

        @Test(
            "A Circle in a 100 x 50 frame is laid out 100 x 50 (its drawing the 50-point circle in the middle) ([IR]; [SA])"
        )
        func circleInWideFrame() async throws {
            let host = Host.recording()
            await host.launch { Circle().frame(width: 100, height: 50) }
            let circle = try #require(frame(of: Circle.self, in: host))
            #expect(same(circle.width, 100) && same(circle.height, 50))
        }

        @Test("A Capsule with no size offered is 10 x 10 ([JU])")
        func capsuleIdealSize() async {
            #expect(await answer(.unspecified) { Capsule() }.size == CGSize(width: 10, height: 10))
            #expect(
                await answer(ProposedViewSize(width: 300, height: 300)) { Capsule().fixedSize() }.size
                    == CGSize(width: 10, height: 10))
        }
    }
}
