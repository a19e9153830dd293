import Foundation
import Testing

@testable import ViewGraph

private struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.closeSubpath()
        }
    }
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
    @Test("AnyShape's outline is the outline of the shape it wraps, in any rectangle")
    func anyShapeOutline() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(AnyShape(Wedge()).path(in: rect) == Wedge().path(in: rect))
        #expect(AnyShape(Wedge()).path(in: rect) != Wedge().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(AnyShape(Rectangle()).path(in: rect) == Rectangle().path(in: rect))
    }

    @Test(
        "AnyShape takes the room it is offered as the shape it wraps does: beside a 100-point colour in 260 points, 160"
    )
    func anyShapeLayout() async throws {
        func colourFrames<V: View>(_ view: V) async -> [CGRect] {
            let host = Host.recording()
            await host.launch { view }
            return host.colourFrames()
        }
        let wrappedCircle = await colourFrames(Beside(shape: AnyShape(Circle())))
        let wrappedWedge = await colourFrames(Beside(shape: AnyShape(Wedge())))
        let circle = await colourFrames(Beside(shape: Circle()))
        #expect(wrappedCircle == circle)
        #expect(wrappedWedge == circle)
        let frame = try #require(wrappedWedge.first)
        #expect(same(frame.width, 100))
        #expect(same(frame.minX - (402 - 260) / 2, 160))
    }
}
