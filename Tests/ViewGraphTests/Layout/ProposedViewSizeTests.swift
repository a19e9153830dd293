import Foundation
import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("What a view answers a proposal")
    struct ProposedViewSizeTests {}
}

// Published layout facts: sizes, positions and rules people measured on Apple's SwiftUI and wrote
// down, or Apple stated, each reproduced by a small program and asserted against the engine. Each test
// names its source by the letter below and quotes the figure or the rule; where a figure is worked out
// for the iPhone 17 the engine stands for (402 x 874 points, safe area 62 above and 34 below), the
// comment shows the sum. Sources, by the letter the tests cite them by:
// - [AD] Apple's SwiftUI documentation (developer.apple.com/documentation/swiftui, 2025-2026
//   pages): ProposedViewSize, Layout.sizeThatFits(proposal:subviews:cache:), layoutPriority(_:),
//   frame(minWidth:...), AlignmentID, alignmentGuide(_:computeValue:), Spacer, AnyLayout.
// - [MU] mburger89/MetalUI, docs/probes/swiftui-layout-input-validation.swift: a probe layout that
//   proposes one size to one view and prints the answer, recorded 2026-09-14 on macOS 26.6.2 with
//   Apple Swift 6.3.3 (SwiftUI's layout lives in SwiftUICore, shared by iOS and macOS; no iOS-only
//   view is measured there).
// - [FG] The SwiftUI Field Guide, swiftuifieldguide.com/layout/ (Chris Eidhof, 2024-2026): ideal-size,
//   flexible-frames, aspect-ratio, scrollview, geometry-reader, hstack.
// - [GP] moona3k/macparakeet pull request 574 (2026-06-20), a review: "`ProposedViewSize
//   .replacingUnspecifiedDimensions()` substitutes `10` pt for any `nil` axis".
extension EngineTests.ProposedViewSizeTests {
    // MARK: - What built-in views answer

    @Test(
        "A colour takes any proposal: 50x60 gives 50x60, zero gives 0x0, infinity gives infinity ([AD] ProposedViewSize; [MU] P6)"
    )
    func colourAnswers() async {
        // [AD]: "The zero proposal; the view responds with its minimum size. The infinity proposal;
        // the view responds with its maximum size." [MU] P6: Color offered 50x60 -> 50x60, .zero -> 0x0,
        // .infinity -> inf x inf.
        #expect(
            await answer(ProposedViewSize(width: 50, height: 60)) { Color.red }.size
                == CGSize(width: 50, height: 60))
        #expect(await answer(.zero) { Color.red }.size == .zero)
        #expect(await answer(.infinity) { Color.red }.size == CGSize(width: CGFloat.infinity, height: .infinity))
    }

    @Test("A shape's ideal size is 10x10: Rectangle().fixedSize() is 10x10 ([FG] ideal-size; [MU] P8b)")
    func shapeIdealSize() async {
        // [FG] ideal-size: "All the built-in shapes have an ideal size of 10x10." [MU] P8b: a Color
        // with aspectRatio(2, .fit) offered nil x nil answers 10.0x10.0.
        #expect(await answer(.unspecified) { Rectangle() }.size == CGSize(width: 10, height: 10))
        #expect(
            await answer(ProposedViewSize(width: 300, height: 300)) { Rectangle().fixedSize() }.size
                == CGSize(width: 10, height: 10))
        #expect(await answer(.unspecified) { Color.red }.size == CGSize(width: 10, height: 10))
    }

    @Test(
        "An ideal width and height stand in for a nil proposal only: fixedSize gives 100x40, a proposal of 300x200 gives 300x200 ([FG] ideal-size)"
    )
    func idealFrame() async {
        // [FG] ideal-size: RoundedRectangle with frame(idealWidth: 100, idealHeight: 40).fixedSize()
        // renders at 100x40; without fixedSize it fits itself into the proposed space.
        #expect(
            await answer(ProposedViewSize(width: 300, height: 200)) {
                RoundedRectangle(cornerRadius: 5).frame(idealWidth: 100, idealHeight: 40).fixedSize()
            }.size == CGSize(width: 100, height: 40))
        #expect(
            await answer(ProposedViewSize(width: 300, height: 200)) {
                RoundedRectangle(cornerRadius: 5).frame(idealWidth: 100, idealHeight: 40)
            }.size == CGSize(width: 300, height: 200))
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
