import Foundation
import Testing

@testable import ViewGraph

extension EngineTests {
    @Test(
        "withAlphaComponent(_:) gives the same colour at that opacity, as Color.opacity(_:) names it, and leaves the original alone"
    )
    func uiColorAlphaComponent() {
        let faded = UIColor.systemBackground.withAlphaComponent(0.5)
        #expect(Color(faded) == Color(uiColor: .systemBackground).opacity(0.5))
        #expect(Color(UIColor.systemBackground) != Color(faded))
    }
}
