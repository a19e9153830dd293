import Foundation
import Testing

@testable import ViewGraph

// Published layout facts, second round: sizes, positions and rules people measured on Apple's
// SwiftUI, or Apple stated, from sources the first round (PublishedLayoutFactsTests.swift) did not
// use. Each test names its source by the letter below and quotes the figure or the rule; where a
// figure is worked out from a stated rule for the iPhone 17 the engine stands for (402 x 874, safe
// area 62 above and 34 below, DeviceMetrics.swift), the comment shows the sum. No fact here depends
// on the system font's glyph widths.
//
// - [OH] objc.io, "How an HStack Lays out Its Children" (2020-11-10),
//   https://www.objc.io/blog/2020/11/10/hstacks-child-ordering: three rectangles in 300 points are
//   100 each; a maxWidth-100 and a minWidth-100 rectangle in 150 are 75 and 100, "the HStack even
//   draws out of bounds of its enclosing frame".
// - [OG] objc.io, "SwiftUI's Grid Views" (2020-11-23), https://www.objc.io/blog/2020/11/23/grid-layout/:
//   LazyVGrid of a fixed(70) and an adaptive(minimum: 40) column in 200 points.
// - [YN] yenovi, "Container Relative Frame" (2025-09-18), https://yenovi.com/blog/container-relative-frame.
// - [MK] Mastering Swift and SwiftUI, "SwiftUI Modifiers Deep Dive: containerRelativeFrame"
//   (2024-09-04), https://swift.mackarous.com/posts/2024/09/modifiers-container-relative-frame.
// - [SC] SwiftUI.cc reference pages (updated 2026-06): spacer-minlength-distribution,
//   hstack-alignment-layout-priority, vstack-spacing-alignment, viewthatfits-adaptive-layout
//   (https://swiftui.cc/reference/...).
// - [FO] Fatbobman, "In-Depth Exploration of Overlay and Background Modifiers in SwiftUI" (2024),
//   https://fatbobman.com/en/posts/in-depth-exploration-of-overlay-and-background-modifiers-in-swiftui
//   (an article the first round's two Fatbobman sources do not include).
// - [MJ] Majid Jabrayilov, "Frames in SwiftUI" (2021-06-02), https://swiftwithmajid.com/2021/06/02/frames-in-swiftui/.
// - [KN] Alexander Grebenyuk, "SwiftUI Layout System" (kean.blog/post/swiftui-layout-system, 2019).
// - [FD] Jack Qin, "One JS, Two UXes" (fudong.dev, 2026),
//   https://fudong.dev/en/blog/swiftui-bottomsheet-ipad-form-factor: on iPhone a sheet is "full width x
//   fraction x screen height", in a table of approximate sizes; checked against Apple's custom
//   detents, which are exact and which the engine follows (see fractionSheet).
// - [HIG] Apple's Human Interface Guidelines, "Right to left" and its "Controls" part,
//   https://developer.apple.com/design/human-interface-guidelines/right-to-left: "reverse most of the UI
//   so it matches the reading direction"; "system-provided UI elements flip automatically"; "flip
//   controls that help people navigate or access items in a fixed order".
// - [PD] p0dee, "Liquid Glass search tab" (2025-09-02), https://p0dee.com/blog/2025/09/02/liquid-glass-search-tab:
//   in a TabView, without `Tab(role: .search)`, "the search field shows directly below the navigation bar,
//   as before" (translated).
// - [AD2] Apple's SwiftUI documentation pages the first round did not cite: containerRelativeFrame(_:count:span:spacing:alignment:),
//   frame(width:height:alignment:), Grid, safeAreaInset(edge:alignment:spacing:content:), searchToolbarBehavior(_:), SearchFieldPlacement.toolbar and
//   .navigationBarDrawer, ToolbarDefaultItemKind.search, UISheetPresentationController.Detent.medium and .custom(identifier:resolver:).
//   Counted with the first round's [AD], not as a new source.

/// The frame a line of `screenWithFrames()` ends with: `Button "Back" (16, 67, 44, 44)`.
private func frame(onLine line: String) -> CGRect? {
    guard let open = line.lastIndex(of: "("), line.hasSuffix(")") else { return nil }
    let numbers = line[line.index(after: open)..<line.index(before: line.endIndex)]
        .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard numbers.count == 4 else { return nil }
    return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
}

/// The frame of the first view on the screen whose line contains `text`.
@MainActor
private func lineFrame(of text: String, in host: ViewGraph.Host) -> CGRect? {
    host.screenWithFrames().first { $0.contains(text) }.flatMap(frame(onLine:))
}

/// The frames of the colours `content` puts on the screen, laid out in `direction`.
@MainActor
private func colours(_ direction: LayoutDirection, @ViewBuilder _ content: @escaping () -> some View) async -> [CGRect]
{
    await colours { content().environment(\.layoutDirection, direction) }
}

// MARK: - Programs the facts measure

private struct ToolbarItems: View {
    var body: some View {
        NavigationStack {
            Text("Body")
                .navigationTitle("Trips")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Color.red.frame(width: 20, height: 20) }
                    ToolbarItem(placement: .topBarTrailing) { Color.blue.frame(width: 10, height: 10) }
                }
        }
    }
}

private struct Pushing: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open") { Text("Detail") }.navigationTitle("Trips")
        }
    }
}

private struct TwoTabs: View {
    var body: some View {
        TabView {
            Text("one").tabItem { Text("First") }
            Text("two").tabItem { Text("Second") }
        }
    }
}

private struct SearchingStack: View {
    var placement: SearchFieldPlacement = .automatic
    @State private var query = ""
    var body: some View {
        NavigationStack {
            SafeAreaProbe()
                .navigationTitle("Cities")
                .navigationBarTitleDisplayMode(.inline)
                .searchable(text: $query, placement: placement, prompt: "City")
        }
    }
}

private struct SearchingInTab: View {
    @State private var query = ""
    var body: some View {
        TabView {
            NavigationStack {
                Text("Cities list")
                    .navigationTitle("Cities")
                    .navigationBarTitleDisplayMode(.inline)
                    .searchable(text: $query, prompt: "City")
            }
            .tabItem { Text("Cities") }
            Text("Other").tabItem { Text("Other") }
        }
    }
}

private struct Sheet: View {
    let detent: PresentationDetent
    @State private var shown = false
    var body: some View {
        Button("Show") { shown = true }
            .sheet(isPresented: $shown) { SafeAreaProbe().presentationDetents([detent]) }
    }
}

extension EngineTests {
    @MainActor @Suite("Published layout facts, round 2: stacks, grids, frames, bars, sheets, right to left, search")
    struct PublishedLayoutFactsRound2Tests {
        // MARK: - Stacks sharing space

        @Test("Three rectangles in HStack(spacing: 0) 300 wide are 100 each ([OH])")
        func threeEqualShares() async {
            // [OH]: "Each view becomes 100 points wide."
            let frames = await colours {
                HStack(spacing: 0) {
                    Color.red
                    Color.green
                    Color.blue
                }.frame(width: 300, height: 100)
            }
            #expect(frames.map(\.width) == [100, 100, 100])
        }

        @Test(
            "frame(maxWidth: 100) and frame(minWidth: 100) in 150 points are 75 and 100, and the stack overflows its frame ([OH])"
        )
        func minWidthOverflows() async throws {
            // [OH]: "the red rectangle becomes 75 wide, and the green rectangle becomes 100 wide. The
            // HStack even draws out of bounds of its enclosing frame!" The stack is 175 wide, centred in
            // the 150 frame: it starts 12.5 to the left of the frame's left edge.
            let frames = await colours {
                HStack(spacing: 0) {
                    Color.red.frame(maxWidth: 100)
                    Color.green.frame(minWidth: 100)
                }
                .frame(width: 150, height: 100)
                .background { Color.blue }
            }
            try #require(frames.count == 3)
            #expect(same(frames[0].width, 75) && same(frames[1].width, 100))
            #expect(abs(frames[0].minX - (frames[2].minX - 12.5)) < 0.34)
            #expect(same(frames[1].minX, frames[0].maxX))
        }

        @Test(
            "Equal Spacers share the leftover equally: Spacer, view, Spacer, Spacer puts the view a third of the way down ([SC] spacer-minlength-distribution)"
        )
        func spacerShares() async throws {
            // [SC]: "Because equal Spacers split leftover space equally ... 1 share above ... 2 shares
            // below -> logo sits in upper third". With no spacing: (778 - 100) / 3 = 226 above it.
            let frames = await colours {
                VStack(spacing: 0) {
                    Spacer()
                    Color.red.frame(width: 50, height: 100)
                    Spacer()
                    Spacer()
                }
            }
            try #require(frames.count == 1)
            #expect(same(frames[0].minY, 62 + 226))
        }

        @Test(
            "Spacer(minLength: 24) keeps its 24 points when the stack runs out of room: two 200-point views make a 424-point row ([SC] spacer-minlength-distribution)"
        )
        func spacerMinimumUnderPressure() async throws {
            // [SC]: "Spacer(minLength: 24) refuses to shrink below 24 points, so adjacent views truncate
            // or wrap before your separation collapses."
            let frames = await colours {
                HStack(spacing: 0) {
                    Color.red.frame(width: 200, height: 10)
                    Spacer(minLength: 24)
                    Color.blue.frame(width: 200, height: 10)
                }
            }
            try #require(frames.count == 2)
            #expect(same(frames[1].minX - frames[0].maxX, 24))
        }

        @Test(
            "A plain Spacer under pressure keeps the system's minimum, 8 points, not zero ([SC] spacer-minlength-distribution against [SC] hstack-alignment-layout-priority)"
        )
        func plainSpacerMinimum() async throws {
            // The two SwiftUI.cc pages disagree: "Plain Spacer() may collapse to the system minimum under
            // pressure" against "plain Spacer() can collapse to zero". Apple's Spacer.minLength: "If you
            // don't set a value, the system uses the default spacing between views", and the first round's
            // [MU] P5 measured that minimum as 8 in HStack(spacing: 0). So: the system minimum, 8.
            let frames = await colours {
                HStack(spacing: 0) {
                    Color.red.frame(width: 200, height: 10)
                    Spacer()
                    Color.blue.frame(width: 200, height: 10)
                }
            }
            try #require(frames.count == 2)
            #expect(same(frames[1].minX - frames[0].maxX, 8))
        }

        @Test(
            "A layoutPriority(1) child is sized first and the others share what remains: 300 and 102 of 402 ([SC] hstack-alignment-layout-priority)"
        )
        func priorityFirst() async throws {
            // [SC]: "raising one to .layoutPriority(1) means it gets sized first and everyone else divides
            // what remains."
            let frames = await colours {
                HStack(spacing: 0) {
                    Color.red.frame(maxWidth: 300).frame(height: 10).layoutPriority(1)
                    Color.blue.frame(height: 10)
                }
            }
            #expect(frames.map(\.width) == [300, 102])
        }

        @Test(
            "A VStack is exactly as tall as its content: two 60-point colours with no spacing are 120 tall, centred in the safe area ([SC] vstack-spacing-alignment; [KN])"
        )
        func vstackHugsContent() async throws {
            // [SC]: "a stack is exactly as big as its content"; [KN]: the root view "has the dimensions
            // of the device minus the safe area insets" and centres its content. (778 - 120) / 2 = 329.
            let frames = await colours {
                VStack(spacing: 0) {
                    Color.teal.frame(height: 60)
                    Color.indigo.frame(height: 60)
                }
            }
            try #require(frames.count == 2)
            #expect(same(frames[0].minY, 62 + 329) && same(frames[1].maxY, 62 + 329 + 120))
            #expect(same(frames[0].width, 402))
        }

        @Test("A view at the root is centred in the screen less its safe area: a 50-point square at (176, 426) ([KN])")
        func rootCentresInSafeArea() async throws {
            // [KN]: "the root view which in this case has the dimensions of the device minus the safe area
            // insets", and the content is centred in it: x (402 - 50) / 2 = 176, y 62 + (778 - 50) / 2 = 426.
            let frames = await colours { Color.red.frame(width: 50, height: 50) }
            try #require(frames.count == 1)
            #expect(same(frames[0], CGRect(x: 176, y: 426, width: 50, height: 50)))
        }

        @Test("A GeometryReader at the root is the screen less its safe area: 402 x 778 ([KN])")
        func readerAtRoot() async {
            let host = Host.recording()
            await host.launch {
                GeometryReader { proxy in Text("root \(Int(proxy.size.width)) x \(Int(proxy.size.height))") }
            }
            #expect(host.screen().contains { $0.contains("root 402 x 778") })
        }

        @Test(
            "A GeometryReader below a 100-point view in a VStack takes the rest of the column: 402 x 678 ([OH]; [KN])")
        func readerInStack() async {
            // [OH]'s algorithm: the least flexible child is measured first, and the flexible reader is
            // offered what is left: 778 - 100.
            let host = Host.recording()
            await host.launch {
                VStack(spacing: 0) {
                    Color.red.frame(height: 100)
                    GeometryReader { proxy in Text("reader \(Int(proxy.size.width)) x \(Int(proxy.size.height))") }
                }
            }
            #expect(host.screen().contains { $0.contains("reader 402 x 678") })
        }

        @Test(
            "fixedSize lets a view ignore a smaller frame and take its ideal size, 300 x 200, centred on the frame ([MJ] fixed size)"
        )
        func fixedSizeIgnoresFrame() async throws {
            // [MJ], "The magic of fixed size modifier in SwiftUI" (2020-04-29): "the fixed size modifier
            // allows to text to ignore the frame and use as much space as needed to render the content.
            // The text component simply exceeds the provided frame". The same with an ideal size given by a frame.
            let frames = await colours {
                Color.red.frame(idealWidth: 300, idealHeight: 200).fixedSize().frame(width: 100, height: 100).background
                { Color.blue }
            }
            try #require(frames.count == 2)
            #expect(same(frames[0].width, 300) && same(frames[0].height, 200))
            #expect(same(frames[0].midX, frames[1].midX) && same(frames[0].midY, frames[1].midY))
        }

        @Test(
            "fixedSize(horizontal: true, vertical: false) fixes the width only: 300 wide, and the frame's 100 tall ([MJ] fixed size)"
        )
        func fixedSizeOneAxis() async throws {
            let frames = await colours {
                Color.red.frame(idealWidth: 300, idealHeight: 200).fixedSize(horizontal: true, vertical: false).frame(
                    width: 100, height: 100)
            }
            try #require(frames.count == 1)
            #expect(same(frames[0].width, 300) && same(frames[0].height, 100))
        }

        @Test(
            "safeAreaInset(edge: .bottom, spacing: 10) stands a 50-point bar at the bottom of the safe area and ends the content 10 above it ([AD2] safeAreaInset)"
        )
        func bottomSafeAreaInset() async {
            // [AD2] safeAreaInset(edge:alignment:spacing:content:): "The content view is anchored to the
            // specified vertical edge in the parent view ... The modified view is inset by the height of
            // content, from edge" (and the spacing). 874 - 34 - 50 - 10 = 780: the content is 62 to 780.
            let host = Host.recording()
            await host.launch {
                SafeAreaProbe().safeAreaInset(edge: .bottom, spacing: 10) { Color.blue.frame(height: 50) }
            }
            #expect(host.screen().contains { $0.contains("\"y 62 h 718 ") })
            #expect(host.colourFrames().first.map { same($0.maxY, 840) && same($0.width, 402) } == true)
        }

        // MARK: - Frames and overlays

        @Test("A 100-point rectangle in a 50-point frame keeps its size and draws outside it, centred ([MJ])")
        func rectangleIgnoresSmallFrame() async throws {
            // [MJ]: "the green rectangle ignores the size proposed by the frame and draws itself outside
            // of the frame."
            let frames = await colours {
                Color.green.frame(width: 100, height: 100).frame(width: 50, height: 50).background { Color.yellow }
                    .frame(width: 300, height: 300).background { Color.black }
            }
            try #require(frames.count == 3)
            #expect(same(frames[0].width, 100) && same(frames[1].width, 50) && same(frames[2].width, 300))
            #expect(same(frames[0].midX, frames[2].midX) && same(frames[0].midY, frames[2].midY))
        }

        @Test(
            "frame(height: 100) alone keeps the view's own width: a rectangle is as wide as the screen ([AD2] frame(width:height:alignment:))"
        )
        func oneDimensionFrame() async throws {
            // [AD2]: "If you only specify one of the dimensions, the resulting view assumes this view's
            // sizing behavior in the other dimension."
            let frames = await colours { Color.blue.frame(height: 100) }
            try #require(frames.count == 1)
            #expect(same(frames[0].width, 402) && same(frames[0].height, 100))
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
        func overlayAlignment() async throws {
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

        // MARK: - Grids

        @Test(
            "LazyVGrid [fixed(70), adaptive(minimum: 40)] in 200 points: 70, then two 57-point items in the 122 left ([OG] #1)"
        )
        func fixedAndAdaptive() async throws {
            // [OG]: "the first column renders as exactly 70 points wide ... leaving us with a remaining
            // width of 122 points ... we can fit two columns (40 + 8 + 40) into the 122 points. Trying to
            // fit three columns (40 + 8 + 40 + 8 + 40) fails." Two items share 122 - 8: 57 each.
            let frames = await colours {
                LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
                    ForEach(0..<6) { _ in Color.red.frame(height: 20) }
                }
                .frame(width: 200)
            }
            try #require(frames.count == 6)
            #expect(frames.prefix(3).map(\.width) == [70, 57, 57])
            let left = frames[0].minX
            #expect(same(frames[1].minX - left, 78) && same(frames[2].minX - left, 143))
            #expect(same(frames[3].minY, frames[0].maxY + 8))
        }

        @Test("An adaptive(minimum: 80) column across 402 points holds four 94.5-point items ([OG])")
        func adaptiveCount() async throws {
            // [OG]'s rule: "it divides the column width by the minimum width, taking spacing into account":
            // 4 x 80 + 3 x 8 = 344 fits 402, 5 x 80 + 4 x 8 = 432 does not; (402 - 24) / 4 = 94.5.
            let frames = await colours {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                        ForEach(0..<8) { _ in Color.red.frame(height: 20) }
                    }
                }
            }
            try #require(frames.count == 8)
            #expect(abs(frames[0].width - 94.5) < 0.34 && same(frames[4].minX, frames[0].minX))
            #expect(frames[1].minY == frames[0].minY && frames[4].minY > frames[3].minY)
        }

        @Test(
            "A Grid's column is as wide as its widest cell, and the grid has as many columns as its longest row ([AD2] Grid)"
        )
        func gridColumns() async throws {
            // [AD2] Grid: the grid sizes each column to fit the widest view in it, and "the grid ... has
            // as many columns as its longest row" (rows with fewer views leave their trailing cells empty).
            let frames = await colours {
                Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                    GridRow {
                        Color.red.frame(width: 50, height: 10)
                        Color.green.frame(width: 20, height: 10)
                    }
                    GridRow {
                        Color.blue.frame(width: 30, height: 10)
                        Color.orange.frame(width: 80, height: 10)
                        Color.purple.frame(width: 10, height: 10)
                    }
                }
            }
            try #require(frames.count == 5)
            // Column widths 50, 80, 10; cells centred in their columns.
            #expect(same(frames[2].midX, frames[0].midX))
            #expect(same(frames[1].midX, frames[3].midX))
            #expect(same(frames[3].minX - frames[0].maxX, 0) && same(frames[4].minX, frames[3].maxX))
        }

        // MARK: - containerRelativeFrame

        /// The width of a colour sized by `frame` in a horizontal scroll view's row, as [YN]'s example has it.
        private func relativeWidth(_ frame: @escaping (Color) -> some View) async throws -> CGFloat {
            let frames = await colours { ScrollView(.horizontal) { HStack { frame(Color.green) } } }
            try #require(frames.count == 1)
            return frames[0].width
        }

        @Test(
            "containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0) in a scroll view is a third of 402: 134 ([YN])"
        )
        func relativeThird() async throws {
            // [YN]'s first view: "Count is the number of imaginary columns the container is divided into".
            #expect(
                same(
                    try await relativeWidth { $0.containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0) },
                    134))
        }

        @Test("count: 4 is a quarter of 402: 100.5, on the pixel grid ([YN])")
        func relativeQuarter() async throws {
            #expect(
                abs(
                    try await relativeWidth { $0.containerRelativeFrame(.horizontal, count: 4, span: 1, spacing: 0) }
                        - 100.5) < 0.34)
        }

        @Test("The closure form is given the container's length: length x 0.75 is 301.5 ([YN])")
        func relativeClosure() async throws {
            // [YN]: "The second version takes a callback, in which you can perform any custom logic to
            // determine the final size based on the container size."
            #expect(
                abs(
                    try await relativeWidth { $0.containerRelativeFrame(.horizontal) { length, _ in length * 0.75 } }
                        - 301.5) < 0.34)
        }

        @Test(
            "containerRelativeFrame's spacing is only subtracted: the stack's own 8 points still stand between the views ([YN])"
        )
        func relativeSpacing() async throws {
            // [YN]: "Spacing tells the modifier how much space to subtract from the length, but doesn't
            // actually introduce any space between views." Two halves of (402 - 10): 196 each, 8 apart.
            let frames = await colours {
                ScrollView(.horizontal) {
                    HStack {
                        Color.red.containerRelativeFrame(.horizontal, count: 2, span: 1, spacing: 10)
                        Color.blue.containerRelativeFrame(.horizontal, count: 2, span: 1, spacing: 10)
                    }
                }
            }
            try #require(frames.count == 2)
            #expect(same(frames[0].width, 196) && same(frames[1].minX - frames[0].maxX, 8))
        }

        @Test(
            "count 3, span 2, spacing 10 gives two columns and the space between them: 264.67 ([AD2] containerRelativeFrame's formula)"
        )
        func relativeSpan() async throws {
            // [AD2]: availableWidth = 402 - 10 x 2 = 382; columnWidth = 382 / 3; itemWidth = columnWidth x 2
            // + 10 = 264.67.
            let frames = await colours {
                ScrollView(.horizontal) {
                    LazyHStack { Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10) }
                }
            }
            try #require(frames.count == 1)
            #expect(abs(frames[0].width - (382.0 / 3 * 2 + 10)) < 0.34)
        }

        @Test(
            "containerRelativeFrame([.horizontal, .vertical]) in a horizontal scroll view fills the screen less its safe area: 402 x 778 ([MK]; [AD2])"
        )
        func relativeFillsScreen() async throws {
            // [AD2]: "each purple rectangle [occupies] the full size of the screen", the size of the
            // container "subtracting any safe area insets"; [MK]: "the Rectangle fills the container".
            let frames = await colours {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ForEach(0..<3) { _ in Color.purple.containerRelativeFrame([.horizontal, .vertical]) }
                    }
                }
            }
            try #require(frames.count >= 1)
            #expect(same(frames[0].width, 402) && same(frames[0].height, 778) && same(frames[0].minY, 62))
        }

        @Test(
            "containerRelativeFrame(.vertical) in a tab measures the tab above its bar: 874 - 62 - 34 - 49 = 729 ([MK]; [AD2])"
        )
        func relativeInTab() async throws {
            // [AD2] lists "A tab of a TabView" among the containers, its size "subtracting any safe area
            // insets"; the tab bar is 49 above the home indicator (DeviceMetrics.tabBarHeight).
            let frames = await colours {
                TabView { Color.red.containerRelativeFrame(.vertical).tabItem { Text("One") } }
            }
            try #require(frames.count == 1)
            #expect(same(frames[0].height, 729))
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

        // MARK: - Sheets

        @Test(
            "A sheet at .fraction(0.75) spans the screen's width and three quarters of the large detent's safe height: 610 tall, its top at 264 ([FD] against [AD2] custom detents)"
        )
        func fractionSheet() async throws {
            // [FD]'s table gives a sheet on iPhone as "Full width x fraction x screen height" under the
            // heading "Approximate size"; Apple's UISheetPresentationController.Detent.custom(identifier:resolver:)
            // is exact: the resolver returns "a height within the safe area of the sheet", and the
            // context's maximumDetentValue is the large detent's. The exact rule wins where the two
            // differ: (802 - 34) x 0.75 = 576 above the home indicator, 610 with it; about [FD]'s 655.
            let host = Host.recording()
            await host.launch { Sheet(detent: .fraction(0.75)) }
            try await host.perform(.tap("Show"))
            let sheet = try #require(lineFrame(of: "Sheet", in: host))
            #expect(same(sheet.width, 402) && same(sheet.height, 610) && same(sheet.minY, 264))
            #expect(host.screen().contains { $0.contains("\"y 264 h 576 ") })
        }

        @Test(
            "A sheet at .height(200) gives its content 200 points above the home indicator: the sheet 234 tall, from 640 ([AD2] custom detents; [FD])"
        )
        func heightSheet() async throws {
            // [AD2]: a custom detent's value is "a height within the safe area of the sheet"; the sheet
            // spans the screen's width ([FD]).
            let host = Host.recording()
            await host.launch { Sheet(detent: .height(200)) }
            try await host.perform(.tap("Show"))
            #expect(host.screen().contains { $0.contains("\"y 640 h 200 ") })
            let sheet = try #require(lineFrame(of: "Sheet", in: host))
            #expect(same(sheet.width, 402) && same(sheet.maxY, 874))
        }

        @Test(
            "A .medium sheet is about half the screen: its top at 437 ([FD]; [AD2] Detent.medium: \"approximately half the height of the screen\")"
        )
        func mediumSheet() async throws {
            let host = Host.recording()
            await host.launch { Sheet(detent: .medium) }
            try await host.perform(.tap("Show"))
            #expect(host.screen().contains { $0.contains("\"y 437 h 403 ") })
        }

        // MARK: - Right to left

        @Test(
            "A list row's content starts at the right in right to left: mirrored from its left-to-right place ([HIG] right to left)"
        )
        func listRowRightToLeft() async throws {
            // [HIG]: "reverse most of the UI so it matches the reading direction"; lists are
            // system-provided and "flip automatically".
            let ltr = Host.recording()
            await ltr.launch { List { Text("Row") } }
            let rtl = Host.recording()
            await rtl.launch { List { Text("Row") }.environment(\.layoutDirection, .rightToLeft) }
            let left = try #require(ltr.frame(ofText: "Row"))
            let right = try #require(rtl.frame(ofText: "Row"))
            #expect(same(right.maxX, 402 - left.minX) && same(right.minY, left.minY))
        }

        @Test(
            "A leading toolbar item stands at the right of the bar and a trailing one at the left, in right to left ([HIG] right to left)"
        )
        func barItemsRightToLeft() async throws {
            let ltr = Host.recording()
            await ltr.launch { ToolbarItems() }
            let rtl = Host.recording()
            await rtl.launch { ToolbarItems().environment(\.layoutDirection, .rightToLeft) }
            let before = ltr.colourFrames()
            let after = rtl.colourFrames()
            try #require(before.count == 2 && after.count == 2)
            #expect(same(after[0].maxX, 402 - before[0].minX) && same(after[0].minY, before[0].minY))
            #expect(same(after[1].minX, 402 - before[1].maxX))
        }

        @Test(
            "A pushed screen's back button stands at the right in right to left: (342, 67, 44, 44) ([HIG] right to left, controls)"
        )
        func backButtonRightToLeft() async throws {
            // [HIG]: "Flip controls that help people navigate or access items in a fixed order", the back
            // button among them; the left-to-right one is at (16, 67, 44, 44), so 402 - 16 - 44 = 342.
            let host = Host.recording()
            await host.launch { Pushing().environment(\.layoutDirection, .rightToLeft) }
            try await host.perform(.tap("Open"))
            #expect(host.screenWithFrames().contains { $0.contains("Button \"Back\" (342, 67, 44, 44)") })
        }

        @Test(
            "A tab bar's items run from the right in right to left: the first tab stands right of the second ([HIG] right to left)"
        )
        func tabBarRightToLeft() async throws {
            // [HIG]: items "in a fixed order" flip with the reading direction.
            let ltr = Host.recording()
            await ltr.launch { TwoTabs() }
            let rtl = Host.recording()
            await rtl.launch { TwoTabs().environment(\.layoutDirection, .rightToLeft) }
            let firstLeft = try #require(lineFrame(of: "Tab \"First\"", in: ltr))
            let secondLeft = try #require(lineFrame(of: "Tab \"Second\"", in: ltr))
            let firstRight = try #require(lineFrame(of: "Tab \"First\"", in: rtl))
            let secondRight = try #require(lineFrame(of: "Tab \"Second\"", in: rtl))
            #expect(firstLeft.minX < secondLeft.minX)
            #expect(firstRight.minX > secondRight.minX && same(firstRight.maxX, 402 - firstLeft.minX))
        }

        @Test(
            "A tab bar's items share its inset capsule equally, the bar's height each, above the home indicator (estimate: DeviceMetrics.tabBarInset)"
        )
        func tabBarItemFrames() async throws {
            // 874 - 34 - 49 = 791; the capsule 402 - 2 x 16 = 370 wide, 185 a tab.
            let host = Host.recording()
            await host.launch { TwoTabs() }
            let first = try #require(lineFrame(of: "Tab \"First\"", in: host))
            let second = try #require(lineFrame(of: "Tab \"Second\"", in: host))
            #expect(same(first.minY, 791) && same(first.height, 49) && same(second.minY, 791))
            #expect(same(first.minX, 16) && same(first.width, 185) && same(second.minX, 201) && same(second.maxX, 386))
        }

        @Test(
            "A HStack in right to left mirrors the first round's Spacer push: the square goes to the left edge ([HIG] right to left)"
        )
        func spacerPushRightToLeft() async throws {
            let frames = await colours(.rightToLeft) {
                HStack {
                    Spacer()
                    Color.red.frame(width: 50, height: 50)
                }
            }
            try #require(frames.count == 1)
            #expect(same(frames[0].minX, 0))
        }

        // MARK: - Search

        // Where iOS 26 and 27 put a `searchable` field on iPhone. Apple's pages disagree:
        // SearchFieldPlacement.toolbar still says "In iOS and watchOS, the search field appears below the
        // navigation bar and is revealed by scrolling" (the iOS 15 wording), while iOS 26's
        // searchToolbarBehavior(_:) says "On iPhone, the search field in the bottom toolbar can be
        // configured to appear as a button-like control", its example a `searchable` NavigationStack with
        // no placement, and ToolbarDefaultItemKind.search says the search item "can be placed in the
        // bottomBar ... On iOS, it can also be placed in the top bar". WWDC25's "Build a SwiftUI app with
        // the new design" shows the same: bottom-aligned search on iPhone. [PD] adds that in a TabView,
        // without a search tab, the field stays below the navigation bar. Decision: the newest pages and
        // the recording-era behaviour win: an automatic field of a stack not in a tab bar stands in the
        // bottom toolbar (the 48-point bar above the home indicator, DeviceMetrics.toolbarHeight), and the
        // content's safe area ends above it; in a tab, or placed in the navigation bar's drawer, it stands
        // below the navigation bar.

        @Test(
            "A searchable stack's field stands in the bottom toolbar on iPhone, above the home indicator ([AD2] searchToolbarBehavior; decision above)"
        )
        func searchFieldAtBottom() async throws {
            let host = Host.recording()
            await host.launch { SearchingStack() }
            let field = try #require(lineFrame(of: "TextField \"City\"", in: host))
            #expect(field.minY >= 874 - 34 - 48 && field.maxY <= 874 - 34)
        }

        @Test(
            "The content of a searchable stack ends above the bottom search bar: 874 - 34 - 48 = 792 ([AD2] searchToolbarBehavior; decision above)"
        )
        func searchBarTakesRoom() async throws {
            let host = Host.recording()
            await host.launch { SearchingStack() }
            // The stack's content starts below the 54-point bar, at 116, and ends at 792: 676 tall.
            #expect(host.screen().contains { $0.contains("\"y 116 h 676 ") })
        }

        @Test(
            "navigationBarDrawer placement puts the field below the navigation bar, at the top ([AD2] navigationBarDrawer: \"The field appears below any navigation bar title\")"
        )
        func searchFieldInDrawer() async throws {
            let host = Host.recording()
            await host.launch { SearchingStack(placement: .navigationBarDrawer(displayMode: .always)) }
            let field = try #require(lineFrame(of: "TextField \"City\"", in: host))
            #expect(field.minY >= 116 && field.maxY < 874 / 2)
        }

        @Test("In a TabView tab with no search role, the field stays below the navigation bar ([PD])")
        func searchFieldInTab() async throws {
            let host = Host.recording()
            await host.launch { SearchingInTab() }
            let field = try #require(lineFrame(of: "TextField \"City\"", in: host))
            let content = try #require(host.frame(ofText: "Cities list"))
            #expect(field.minY >= 116 && field.maxY <= content.minY)
        }
    }
}
