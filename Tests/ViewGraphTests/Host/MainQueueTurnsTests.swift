import Foundation
import Testing

@testable import ViewGraph

private struct Flipping: View {
    @State private var isOn = false
    var body: some View {
        Color.mint
            .onAppear {
                isOn = true
                DispatchQueue.main.async {
                    isOn = false
                    DispatchQueue.main.async {
                        isOn = true
                    }
                }
            }
            .onChange(of: isOn) { Console.record("isOn \(isOn)") }
    }
}

private struct SameTurn: View {
    @State private var isOn = false
    var body: some View {
        Color.mint
            .onAppear {
                DispatchQueue.main.async {
                    isOn = true
                    isOn = false
                }
            }
            .onChange(of: isOn) { Console.record("isOn \(isOn)") }
    }
}

extension EngineTests {
    @MainActor @Suite("Main queue turns")
    struct MainQueueTurnsTests {
        @Test("each block given to DispatchQueue.main.async is an update of its own")
        func eachBlockIsAnUpdate() async throws {
            let host = Host.recording()
            let printed = await Console.capture {
                await host.launch { Flipping() }
            }
            #expect(printed == ["isOn true", "isOn false", "isOn true"])
        }

        @Test("writes inside one block are one update: a value set and set back is no change")
        func writesInOneBlockAreOneUpdate() async throws {
            let host = Host.recording()
            let printed = await Console.capture {
                await host.launch { SameTurn() }
            }
            #expect(printed.isEmpty)
        }
    }
}
