import Foundation
import Testing

@testable import ViewGraph

@Suite("Core Graphics geometry printed as on iOS")
struct CGGeometryDescriptionTests {
    @Test("A rectangle prints as (x, y, width, height), a point as (x, y), a size as (width, height)")
    func printed() {
        #expect("\(CGRect(x: 0, y: 0, width: 375, height: 667))" == "(0.0, 0.0, 375.0, 667.0)")
        #expect(String(describing: CGPoint(x: 187.5, y: 333.5)) == "(187.5, 333.5)")
        #expect(String(describing: CGSize(width: 402, height: 778)) == "(402.0, 778.0)")
        #expect(String(describing: CGVector(dx: 1, dy: -2)) == "(1.0, -2.0)")
    }

    @Test("Inside a collection too, as print shows an array of frames")
    func inCollections() {
        #expect("\([CGSize(width: 1, height: 2)])" == "[(1.0, 2.0)]")
    }
}
