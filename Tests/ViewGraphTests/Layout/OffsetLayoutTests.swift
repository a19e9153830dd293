import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("offset and position")
    struct OffsetLayoutTests {
        @Test("An offset moves the view and leaves its neighbours where they were")
        func offsetKeepsPlace() async {
            let host = Host.recording()
            await host.launch {
                VStack(spacing: 0) {
                    Color.red.frame(width: 50, height: 50).offset(x: 10, y: 20)
                    Color.blue.frame(width: 50, height: 50)
                }
            }
            let frames = host.colourFrames()
            #expect(same(frames[0].minX - frames[1].minX, 10))
            #expect(same(frames[1].minY - frames[0].minY, 30))
        }

        @Test("position puts the view's centre at the point, and the modified view takes all it is offered")
        func position() async {
            let host = Host.recording()
            await host.launch { Color.red.frame(width: 20, height: 20).position(x: 50, y: 100) }
            #expect(same(host.frame { $0 is Color }, CGRect(x: 40, y: 62 + 90, width: 20, height: 20)))
        }
    }
}

// Published layout facts: sizes, positions and rules people measured on Apple's SwiftUI and wrote
// down, or Apple stated, each reproduced by a small program and asserted against the engine. Each test
// names its source by the letter below and quotes the figure or the rule; where a figure is worked out
// for the iPhone 17 the engine stands for (402 x 874 points, safe area 62 above and 34 below), the
// comment shows the sum. Sources, by the letter the tests cite them by:
// - [OF] offset(x:y:), https://developer.apple.com/documentation/swiftui/view/offset(x:y:): "The
//   original dimensions of the view aren't changed by offsetting the contents; in the example below
//   the gray border drawn by this view surrounds the original position of the text".
// - [CS] mytuya, "position设置要注意两个大坑" (blog.csdn.net/mytuya/article/details/138359559, 2024,
//   Chinese): position(x:y:) places "the child's centre, not its top-left corner" at the point, and
//   a positioned view "takes the whole container", not its own size: a 75 and a 50 square positioned at
//   (0, 0) and (200, 200) in a 200 x 200 ZStack stand centred on its corners.
// - [W19] WWDC19 "Building Custom Views with SwiftUI" (Apple, session 237), as noted at
//   https://wwdcnotes.com/documentation/wwdc19-237-building-custom-views-with-swiftui/: "(Bonus)
//   SwiftUI rounds coordinates to the nearest pixel"; "The bounds of a Text view never stretch
//   beyond the height and width of its displayed lines."
/// A square of `side` points positioned at (`x`, `y`), its frame read by an `onGeometryChange`
/// between the frame and the position, at the root or filling the screen (`ignoresSafeArea()`).
private struct PositionedProbe: View {
    let side: CGFloat
    let x: CGFloat
    let y: CGFloat
    let fillsScreen: Bool
    var square: some View {
        Color.blue.frame(width: side, height: side)
            .onGeometryChange(for: CGRect.self) {
                $0.frame(in: .global)
            } action: {
                Console.record("\($0)")
            }
            .position(x: x, y: y)
    }
    var body: some View {
        if fillsScreen { ZStack { square }.ignoresSafeArea() } else { square }
    }
}

extension EngineTests.OffsetLayoutTests {
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
        // grid moves by a sixth of a point ([W19]: coordinates are rounded to pixels).
        #expect(
            abs(frames[0].midX - box.minX) < 0.34 && abs(frames[0].midY - box.minY) < 0.34
                && same(frames[0].width, 75))
        #expect(same(frames[1].midX, box.maxX) && same(frames[1].midY, box.maxY) && same(frames[1].width, 50))
    }

    @Test(
        "A square centred on the screen's left edge keeps its size: its edges at -37.5 and 37.5 both round half a pixel up, to -37.33 and 37.67 ([CS]'s first program at the root, a reader between the frame and the position)",
        arguments: [
            // (side, x, y, fills the screen, the frame read)
            (75.0, 0.0, 0.0, false, "(-37.333333333333336, 24.666666666666668, 75.0, 75.0)"),
            (75.0, 0.0, 0.0, true, "(-37.333333333333336, -37.333333333333336, 75.0, 75.0)"),
            (25.0, -10.0, 100.0, true, "(-22.333333333333332, 87.66666666666667, 25.0, 25.0)"),
        ])
    func positionedAcrossZero(side: Double, x: Double, y: Double, fillsScreen: Bool, read: String) async {
        let lines = await Console.capture {
            await Host.recording().launch {
                PositionedProbe(side: CGFloat(side), x: CGFloat(x), y: CGFloat(y), fillsScreen: fillsScreen)
            }
        }
        #expect(lines == [read])
    }

    @Test(
        "In a GeometryReader, squares positioned at half their size from its corners fill the corners exactly ([CS]'s second program)"
    )
    func positionedInReaderCorners() async throws {
        let frames = await colours {
            ZStack {
                GeometryReader { geometry in
                    Color.blue.frame(width: 75, height: 75).position(x: 75 / 2, y: 75 / 2)
                    Color.teal.frame(width: 50, height: 50)
                        .position(x: geometry.size.width - 50 / 2, y: geometry.size.width - 50 / 2)
                }
            }
            .frame(maxWidth: 200, maxHeight: 200)
            .background { Color.yellow }
        }
        try #require(frames.count == 3)
        let box = frames[2]
        #expect(same(frames[1], CGRect(x: box.maxX - 50, y: box.maxY - 50, width: 50, height: 50)))
        // [CS]'s screenshot shows the blue square flush in the top-left corner.
        #expect(same(frames[0], CGRect(x: box.minX, y: box.minY, width: 75, height: 75)))
    }
}
