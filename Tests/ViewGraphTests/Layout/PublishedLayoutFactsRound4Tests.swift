import Foundation
import Testing

@testable import ViewGraph

// Published layout facts, fourth round: rules and figures from sources the first three rounds
// (PublishedLayoutFactsTests.swift, ...Round2Tests.swift, ...Round3Tests.swift) did not use. Each
// test names its source by the letter below and quotes the rule or the figure. Where the source
// measured another device, the fact is a rule that does not depend on the device (which region a
// view fills, which corner it shares), and the test works it out for the iPhone 17 the engine stands
// for (402 x 874 points, safe area 62 above and 34 below, DeviceMetrics.swift), showing the sum.
//
// Apple's pages (developer.apple.com/documentation/swiftui, the 2026 copies, SDK 27), none cited before:
// - [ZS] ZStack, https://developer.apple.com/documentation/swiftui/zstack: six 100 x 100 rectangles,
//   "offsetting each successive subview by 10 points so they don't completely overlap"; and "a red
//   100 x 50 point rectangle below, and a blue 50 x 100 point rectangle on top. Because of the
//   alignment value [bottomLeading], both rectangles share a bottom-left corner with the ZStack".
// - [OF] offset(x:y:), https://developer.apple.com/documentation/swiftui/view/offset(x:y:): "The
//   original dimensions of the view aren't changed by offsetting the contents; in the example below
//   the gray border drawn by this view surrounds the original position of the text".
// - [LL] lineLimit(_:reservesSpace:), https://developer.apple.com/documentation/swiftui/view/linelimit(_:reservesspace:):
//   "Whether text reserves space so that it always occupies the height required to display the
//   specified number of lines"; "When the text occupies more space than the provided limit, a Text
//   view truncates its content".
// - [CM] contentMargins(_:_:for:), https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)-1lt8b:
//   "the scroll view will automatically inset its content by the safe area plus an additional 20
//   points on the leading and trailing edge"; ContentMarginPlacement.scrollIndicators "inset their
//   scroll indicators, but not their content".
// Others:
// - [NX] Scott James Remnant, "Exploding Stacks" (netsplit.com/swiftui/exploding-stacks, 2020): a
//   ZStack(alignment: .bottomTrailing) in an infinite frame "has only the minimum size necessary to
//   contain its children" and is centred by the frame; with the infinite frame inside, on the image,
//   "the ZStack now fills the entire device, and the Image is still fixed in size within it" and
//   still centred; the frame's own alignment puts it in the corner. (The round-1 [NS] cited other
//   pages of the same site.)
// - [CS] mytuya, "position设置要注意两个大坑" (blog.csdn.net/mytuya/article/details/138359559, 2024,
//   Chinese): position(x:y:) places "the child's centre, not its top-left corner" at the point, and
//   a positioned view "takes the whole container", not its own size: a 75 and a 50 square positioned at
//   (0, 0) and (200, 200) in a 200 x 200 ZStack stand centred on its corners.
// - [QL] SNQ-2001, "iOS16から使えるlineLimitのreservesSpaceが地味に便利" (qiita.com/SNQ-2001/items/95f0c05be717261fc627,
//   2023, Japanese): in a 200-point column, a short text with lineLimit(3, reservesSpace: true) takes
//   three lines' room, with false one line's; a text of more than three lines looks the same either way.
// - [ZN] samekard, "iOS16 ignoresSafeArea 観測隊" (zenn.dev/samekard_dev/articles/f8da71b8e0f64f,
//   2023-03-30, iPhone 14 simulator, iOS 16.2, Japanese): a table of which views reach past the safe
//   area ("D") and which stay in it ("S"): a VStack with `.background(.green)` around a Rectangle is
//   D and the Rectangle S; `ignoresSafeArea()` on either makes both D.
// - [AX] Charles Wiltgen, Axiom's typography reference (github.com/CharlesWiltgen/Axiom, skill
//   typography-ref, "through iOS 26"): "Tight Leading (reduces line height by 2pt on iOS ...)",
//   "Loose Leading (increases line height by 2pt on iOS ...)".
// - [IF] iOS Font Sizes (iosfontsizes.com): "the font and point sizes used by iOS at the default
//   sizing level": largeTitle 34, title1 28, title2 22, title3 20, headline 17, body 17, callout 16,
//   subheadline 15, footnote 13, caption1 12, caption2 11.
// - [ML] mlemgroup/mlem pull request 2902 (2026-08-10), its author on `defaultMinListRowHeight`:
//   "SwiftUI applies the equivalent of .frame(minHeight: defaultMinListRowHeight) to each item.
//   Because our rows are smaller than this value, this causes some 'padding' to be added at the top
//   and bottom of each row", removed by setting it to 0.
// - [MS] Microsoft, "apple-ux-guide: SwiftUI" (microsoft.github.io/apple-ux-guide/SwiftUI.html):
//   "GeometryReaders always fill all of their proposed size"; in a background, "Size proposed to this
//   will be the final size of the Text view", measuring it "without affecting its layout".
// - [HW] Paul Hudson, "Understanding frames and coordinates inside GeometryReader" (hackingwithswift.com,
//   100 Days of SwiftUI): a text framed to `geo.size.width * 0.9` takes "90% of all available space";
//   a GeometryReader above `Text("More text")` in a VStack "will expand to take up more space".
// - [EX] expo/expo pull request 47000 (2026-06-17): "A List row with listRowInsets({ top: 0, leading:
//   0, bottom: 0, trailing: 0 }) now hugs the row edges instead of keeping SwiftUI's default insets."

/// The frames of the rectangles on the screen, in tree order.
@MainActor
private func rectangleFrames(in host: ViewGraph.Host) -> [CGRect] {
    var frames: [CGRect] = []
    host.graph.root?.forEachNode { node in
        if node.view is Rectangle, let frame = node.globalFrame { frames.append(frame) }
    }
    return frames
}

extension EngineTests {
    @MainActor
    @Suite(
        "Published layout facts, round 4: z-stacks, offsets and positions, line limits, content margins, safe areas, fonts, list rows"
    )
    struct PublishedLayoutFactsRound4Tests {
        // MARK: - ZStack

        @Test(
            "Apple's six offset squares leave the ZStack 100 x 100, centred, and the last square 50 points right and down ([ZS]; [OF])"
        )
        func offsetSquares() async throws {
            let frames = await colours {
                ZStack {
                    ForEach(0..<6) { index in
                        Color.red.frame(width: 100, height: 100).offset(x: CGFloat(index) * 10, y: CGFloat(index) * 10)
                    }
                }
                .background { Color.gray }
            }
            try #require(frames.count == 7)
            // The stack is centred in the safe area: (402 - 100) / 2 = 151, 62 + (778 - 100) / 2 = 401.
            #expect(same(frames[6], CGRect(x: 151, y: 401, width: 100, height: 100)))
            #expect(same(frames[0], frames[6]))
            #expect(same(frames[5], CGRect(x: 201, y: 451, width: 100, height: 100)))
        }

        @Test(
            "ZStack(alignment: .bottomLeading): a red 100 x 50 and a blue 50 x 100 share the stack's bottom-left corner ([ZS])"
        )
        func bottomLeadingCorner() async throws {
            let frames = await colours {
                ZStack(alignment: .bottomLeading) {
                    Color.red.frame(width: 100, height: 50)
                    Color.blue.frame(width: 50, height: 100)
                }
                .background { Color.gray }
            }
            try #require(frames.count == 3)
            let stack = frames[2]
            #expect(same(stack, CGRect(x: 151, y: 401, width: 100, height: 100)))
            #expect(same(frames[0].minX, stack.minX) && same(frames[0].maxY, stack.maxY))
            #expect(same(frames[1].minX, stack.minX) && same(frames[1].maxY, stack.maxY))
        }

        @Test(
            "A ZStack in an infinite frame hugs its child, so its bottomTrailing alignment changes nothing: the 50-point square stays centred ([NX])"
        )
        func stackInInfiniteFrame() async throws {
            let frames = await colours {
                ZStack(alignment: .bottomTrailing) { Color.red.frame(width: 50, height: 50) }
                    .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
            }
            try #require(frames.count == 1)
            #expect(same(frames[0], CGRect(x: 176, y: 426, width: 50, height: 50)))
        }

        @Test(
            "The infinite frame inside the ZStack explodes the stack, and the square still stands centred in the frame ([NX])"
        )
        func explodedStack() async throws {
            let frames = await colours {
                ZStack(alignment: .bottomTrailing) {
                    Color.red.frame(width: 50, height: 50)
                        .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
                }
                .background { Color.gray }
            }
            try #require(frames.count == 2)
            #expect(same(frames[1], CGRect(x: 0, y: 62, width: 402, height: 778)))
            #expect(same(frames[0], CGRect(x: 176, y: 426, width: 50, height: 50)))
        }

        @Test("The frame's own bottomTrailing alignment puts the square in the safe area's corner: (352, 790) ([NX])")
        func frameAlignedCorner() async throws {
            let frames = await colours {
                ZStack {
                    Color.red.frame(width: 50, height: 50)
                        .frame(
                            minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity,
                            alignment: .bottomTrailing)
                }
            }
            try #require(frames.count == 1)
            // 402 - 50 = 352; 840 - 50 = 790.
            #expect(same(frames[0], CGRect(x: 352, y: 790, width: 50, height: 50)))
        }

        // MARK: - Offset and position

        @Test(
            "An offset moves what is drawn, not the view's frame: a background added after the offset stays at the square's place ([OF])"
        )
        func offsetKeepsFrame() async throws {
            let frames = await colours {
                Color.red.frame(width: 50, height: 50)
                    .offset(x: 20, y: 50)
                    .background { Color.gray }
            }
            try #require(frames.count == 2)
            #expect(same(frames[1], CGRect(x: 176, y: 426, width: 50, height: 50)))
            #expect(same(frames[0], CGRect(x: 196, y: 476, width: 50, height: 50)))
        }

        @Test(
            "Squares positioned at (0, 0) and (200, 200) of a 200 x 200 ZStack are centred on its corners, and the stack takes the whole 200 x 200 ([CS])"
        )
        func positionedOnCorners() async throws {
            let frames = await colours {
                ZStack {
                    Color.blue.frame(width: 75, height: 75).position(x: 0, y: 0)
                    Color.teal.frame(width: 50, height: 50).position(x: 200, y: 200)
                }
                .frame(maxWidth: 200, maxHeight: 200)
                .background { Color.yellow }
            }
            try #require(frames.count == 3)
            let box = frames[2]
            // (402 - 200) / 2 = 101; 62 + (778 - 200) / 2 = 351.
            #expect(same(box, CGRect(x: 101, y: 351, width: 200, height: 200)))
            // The 75-point square's centre on the corner puts its edge on a half point, which the pixel
            // grid moves by a sixth of a point ([W19] of round 3: coordinates are rounded to pixels).
            #expect(
                abs(frames[0].midX - box.minX) < 0.34 && abs(frames[0].midY - box.minY) < 0.34
                    && same(frames[0].width, 75))
            #expect(same(frames[1].midX, box.maxX) && same(frames[1].midY, box.maxY) && same(frames[1].width, 50))
        }

        // MARK: - Line limits

        @Test("A short text with lineLimit(3, reservesSpace: true) is three lines tall; with false, one ([LL]; [QL])")
        func reservesThreeLines() async throws {
            let host = Host.recording()
            await host.launch {
                VStack(spacing: 30) {
                    Text("Short").lineLimit(3, reservesSpace: true)
                    Text("Brief").lineLimit(3, reservesSpace: false)
                }
                .frame(width: 200)
            }
            let reserved = try #require(host.frame(ofText: "Short"))
            let plain = try #require(host.frame(ofText: "Brief"))
            let line = FontMetrics(font: .body, in: EnvironmentValues()).lineHeight
            #expect(abs(plain.height - line) < 0.34)
            #expect(abs(reserved.height - 3 * line) < 0.67)
        }

        @Test("A text longer than three lines is cut to three lines whether it reserves space or not ([LL]; [QL])")
        func longTextSameEitherWay() async throws {
            let long =
                "A long sentence that goes on and on, far past the three lines a column of two hundred points holds at the body size."
            let host = Host.recording()
            await host.launch {
                VStack(spacing: 30) {
                    Text(long).lineLimit(3, reservesSpace: true)
                    Text(long + " ").lineLimit(3, reservesSpace: false)
                }
                .frame(width: 200)
            }
            let reserved = try #require(host.frame(ofText: long))
            let plain = try #require(host.frame(ofText: long + " "))
            #expect(same(reserved.height, plain.height))
            #expect(abs(reserved.height - 3 * FontMetrics(font: .body, in: EnvironmentValues()).lineHeight) < 0.67)
        }

        // MARK: - Content margins

        @Test("contentMargins(.horizontal, 20) on a horizontal ScrollView starts its content 20 points in ([CM])")
        func contentMarginsInset() async throws {
            let frames = await colours {
                ScrollView(.horizontal) {
                    HStack(spacing: 10) { ForEach(0..<10) { _ in Color.red.frame(width: 80, height: 40) } }
                }
                .contentMargins(.horizontal, 20)
            }
            try #require(frames.count == 10)
            #expect(same(frames[0].minX, 20))
        }

        @Test(
            "contentMargins for .scrollIndicators leaves the content where it was: at 0 ([CM] ContentMarginPlacement.scrollIndicators)"
        )
        func indicatorMarginsLeaveContent() async throws {
            let frames = await colours {
                ScrollView(.horizontal) {
                    HStack(spacing: 10) { ForEach(0..<10) { _ in Color.red.frame(width: 80, height: 40) } }
                }
                .contentMargins(.horizontal, 20, for: .scrollIndicators)
            }
            try #require(frames.count == 10)
            #expect(same(frames[0].minX, 0))
        }

        // MARK: - Safe areas

        @Test(
            "A VStack's .background(.green) reaches the screen's edges while the Rectangle in it stays in the safe area ([ZN]: VStack D, Rectangle S)"
        )
        func shapeStyleBackgroundFillsScreen() async throws {
            let host = Host.recording()
            await host.launch { VStack { Rectangle().foregroundColor(.red) }.background(.green) }
            // The red Rectangle, then the one `.background(.green)` fills, in the order of the tree.
            let rectangles = rectangleFrames(in: host)
            try #require(rectangles.count == 2)
            #expect(same(rectangles[0], CGRect(x: 0, y: 62, width: 402, height: 778)))
            #expect(same(rectangles[1], CGRect(x: 0, y: 0, width: 402, height: 874)))
        }

        @Test(
            "ignoresSafeArea() on the VStack lets the Rectangle in it reach the screen's edges ([ZN]: VStack .iSA(), Rectangle D)"
        )
        func stackIgnoringSafeArea() async throws {
            let host = Host.recording()
            await host.launch { VStack { Rectangle().foregroundColor(.red) }.background(.green).ignoresSafeArea() }
            let rectangle = try #require(host.frame { $0 is Rectangle })
            #expect(same(rectangle, CGRect(x: 0, y: 0, width: 402, height: 874)))
        }

        @Test(
            "ignoresSafeArea() on the Rectangle inside the VStack lets it reach the screen's edges too ([ZN]: Rectangle .iSA(), both D)"
        )
        func shapeIgnoringSafeAreaInStack() async throws {
            let host = Host.recording()
            await host.launch { VStack { Rectangle().foregroundColor(.red).ignoresSafeArea() }.background(.green) }
            let rectangle = try #require(host.frame { $0 is Rectangle })
            #expect(same(rectangle, CGRect(x: 0, y: 0, width: 402, height: 874)))
        }

        // MARK: - Fonts

        @Test(
            "The text styles' point sizes at the default text size ([IF])",
            arguments: [
                (Font.largeTitle, 34.0), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
                (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11),
            ])
        func textStylePointSizes(font: Font, points: Double) {
            #expect(same(FontMetrics(font: font, in: EnvironmentValues()).pointSize, points))
        }

        @Test("Tight leading takes 2 points from the space between two lines of body, loose leading adds 2 ([AX])")
        func leadingBetweenLines() async throws {
            let host = Host.recording()
            await host.launch {
                VStack {
                    Text("One\nTwo")
                    Text("Three\nFour").font(.body.leading(.tight))
                    Text("Five\nSix").font(.body.leading(.loose))
                }
            }
            let standard = try #require(host.frame(ofText: "One\nTwo"))
            let tight = try #require(host.frame(ofText: "Three\nFour"))
            let loose = try #require(host.frame(ofText: "Five\nSix"))
            #expect(abs(standard.height - tight.height - 2) < 0.34)
            #expect(abs(loose.height - standard.height - 2) < 0.34)
        }

        // MARK: - List rows

        @Test(
            "A row smaller than defaultMinListRowHeight is raised to it, 44; with a minimum of 0 it is shorter ([ML])")
        func minimumRowHeight() async throws {
            func rowPitch(minimum: CGFloat?) async throws -> CGFloat {
                let frames = await colours {
                    if let minimum {
                        List {
                            Color.red.frame(height: 10)
                            Color.blue.frame(height: 10)
                        }.environment(\.defaultMinListRowHeight, minimum)
                    } else {
                        List {
                            Color.red.frame(height: 10)
                            Color.blue.frame(height: 10)
                        }
                    }
                }
                try #require(frames.count == 2)
                return frames[1].midY - frames[0].midY
            }
            #expect(same(try await rowPitch(minimum: nil), 44))
            #expect(try await rowPitch(minimum: 0) < 44)
        }

        @Test("With listRowInsets of zero the row's content hugs the row's edges: as wide as the section's card ([EX])")
        func zeroInsetsHugRow() async throws {
            let host = Host.recording()
            await host.launch {
                List {
                    Color.red.frame(height: 10).listRowInsets(EdgeInsets())
                    Text("Other")
                }
            }
            let colour = try #require(host.colourFrames().first)
            let card = try #require(
                host.graph.root.flatMap { root -> CGRect? in
                    var found: CGRect?
                    root.forEachNode { node in
                        if found == nil, let list = ((node.view as? any ContentContainer)?.layoutRule as? ListLayout),
                            let bounds = node.layoutGeometry?.exactFrame
                        {
                            found = list.sections(of: node, in: bounds).first?.frame
                        }
                    }
                    return found
                })
            #expect(same(colour.minX, card.minX) && same(colour.width, card.width))
        }
        // MARK: - Geometry readers

        @Test(
            "A GeometryReader in a background is offered the final size of the text it is on, and changes nothing of its layout ([MS])"
        )
        func readerInBackground() async throws {
            let host = Host.recording()
            await host.launch { Text("Sample text").background { GeometryReader { _ in Color.clear } } }
            let text = try #require(host.frame(ofText: "Sample text"))
            let reader = try #require(host.frame { $0 is GeometryReader<Color> })
            #expect(same(reader, text))
            // Centred in the safe area as it would be with no background at all.
            #expect(abs(text.midX - 201) < 0.34 && abs(text.midY - 451) < 0.34)
        }

        @Test("A text framed to 90% of the reader's width is 0.9 x 402 wide, at the reader's top-leading corner ([HW])")
        func ninetyPercentOfReader() async throws {
            let host = Host.recording()
            await host.launch {
                GeometryReader { proxy in
                    Text("Hello, World!").frame(width: proxy.size.width * 0.9).background(Color.red)
                }
            }
            // `.background(Color.red)` is the ShapeStyle overload: a rectangle filled red, as wide as the
            // frame (it reaches up past the safe area the frame touches, [ZN]).
            let red = try #require(rectangleFrames(in: host).first)
            #expect(abs(red.width - 361.8) < 0.34 && same(red.minX, 0))
            let text = try #require(host.frame(ofText: "Hello, World!"))
            #expect(abs(text.midX - 361.8 / 2) < 0.34 && same(text.minY, 62))
        }

        @Test(
            "A GeometryReader above a text in a VStack takes all the room it can: the text ends at the safe area's bottom, 840 ([HW])"
        )
        func readerPushesTextDown() async throws {
            let host = Host.recording()
            await host.launch {
                VStack {
                    GeometryReader { _ in Color.red.frame(height: 40) }
                    Text("More text")
                }
            }
            let text = try #require(host.frame(ofText: "More text"))
            #expect(same(text.maxY, 840))
            let reader = try #require(host.frame { $0 is GeometryReader<ModifiedContent<Color, _FrameLayout>> })
            #expect(same(reader.minY, 62) && same(reader.maxY, text.minY - 8))
        }
    }
}
