import Foundation
import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("Shapes take the room they are offered")
    struct ShapeLayoutTests {}
}

// Published layout facts: sizes, positions and rules people measured on Apple's SwiftUI and wrote
// down, or Apple stated, each reproduced by a small program and asserted against the engine. Each test
// names its source by the letter below and quotes the figure or the rule; where a figure is worked out
// for the iPhone 17 the engine stands for (402 x 874 points, safe area 62 above and 34 below), the
// comment shows the sum. Sources, by the letter the tests cite them by:
// - [IR] Irmandade Swift, "Shape" (irmandadeswift.com/tutoriaisdb/shape, Portuguese): shapes "expand
//   to take the most space available"; a Circle given 100 x 50 "will have only 50 of height and 50 of width".
// - [SA] Scripting app's Shape guide (2025), https://scriptingapp.github.io/guide/docs/Types/Shape,
//   which mirrors SwiftUI's shapes: a circle "centered within the view's frame. Its radius is half
//   the length of the frame's shortest side".
// - [JU] Judo's Capsule article (docs.judo.app/en/articles/9043139-capsule, a SwiftUI design tool):
//   "If you add the shape directly to the canvas without a Frame, it defaults to 10x10."
extension EngineTests.ShapeLayoutTests {
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
