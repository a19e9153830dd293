import Foundation
import Testing

@testable import ViewGraph

extension EngineTests {
    @Test("An uneven rounded rectangle keeps each corner's radius and its style, however it is made")
    func unevenRoundedRectangleRadii() {
        let radii = RectangleCornerRadii(topLeading: 10, bottomLeading: 0, bottomTrailing: 24, topTrailing: 4)
        let byRadii = UnevenRoundedRectangle(cornerRadii: radii, style: .circular)
        #expect(byRadii.cornerRadii == radii)
        #expect(byRadii.style == .circular)
        let byCorner = UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 24, topTrailingRadius: 4)
        #expect(byCorner.cornerRadii == radii)
        #expect(byCorner.style == .continuous)
        let asShape: UnevenRoundedRectangle = .rect(cornerRadii: radii)
        #expect(asShape.cornerRadii.bottomTrailing == 24)
        #expect(RectangleCornerRadii().topLeading == 0 && RectangleCornerRadii() != radii)
    }

    @Test("Corner radii animate as four numbers: their animatable data holds each radius and sets each back")
    func cornerRadiiAnimatableData() {
        var radii = RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4)
        var data = radii.animatableData
        #expect(data.first.first == 1 && data.first.second == 2 && data.second.first == 3 && data.second.second == 4)
        data.scale(by: 2)
        radii.animatableData = data
        #expect(radii == RectangleCornerRadii(topLeading: 2, bottomLeading: 4, bottomTrailing: 6, topTrailing: 8))
    }
}

extension EngineTests {
    @Test(
        "A rectangle transformed by applying(_:) is the box around its four moved corners: moved as a whole, or grown by a quarter turn's swap"
    )
    func rectApplyingTransform() {
        let card = CGRect(x: 10, y: 20, width: 40, height: 30)
        #expect(card.applying(CGAffineTransform(translationX: 5, y: -5)) == CGRect(x: 15, y: 15, width: 40, height: 30))
        #expect(card.applying(CGAffineTransform(scaleX: 2, y: 0.5)) == CGRect(x: 20, y: 10, width: 80, height: 15))
        // A quarter turn about the origin sends (x, y) to (-y, x): the 40-wide card becomes 40 tall.
        let turned = card.applying(CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        #expect(turned == CGRect(x: -50, y: 10, width: 30, height: 40))
    }

    @Test(
        "Points, sizes and rectangles animate as pairs of their numbers: the data holds them, interpolates them and sets them back"
    )
    func geometryAnimatableData() {
        var size = CGSize(width: 100, height: 40)
        #expect(size.animatableData.first == 100 && size.animatableData.second == 40)
        size.animatableData = size.animatableData.interpolated(
            towards: CGSize(width: 200, height: 80).animatableData, amount: 0.5)
        #expect(size == CGSize(width: 150, height: 60))
        var point = CGPoint(x: 2, y: 3)
        point.animatableData = AnimatablePair(8, 9)
        #expect(point == CGPoint(x: 8, y: 9))
        var rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        rect.animatableData = rect.animatableData.interpolated(
            towards: CGRect(x: 10, y: 20, width: 30, height: 50).animatableData, amount: 0.5)
        #expect(rect == CGRect(x: 5, y: 10, width: 20, height: 30))
    }

    @Test(
        "A shape resized with size(width:height:) or size(_:) is still a shape: it fills, and its siblings keep their place"
    )
    func shapeSizeBuilds() async {
        let host = Host.recording()
        await host.launch {
            VStack {
                Circle().size(width: 20, height: 20).fill(.red)
                Rectangle().size(CGSize(width: 30, height: 10)).stroke(lineWidth: 2)
                Text("Below the shapes")
            }
        }
        #expect(host.screen() == ["VStack", "  Text \"Below the shapes\""])
    }
}

extension EngineTests {
    @Test(
        "A tangent arc turns the corner at its first point and ends where it touches the second line; points in a line give only the line"
    )
    func tangentArcEndsOnSecondLine() {
        // Along the top edge to the corner (100, 0), then down: a quarter turn of radius 20 ends 20 below the corner.
        var corner = Path()
        corner.move(to: CGPoint(x: 0, y: 0))
        corner.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        let end = try! #require(corner.currentPoint)
        #expect(abs(end.x - 100) < 1e-9 && abs(end.y - 20) < 1e-9)
        var straight = Path()
        straight.move(to: CGPoint(x: 0, y: 0))
        straight.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 100, y: 0), radius: 20)
        #expect(straight.currentPoint == CGPoint(x: 50, y: 0))
        var empty = Path()
        empty.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 50, y: 50), radius: 10)
        #expect(empty.isEmpty)
    }

    @Test("A relative arc ends at its start angle plus its delta")
    func relativeArcEnd() {
        var path = Path()
        path.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, delta: .degrees(90))
        let end = try! #require(path.currentPoint)
        #expect(abs(end.x - 50) < 1e-9 && abs(end.y - 60) < 1e-9)
    }
}
