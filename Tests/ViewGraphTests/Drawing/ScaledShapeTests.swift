import Foundation
import Testing

@testable import ViewGraph

/// A shape whose outline ends at its rectangle's bottom-trailing corner.
private struct Corner: Shape {
    func path(in rect: CGRect) -> Path { Path { $0.move(to: CGPoint(x: rect.maxX, y: rect.maxY)) } }
}

extension EngineTests {
    @Test("ScaledShape scales the shape's outline about its anchor, the centre unless told")
    func scaledShapeOutline() {
        // e-b-olson/SwiftUIDemo's ScaledShape page builds one by its initializer (SwiftUI, iOS 13).
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let half = ScaledShape(shape: Corner(), scale: CGSize(width: 0.5, height: 0.5))
        #expect(half.anchor == .center)
        #expect(half.path(in: rect).currentPoint == CGPoint(x: 30, y: 15))
        let double = ScaledShape(shape: Corner(), scale: CGSize(width: 2, height: 2), anchor: .topLeading)
        #expect(double.path(in: rect).currentPoint == CGPoint(x: 80, y: 40))
    }
}
