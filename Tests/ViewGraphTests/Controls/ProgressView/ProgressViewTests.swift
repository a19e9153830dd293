import Foundation
import Testing

@testable import ViewGraph

private struct Loading: View {
    var body: some View {
        VStack {
            ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .indigo))
            ProgressView("Uploading", value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .red))
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Progress views")
    struct ProgressViewTests {
        @Test(
            "The deprecated tinted progress styles build, keep their progress view on the screen, and are noted as unmodelled"
        )
        func tintedStyles() async {
            UnmodelledAPI.reset()
            let host = Host.recording()
            await host.launch { Loading() }
            #expect(host.screen() == ["VStack", "  ProgressView", "  ProgressView \"Uploading\""])
            #expect(UnmodelledAPI.used.contains("CircularProgressViewStyle(tint:)"))
            #expect(UnmodelledAPI.used.contains("LinearProgressViewStyle(tint:)"))
        }

        @Test("A timer progress view takes a label, as iOS 16 declares it, and shows it as its title")
        func timerIntervalLabel() async {
            // e-b-olson/SwiftUIDemo's DefaultDateProgressLabel page writes
            // `ProgressView(timerInterval: range) { Text("Timer") }`.
            let range = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 60)
            let host = Host.recording()
            await host.launch {
                VStack {
                    ProgressView(timerInterval: range) { Text("Timer") }
                    ProgressView(timerInterval: range, countsDown: false) {
                        Text("Up")
                    } currentValueLabel: {
                        Text("now")
                    }
                }
            }
            #expect(host.screen() == ["VStack", "  ProgressView \"Timer\"", "  ProgressView \"Up\""])
        }
    }
}
