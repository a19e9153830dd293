import Foundation
import Testing

@testable import ViewGraph

private enum Fetch: Error { case refused, dropped }
private struct Titled: LocalizedError {
    var errorDescription: String? { "No such trip." }
    var failureReason: String? { "It was deleted." }
}
private struct Reason: LocalizedError { var failureReason: String? { "It was deleted." } }

extension EngineTests {
    @Test(
        "An error's description in iOS's words: its own description, else \"couldn’t\" with its reason, else its domain and code"
    )
    func errorDescriptionRule() {
        #expect(__lessonsLocalizedDescription(of: Titled()) == "No such trip.")
        #expect(__lessonsLocalizedDescription(of: Reason()) == "The operation couldn’t be completed. It was deleted.")
        let dropped = __lessonsLocalizedDescription(of: Fetch.dropped)
        #expect(dropped.hasPrefix("The operation couldn’t be completed. ("))
        #expect(dropped.hasSuffix("Fetch error 1.)"))
        let made = NSError(domain: "Trips", code: 7, userInfo: [NSLocalizedDescriptionKey: "Made by hand."])
        #expect(__lessonsLocalizedDescription(of: made) == "Made by hand.")
        #expect(
            __lessonsLocalizedDescription(of: NSError(domain: "Trips", code: 7))
                == "The operation couldn’t be completed. (Trips error 7.)")
    }
}
