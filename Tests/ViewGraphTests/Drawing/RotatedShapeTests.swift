import Foundation
import Testing

@testable import ViewGraph

/// A shape whose outline ends at its rectangle's bottom-trailing corner.
private struct Corner: Shape {
    func path(in rect: CGRect) -> Path { Path { $0.move(to: CGPoint(x: rect.maxX, y: rect.maxY)) } }
}

extension EngineTests {
    @Test("RotatedShape turns the shape's outline about its anchor: a positive angle turns clockwise on the screen")
    func rotatedShapeOutline() throws {
        // e-b-olson/SwiftUIDemo's RotatedShape page builds one by its initializer (SwiftUI, iOS 13).
        // The screen's y axis points down, so 90 degrees takes the bottom-trailing corner of a 40 x 20
        // rectangle, 20 right of and 10 below its centre, to 10 left of and 20 below it.
        let turned = RotatedShape(shape: Corner(), angle: .degrees(90))
        #expect(turned.anchor == .center)
        let point = try #require(turned.path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).currentPoint)
        #expect(abs(point.x - 10) < 1e-9 && abs(point.y - 30) < 1e-9)
    }
}
