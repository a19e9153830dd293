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
