import Foundation
import Testing

@testable import ViewGraph

// Published layout facts, fifth round: rules and figures from sources the first four rounds
// (PublishedLayoutFactsTests.swift, ...Round2Tests.swift, ...Round3Tests.swift, ...Round4Tests.swift)
// did not cite. Most are what a developer saw on iOS and wrote down in an issue, a pull request or a
// question; where the source measured another device, the fact is a rule that does not depend on the
// device, and the test works it out for the iPhone 17 the engine stands for (402 x 874 points, safe
// area 62 above and 34 below, so 778 tall: DeviceMetrics.swift), showing the sum. No fact here
// depends on the system font's glyph widths.
//
// Spacers and pushing-out views:
// - [LW] lochiwei, "iOS" notes (lochiwei.gitbook.io/ios/swiftui/view/layout/frame/.frame and
//   .../swiftui/layout): "Spacer inside a VStack will probably take all space vertically, but no space
//   horizontally"; "push-out views: expand to fill space offered by parent. Color, LinearGradient, Circle".
// - [EK] eemdeeks, iOS study notes, swiftUI/View/Compose Views/Container views/Spacer.md (Korean):
//   a Spacer before the image and text "pushes the two views to the far right"; with a Spacer at the
//   start and at the end, they "take the space equally on both sides, so the image and text are
//   placed the same as with no Spacer" (translated).
// - [KY] Kyle Ye, "Everything You Should Know About Spacer" (kyleye.top, 2025-07-12), from
//   OpenSwiftUI: a Spacer whose axis is nil "expands in both directions when not constrained by a stack".
// Lists and scroll views:
// - [CU] moreSwift/swift-cross-ui issue 372 (2026-01-20): "in SwiftUI, a `List` takes up all
//   available vertical space".
// - [TP] TableProApp/TablePro pull request 1392 (2026-05-22): "A SwiftUI `List` expands to fill the
//   height it is offered and never shrinks to its content".
// - [BL] spatie/bloom pull request 22 (2026-08-25): "a ScrollView takes the height it is offered, not
//   the height of what is in it"; "one prompt sat at the top of 260 points of empty panel".
// - [GS] pietropizzi/GridStack issue 11 (2020-06-10): a grid "based on `ScrollView`, which by default
//   is full-screen height", its screenshot one short row at the top of the screen.
// - [OY] Khoa Pham, "How to fit ScrollView to content in SwiftUI" (github.com/onmyway133/blog issue
//   769, 2021-02-06; round 1's [OM] is another of his posts, issue 734): "If we place `ScrollView`
//   inside HStack or VStack, it takes all remaining space."
// - [SK] skiptools/skip-ui, SwiftUI ported to Android and mended where it differed from iOS: issue
//   315 (2026-01-21), `ScrollView(.horizontal) { LazyHStack(alignment: .top) { Text(...) } }`
//   "Expected: Left aligned, as it is on iOS"; pull request 316, "Make LazyHStack fill height, not
//   width, matching iOS"; issue 29 (2024-05-02), with `.frame(maxWidth: .infinity)` "the SwiftUI view
//   will expand to fill its parent", shown in the iOS simulator.
// - [WH] WWHigh/WWDC-STUDY issue 8 (2022-06-15), notes on WWDC20 "Stacks, Grids, and Outlines in
//   SwiftUI" (Korean): "LazyV(H)Stack, unlike a V(H)Stack that takes only its content's room, takes
//   the spare room as well" (translated), beside a screenshot of both in a ScrollView.
// - [PC] ilamanov/SwiftPieChart issue 4 (2023-03-06): "This does not work in a scrollview as the height
//   always returns 10 from the geometry reader." [DD] duckduckgo/apple-browsers pull request 5100
//   (2026-05-26), a review: in a `ScrollView` -> `VStack` with no height given, "the `GeometryReader`
//   collapses to ~10pt (the default minimal size)".
// - [JY] jiyi27, "SwiftUI Containers" (blog.jiyi27.com/posts/ios/swiftui/010-containers, Chinese): "if
//   a grid has only adaptive columns, all columns share the screen's width equally, so each grid item
//   is the same size" (translated).
// - [OG] Khoa Pham, "How to use GeometryReader in SwiftUI" (github.com/onmyway133/blog issue 735,
//   2021-01-01): "By default `GeometryReader` takes up whole width and height of parent, and align its
//   content as `.topLeading`", its overlay on a 300 x 300 rectangle printing "300x300".
// - [EF] YusukeHosonuma/Effective-SwiftUI issue 42 (2022-06-29, Japanese): a text framed to the
//   reader's width in a `GeometryReader` "is shown aligned to the top rather than centred", where
//   `.frame(maxWidth: .infinity)` fills the width as well; "GeometryReader has a topLeading alignment,
//   not the center that most other SwiftUI containers default to" (translated).
// Controls:
// - [MT] wanteddev/montage-ios pull request 488 (2026-05-22, Korean): "from iOS 26 the default size of
//   SwiftUI's `Toggle` changed": "iOS 26+: 63×28", "iOS 25 and below: 51×31 as before" (translated).
// - [HN] hotwired/hotwire-native-ios pull request 199 (2025-11-14): under a large title the navigation
//   view sets the scroll view's content offset "On an iPhone 17 running iOS 26.1 [to] `(0.0, -168.0)`";
//   collapsed, `(0.0, -116.0)`.
// Safe area, alignment, proposals:
// - [RM] Rob Mayoff's answer to Stack Overflow question 56450804, "Order of modifiers in SwiftUI view
//   impacts view appearance" (2019): Apple's Landmarks tutorial's `MapView().edgesIgnoringSafeArea(.top)
//   .frame(height: 300)` reaches the top of the screen; with the two modifiers swapped "there's extra
//   space between the Hello World label and the map": the safe-area-ignoring view "lays out its body
//   differently depending on whether its own top edge is at the top edge of the safe area".
// - [IO] monoqlo, "入門 SwiftUI Alignment Guide" (iOSDC Japan 2022, speakerdeck.com/monoqlo/iosdc2022):
//   an `HStack(alignment: .bottom)` of a 100 x 400 and a 150 x 200 bar, whose bottoms line up.
// - [VX] vinhnx/notes issue 462 (2021-11-03), quoting The SwiftUI Lab's "Alignment Guides": "If the
//   container is tight, the alignment parameter in the frame method will have no visual effect."
// - [GP] moona3k/macparakeet pull request 574 (2026-06-20), a review: "`ProposedViewSize
//   .replacingUnspecifiedDimensions()` substitutes `10` pt for any `nil` axis".

/// The frames of the views on the screen that are `colour`, in tree order.
@MainActor
private func frames(of colour: Color, in host: ViewGraph.Host) -> [CGRect] {
    var frames: [CGRect] = []
    host.graph.root?.forEachNode { node in
        if let view = node.view as? Color, view == colour, let frame = node.globalFrame { frames.append(frame) }
    }
    return frames
}

/// The host `content` was launched in.
@MainActor
private func launched(@ViewBuilder _ content: @escaping () -> some View) async -> ViewGraph.Host {
    let host = Host.recording()
    await host.launch { content() }
    return host
}

/// Whether two frames are the same to within a third of a point (one pixel), for shares of a width
/// that the pixel grid rounds.
private func near(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 0.34 && abs(a.minY - b.minY) < 0.34 && abs(a.width - b.width) < 0.34
        && abs(a.height - b.height) < 0.34
}

extension EngineTests {
    @MainActor
    @Suite(
        "Published layout facts, round 5: spacers, lists and scroll views, lazy stacks, safe-area order, alignment, proposals"
    )
    struct PublishedLayoutFactsRound5Tests {
        // MARK: - Spacers and views that push out

        @Test("A Spacer in a VStack takes the whole height and no width: the stack is 50 wide and 778 tall ([LW])")
        func spacerInVStack() async throws {
            let host = await launched {
                VStack {
                    Color.red.frame(width: 50, height: 50)
                    Spacer()
                }
                .background { Color.gray }
            }
            // The stack is as wide as the square, centred: (402 - 50) / 2 = 176; it fills the safe area's height.
            #expect(same(frames(of: .gray, in: host).first, CGRect(x: 176, y: 62, width: 50, height: 778)))
            #expect(same(frames(of: .red, in: host).first, CGRect(x: 176, y: 62, width: 50, height: 50)))
        }

        @Test("A Spacer before a square pushes it to the trailing edge: x = 402 - 50 = 352 ([EK])")
        func spacerPushesTrailing() async throws {
            let host = await launched {
                HStack {
                    Spacer()
                    Color.red.frame(width: 50, height: 50)
                }
            }
            // The row is as tall as the square, centred in the safe area: 62 + (778 - 50) / 2 = 426.
            #expect(same(frames(of: .red, in: host).first, CGRect(x: 352, y: 426, width: 50, height: 50)))
        }

        @Test(
            "Spacers on both sides share the room equally: the square stands where it would with none, x = 176 ([EK])")
        func spacersBothSides() async throws {
            let host = await launched {
                HStack {
                    Spacer()
                    Color.red.frame(width: 50, height: 50)
                    Spacer()
                }
            }
            #expect(same(frames(of: .red, in: host).first, CGRect(x: 176, y: 426, width: 50, height: 50)))
        }

        @Test("A Spacer outside any stack expands both ways: in a ZStack it fills the safe area ([KY])")
        func spacerOutsideStack() async throws {
            let host = await launched { ZStack { Spacer() }.background { Color.gray } }
            #expect(same(frames(of: .gray, in: host).first, CGRect(x: 0, y: 62, width: 402, height: 778)))
        }

        @Test("A LinearGradient pushes out as a colour does: it fills the safe area, 402 x 778 ([LW])")
        func gradientPushesOut() async throws {
            let host = await launched { LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom) }
            #expect(same(host.frame { $0 is LinearGradient }, CGRect(x: 0, y: 62, width: 402, height: 778)))
        }

        // MARK: - Lists and scroll views take the length they are offered

        @Test(
            "A List of one row takes all the height a VStack leaves it: the 50-point bar below stands at the bottom, y = 840 - 50 = 790 ([CU])"
        )
        func listTakesHeight() async throws {
            let host = await launched {
                VStack(spacing: 0) {
                    List { Text("One row") }
                    Color.blue.frame(height: 50)
                }
            }
            #expect(same(frames(of: .blue, in: host).first, CGRect(x: 0, y: 790, width: 402, height: 50)))
        }

        @Test("A List framed only in width never shrinks to its one row: the frame is 300 x 778 ([TP])")
        func listNeverShrinks() async throws {
            let host = await launched { List { Text("One row") }.frame(width: 300).background { Color.gray } }
            // (402 - 300) / 2 = 51.
            #expect(same(frames(of: .gray, in: host).first, CGRect(x: 51, y: 62, width: 300, height: 778)))
        }

        @Test(
            "A ScrollView takes the height it is offered, not its content's: its 40-point row sits at its top and the bar below at the bottom ([BL])"
        )
        func scrollViewTakesHeight() async throws {
            let host = await launched {
                VStack(spacing: 0) {
                    ScrollView { Color.red.frame(height: 40) }
                    Color.blue.frame(height: 50)
                }
            }
            #expect(same(frames(of: .red, in: host).first, CGRect(x: 0, y: 62, width: 402, height: 40)))
            #expect(same(frames(of: .blue, in: host).first, CGRect(x: 0, y: 790, width: 402, height: 50)))
        }

        @Test("A ScrollView is full-screen height whatever its content: around one 50 x 40 row it is 778 tall ([GS])")
        func scrollViewFullHeight() async throws {
            let host = await launched {
                ScrollView { Color.red.frame(width: 50, height: 40) }.background { Color.gray }
            }
            let scroll = try #require(frames(of: .gray, in: host).first)
            #expect(same(scroll.minY, 62) && same(scroll.height, 778))
            #expect(same(frames(of: .red, in: host).first?.minY, 62))
        }

        @Test("A horizontal ScrollView in an HStack takes all the remaining width: 402 - 50 = 352 ([OY])")
        func horizontalScrollTakesRest() async throws {
            let host = await launched {
                HStack(spacing: 0) {
                    Color.red.frame(width: 50, height: 50)
                    ScrollView(.horizontal) { Color.blue.frame(width: 30, height: 30) }
                        .background { Color.gray }
                }
            }
            let scroll = try #require(frames(of: .gray, in: host).first)
            #expect(same(scroll.minX, 50) && same(scroll.width, 352))
            #expect(same(frames(of: .blue, in: host).first?.minX, 50))
        }

        @Test(
            "A LazyHStack(alignment: .top) in a horizontal ScrollView stands at the leading edge, its square in the top corner ([SK] 315)"
        )
        func lazyHStackLeading() async throws {
            let host = await launched {
                ScrollView(.horizontal) {
                    LazyHStack(alignment: .top) { Color.red.frame(width: 50, height: 50) }
                }
            }
            #expect(same(frames(of: .red, in: host).first, CGRect(x: 0, y: 62, width: 50, height: 50)))
        }

        @Test("A LazyHStack fills the height, not the width: 50 x 778 around one square ([SK] 316)")
        func lazyHStackFillsHeight() async throws {
            let host = await launched {
                ScrollView(.horizontal) {
                    LazyHStack { Color.red.frame(width: 50, height: 50) }.background { Color.gray }
                }
            }
            #expect(same(frames(of: .gray, in: host).first, CGRect(x: 0, y: 62, width: 50, height: 778)))
            // Centred down the stack: 62 + (778 - 50) / 2 = 426.
            #expect(same(frames(of: .red, in: host).first, CGRect(x: 0, y: 426, width: 50, height: 50)))
        }

        @Test(
            "In a ScrollView a LazyVStack takes the spare width as well, where a VStack takes only its square's ([WH])")
        func lazyVStackTakesSpareWidth() async throws {
            let lazy = await launched {
                ScrollView { LazyVStack { Color.red.frame(width: 50, height: 50) }.background { Color.gray } }
            }
            #expect(same(frames(of: .gray, in: lazy).first, CGRect(x: 0, y: 62, width: 402, height: 50)))
            #expect(same(frames(of: .red, in: lazy).first?.minX, 176))
            let eager = await launched {
                ScrollView { VStack { Color.red.frame(width: 50, height: 50) }.background { Color.gray } }
            }
            #expect(same(frames(of: .gray, in: eager).first, CGRect(x: 176, y: 62, width: 50, height: 50)))
        }

        @Test("A GeometryReader in a ScrollView is 10 points tall, as wide as offered ([PC]; [DD])")
        func geometryReaderInScrollView() async throws {
            let alone = await launched { ScrollView { GeometryReader { _ in Color.red } } }
            #expect(same(frames(of: .red, in: alone).first, CGRect(x: 0, y: 62, width: 402, height: 10)))
            let stacked = await launched {
                ScrollView {
                    VStack(spacing: 0) {
                        GeometryReader { _ in Color.red }
                        Color.blue.frame(height: 50)
                    }
                }
            }
            #expect(same(frames(of: .red, in: stacked).first, CGRect(x: 0, y: 62, width: 402, height: 10)))
            #expect(same(frames(of: .blue, in: stacked).first?.minY, 72))
        }

        @Test(
            "A grid of adaptive(minimum: 100) columns only: three columns share the 402 points equally, (402 - 2 x 8) / 3 = 128.67 ([JY])"
        )
        func adaptiveColumnsShareWidth() async throws {
            let host = await launched {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                        ForEach(0..<4, id: \.self) { _ in Color.red.frame(height: 50) }
                    }
                }
            }
            let cells = frames(of: .red, in: host)
            try #require(cells.count == 4)
            // Four columns would need 4 x 100 + 3 x 8 = 424 > 402; three need 316.
            let width = (402.0 - 16) / 3
            #expect(near(cells[0], CGRect(x: 0, y: 62, width: width, height: 50)))
            #expect(near(cells[1], CGRect(x: width + 8, y: 62, width: width, height: 50)))
            #expect(near(cells[2], CGRect(x: 2 * (width + 8), y: 62, width: width, height: 50)))
            #expect(near(cells[3], CGRect(x: 0, y: 62 + 50 + 8, width: width, height: 50)))
        }

        @Test(
            "A GeometryReader in a 300 x 300 overlay is 300 x 300 and puts its content at its top-leading corner ([OG])"
        )
        func readerInOverlay() async throws {
            let host = await launched {
                Color.gray
                    .overlay { GeometryReader { _ in Color.red.frame(width: 50, height: 50) } }
                    .frame(width: 300, height: 300)
            }
            // The square stands at the frame's corner: (402 - 300) / 2 = 51, 62 + (778 - 300) / 2 = 301.
            #expect(same(frames(of: .gray, in: host).first, CGRect(x: 51, y: 301, width: 300, height: 300)))
            #expect(same(frames(of: .red, in: host).first, CGRect(x: 51, y: 301, width: 50, height: 50)))
        }

        @Test(
            "A bar framed to the reader's width stands at the top of the screen; framed to maxWidth .infinity it stands in the middle ([EF])"
        )
        func readerAlignsTop() async throws {
            let read = await launched {
                GeometryReader { proxy in Color.red.frame(width: proxy.size.width, height: 50) }
            }
            #expect(same(frames(of: .red, in: read).first, CGRect(x: 0, y: 62, width: 402, height: 50)))
            let framed = await launched { Color.red.frame(height: 50).frame(maxWidth: .infinity) }
            // 62 + (778 - 50) / 2 = 426.
            #expect(same(frames(of: .red, in: framed).first, CGRect(x: 0, y: 426, width: 402, height: 50)))
        }

        @Test(
            "Under a large title on an iPhone 17 a scroll view's content starts 168 points down; under an inline title, 116 ([HN])"
        )
        func contentUnderNavigationBar() async throws {
            let large = await launched {
                NavigationStack { ScrollView { Color.red.frame(height: 50) }.navigationTitle("Title") }
            }
            // 62 (status bar) + 54 (bar) + 52 (large title) = 168.
            #expect(same(frames(of: .red, in: large).first?.minY, 168))
            let inline = await launched {
                NavigationStack {
                    ScrollView { Color.red.frame(height: 50) }
                        .navigationTitle("Title")
                        .navigationBarTitleDisplayMode(.inline)
                }
            }
            // 62 + 54 = 116.
            #expect(same(frames(of: .red, in: inline).first?.minY, 116))
        }

        // MARK: - Controls

        @Test(
            "On iOS 26 and later a Toggle's switch is 63 x 28: a toggle with its label hidden is that size, one with a label as wide as offered and 28 tall ([MT])"
        )
        func toggleSwitchSize() async throws {
            let bare = await launched { Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().fixedSize() }
            let toggle = { (view: any View) in String(describing: type(of: view)).hasPrefix("Toggle<") }
            let switchOnly = try #require(bare.frame(where: toggle))
            #expect(same(switchOnly.width, 63) && same(switchOnly.height, 28))
            let labelled = await launched { Toggle("Wi-Fi", isOn: .constant(true)) }
            let row = try #require(labelled.frame(where: toggle))
            #expect(same(row.width, 402) && same(row.height, 28))
        }

        // MARK: - The safe area and the order of modifiers

        @Test(
            "edgesIgnoringSafeArea(.top) inside frame(height: 300) at the top of the screen reaches past the safe area: 0 to 362 ([RM])"
        )
        func ignoringInsideFrame() async throws {
            let host = await launched {
                VStack(spacing: 0) {
                    Color.red.edgesIgnoringSafeArea(.top).frame(height: 300)
                    Color.blue.frame(height: 50)
                    Spacer()
                }
            }
            // The frame stands 62 to 362; the colour in it takes the 62 points above as well.
            #expect(same(frames(of: .red, in: host).first, CGRect(x: 0, y: 0, width: 402, height: 362)))
            #expect(same(frames(of: .blue, in: host).first?.minY, 362))
        }

        @Test(
            "Swapped, the 300-point frame stands at the top of the room the ignoring view reaches, 0 to 300, leaving 62 points above the next view ([RM])"
        )
        func frameInsideIgnoring() async throws {
            let host = await launched {
                VStack(spacing: 0) {
                    Color.red.frame(height: 300).edgesIgnoringSafeArea(.top)
                    Color.blue.frame(height: 50)
                    Spacer()
                }
            }
            // The ignoring view is 300 tall at 62 in the stack; it lays its content out from the screen's
            // top, and the frame, 300 tall whatever it is offered, stands at that top-leading corner, so
            // the next view, at 362, is 62 points below it ([RM]'s "extra space"). That the content is
            // anchored top-leading, not centred, is how OpenSwiftUI's `_SafeAreaIgnoringLayout` (audited
            // against SwiftUI 6.5.4) places it, read not copied.
            #expect(same(frames(of: .red, in: host).first, CGRect(x: 0, y: 0, width: 402, height: 300)))
            #expect(same(frames(of: .blue, in: host).first?.minY, 362))
        }

        @Test("frame(maxWidth: .infinity) makes a 50-point square's frame fill its parent's width ([SK] 29)")
        func maxWidthFillsParent() async throws {
            let host = await launched {
                VStack(spacing: 0) {
                    Color.red.frame(width: 50, height: 50).frame(maxWidth: .infinity).background { Color.gray }
                }
            }
            #expect(same(frames(of: .gray, in: host).first, CGRect(x: 0, y: 426, width: 402, height: 50)))
            #expect(same(frames(of: .red, in: host).first?.minX, 176))
        }

        // MARK: - Alignment

        @Test("HStack(alignment: .bottom): a 100 x 400 and a 150 x 200 bar share the bottom line at 651 ([IO])")
        func bottomAlignedBars() async throws {
            let host = await launched {
                HStack(alignment: .bottom) {
                    Color.red.frame(width: 100, height: 400)
                    Color.blue.frame(width: 150, height: 200)
                }
            }
            // The row is 100 + 8 + 150 = 258 wide and 400 tall: x from (402 - 258) / 2 = 72, y from 62 + (778 - 400) / 2 = 251.
            #expect(same(frames(of: .red, in: host).first, CGRect(x: 72, y: 251, width: 100, height: 400)))
            #expect(same(frames(of: .blue, in: host).first, CGRect(x: 180, y: 451, width: 150, height: 200)))
        }

        @Test(
            "A frame as wide as its content is tight: its trailing alignment leaves the leading-aligned column as it was ([VX])"
        )
        func tightFrameAlignment() async throws {
            let host = await launched {
                VStack(alignment: .leading) {
                    Color.red.frame(width: 100, height: 20)
                    Color.blue.frame(width: 50, height: 20)
                }
                .frame(width: 100, alignment: .trailing)
            }
            let red = try #require(frames(of: .red, in: host).first)
            let blue = try #require(frames(of: .blue, in: host).first)
            #expect(same(red.minX, 151) && same(blue.minX, 151))
        }

        // MARK: - Proposals

        @Test("replacingUnspecifiedDimensions() puts 10 points for each nil axis, and keeps the others ([GP])")
        func unspecifiedDimensionsAreTen() {
            #expect(
                ProposedViewSize(width: nil, height: 50).replacingUnspecifiedDimensions()
                    == CGSize(width: 10, height: 50))
            #expect(
                ProposedViewSize(width: 300, height: nil).replacingUnspecifiedDimensions()
                    == CGSize(width: 300, height: 10))
            #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        }
    }
}
