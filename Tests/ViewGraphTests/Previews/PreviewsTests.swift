import Testing

@testable import ViewGraph

private struct Greeting: View {
    var body: some View {
        Text("Hello").shadow(radius: 2)
    }
}

/// A preview whose view says when it is made: the engine must never make it.
private struct Watched: View {
    init() { Console.record("preview made") }
    var body: some View { Text("Preview") }
}

private struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Watched()
            .previewLayout(.fixed(width: 300, height: 100))
            .previewDisplayName("Small")
        Watched()
            .previewDevice("iPhone SE (3rd generation)")
            .previewInterfaceOrientation(.landscapeLeft)
            .previewLayout(.sizeThatFits)
    }
    static var platform: PreviewPlatform? { .iOS }
}

extension EngineTests {
    @MainActor @Suite("Previews and API the engine does not model")
    struct PreviewsTests {
        @Test("A preview provider with every preview modifier builds, and the app runs without making its previews")
        func previewProviderBuildsAndNeverRuns() async throws {
            let host = Host.recording()
            let lines = await Console.capture { await host.launch { Greeting() } }
            #expect(!lines.contains("preview made"))
            #expect(host.screen() == ["Text \"Hello\""])
            #expect(Greeting_Previews.platform == .iOS)
            #expect(InterfaceOrientation.allCases.count == 4)
        }

        @Test("A modifier the engine does not model is noted as used when a body applies it, once")
        func unmodelledModifiersAreNoted() async throws {
            UnmodelledAPI.reset()
            let host = Host.recording()
            await host.launch { Greeting() }
            #expect(UnmodelledAPI.used == ["shadow"])
            await host.launch { Greeting() }
            #expect(UnmodelledAPI.used == ["shadow"])
            #expect(!UnmodelledAPI.used.contains("previewLayout"))
        }
    }
}
