import Foundation
import Testing

@testable import ViewGraph

/// A shape whose outline ends at its rectangle's bottom-trailing corner: where a transform takes
/// that corner shows in the path's current point.
private struct Corner: Shape {
    func path(in rect: CGRect) -> Path { Path { $0.move(to: CGPoint(x: rect.maxX, y: rect.maxY)) } }
}

extension EngineTests {
    @Test("OffsetShape(shape:offset:) keeps what it is given and moves the shape's outline by the offset")
    func offsetShapeOutline() {
        // e-b-olson/SwiftUIDemo's OffsetShape page builds one by its initializer (SwiftUI, iOS 13).
        var moved = OffsetShape(shape: Corner(), offset: CGSize(width: 5, height: -3))
        #expect(moved.offset == CGSize(width: 5, height: -3))
        #expect(moved.path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).currentPoint == CGPoint(x: 45, y: 17))
        moved.animatableData.second = AnimatablePair(1, 2)
        #expect(moved.offset == CGSize(width: 1, height: 2))
    }
}
