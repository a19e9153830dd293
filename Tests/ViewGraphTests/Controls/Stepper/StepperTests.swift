import Foundation
import Testing

@testable import ViewGraph

private struct Nights: View {
    @State private var nights = 13
    var body: some View {
        Stepper("Nights: \(nights)", value: $nights, in: 1...14)
    }
}

private struct Cycling: View {
    @State private var value = 0
    @State private var guests = 2
    var body: some View {
        VStack {
            Stepper {
                Text("Value: \(value)")
            } onIncrement: {
                value = value == 2 ? 0 : value + 1
            } onDecrement: {
                value = value == 0 ? 2 : value - 1
            }
            Stepper(value: $guests, in: 1...3) {
                Text("Guests: \(guests)")
            } onEditingChanged: { _ in
            }
            // One trailing closure fits both orders of label and editing action: it must still build.
            Stepper(value: $value) {
                Text("Steps: \(value)")
            }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Steppers")
    struct StepperTests {
        @Test("A stepper written label first, with its actions after, steps by its actions")
        func labelFirstStepper() async throws {
            let host = Host()
            await host.launch { Cycling() }
            try await host.perform(.tap("Value: 0"))
            try await host.perform(.tap("Value: 1"))
            try await host.perform(.tap("Value: 2"))
            #expect(host.shows("Value: 0"))
            try await host.perform(.tap("Guests: 2"))
            try await host.perform(.tap("Guests: 3"))
            #expect(host.shows("Guests: 3"))
            try await host.perform(.tap("Steps: 0"))
            #expect(host.shows("Steps: 1"))
        }

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
