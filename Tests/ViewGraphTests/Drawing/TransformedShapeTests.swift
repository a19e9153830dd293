import Foundation
import Testing

@testable import ViewGraph

/// A shape whose outline ends at its rectangle's bottom-trailing corner.
private struct Corner: Shape {
    func path(in rect: CGRect) -> Path { Path { $0.move(to: CGPoint(x: rect.maxX, y: rect.maxY)) } }
}

/// A shape beside a fixed-width colour, in a fixed frame: the shape takes what the colour leaves.
private struct Beside<S: Shape>: View {
    let shape: S
    var body: some View {
        HStack(spacing: 0) {
            shape
            Color.blue.frame(width: 100)
        }
        .frame(width: 260, height: 50)
    }
}

extension EngineTests {
    @Test("TransformedShape applies its transform to the shape's outline; six unlabelled values make a transform")
    func transformedShapeOutline() {
        // e-b-olson/SwiftUIDemo's TransformedShape page writes both forms (SwiftUI, iOS 13; the
        // unlabelled initializer is Core Graphics' CGAffineTransformMake).
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let transform = CGAffineTransform(0.5, 0.25, 0.25, 0.5, 50, 20)
        #expect(transform == CGAffineTransform(a: 0.5, b: 0.25, c: 0.25, d: 0.5, tx: 50, ty: 20))
        let shape = TransformedShape(shape: Corner(), transform: transform)
        #expect(shape.path(in: rect).currentPoint == CGPoint(x: 75, y: 40))
        let scaled = TransformedShape(shape: Corner(), transform: CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(scaled.path(in: rect).currentPoint == CGPoint(x: 20, y: 10))
    }

    @Test("A transformed, offset, scaled or rotated shape takes the room it is offered as any shape does")
    func transformedShapesLayout() async {
        func colourFrames<V: View>(_ view: V) async -> [CGRect] {
            let host = Host.recording()
            await host.launch { view }
            return host.colourFrames()
        }
        let circle = await colourFrames(Beside(shape: Circle()))
        #expect(!circle.isEmpty)
        let transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(await colourFrames(Beside(shape: TransformedShape(shape: Rectangle(), transform: transform))) == circle)
        #expect(
            await colourFrames(Beside(shape: OffsetShape(shape: Rectangle(), offset: CGSize(width: 4, height: 4))))
                == circle)
        #expect(
            await colourFrames(Beside(shape: ScaledShape(shape: Rectangle(), scale: CGSize(width: 2, height: 2))))
                == circle)
        #expect(await colourFrames(Beside(shape: RotatedShape(shape: Rectangle(), angle: .degrees(45)))) == circle)
    }
}
