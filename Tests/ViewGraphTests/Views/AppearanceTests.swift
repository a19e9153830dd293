import Foundation
import Testing

@testable import ViewGraph

private struct ProminenceReader: View {
    @Environment(\.backgroundProminence) private var background
    var body: some View {
        Text(background == .increased ? "increased" : "standard")
    }
}

extension EngineTests {
    @MainActor @Suite("Background prominence")
    struct AppearanceTests {
        @Test("backgroundProminence is standard unless the environment sets it, and reaches the views below")
        func backgroundProminence() async throws {
            let host = Host.recording()
            await host.launch {
                VStack {
                    ProminenceReader()
                    ProminenceReader().environment(\.backgroundProminence, .increased)
                }
            }
            #expect(host.screen() == ["VStack", "  Text \"standard\"", "  Text \"increased\""])
        }
    }
}

extension EngineTests {
    @Test("overlay(_:in:fillStyle:) keeps the content and its frame on the screen, and is listed as not modelled")
    func overlayWithFillStyle() async {
        UnmodelledAPI.reset()
        let host = Host.recording()
        await host.launch {
            Text("Badge").padding()
                .overlay(
                    Color.red.opacity(0.2), in: RoundedRectangle(cornerRadius: 8), fillStyle: FillStyle(eoFill: true))
        }
        let plain = Host.recording()
        await plain.launch { Text("Badge").padding() }
        #expect(host.screenWithFrames() == plain.screenWithFrames())
        #expect(UnmodelledAPI.used.contains("overlay"))
    }

    @Test(
        "overlay(_:ignoresSafeAreaEdges:) keeps the content and its frame on the screen, and is listed as not modelled")
    func overlayIgnoringSafeArea() async {
        UnmodelledAPI.reset()
        let host = Host.recording()
        await host.launch { Text("Tinted").padding().overlay(Color.blue.opacity(0.1), ignoresSafeAreaEdges: .all) }
        let plain = Host.recording()
        await plain.launch { Text("Tinted").padding() }
        #expect(host.screenWithFrames() == plain.screenWithFrames())
        #expect(UnmodelledAPI.used.contains("overlay"))
    }
}
