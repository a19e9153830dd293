import Foundation
import Testing
@testable import ViewGraph

private struct Nights: View {
    @State private var nights = 13
    var body: some View {
        Stepper("Nights: \(nights)", value: $nights, in: 1...14)
    }
}

extension EngineTests {
@MainActor @Suite("Steppers")
struct StepperTests {
    @Test("Tapping a stepper steps its value up, no further than its range")
    func stepperSteps() async throws {
        let host = Host.recording()
        await host.launch { Nights() }
        try await host.perform(.tap("Nights: 13"))
        try await host.perform(.tap("Nights: 14"))
        #expect(host.screen() == ["Stepper \"Nights: 14\""])
    }
}
}
