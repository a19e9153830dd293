import Testing

@testable import ViewGraph

/// A 100-point square, with rows above it, whose visual effect reports where it is.
private struct Watched: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(height: 300)
                Color.blue.frame(width: 100, height: 100)
                    .visualEffect { content, proxy in
                        // The closure is `@Sendable` (SwiftUI's declaration): it reads the proxy
                        // here and hands the main actor plain values.
                        let frame = proxy.frame(in: .global)
                        let size = proxy.size
                        MainActor.assumeIsolated {
                            Console.record(
                                "effect \(Int(size.width.rounded()))x\(Int(size.height.rounded())) at \(Int(frame.minX.rounded())),\(Int(frame.minY.rounded()))"
                            )
                        }
                        return content.offset(y: 0)
                    }
                Color.green.frame(height: 2000)
            }
        }
    }
}

/// A fixed view whose effect's closure captures a name that a tap changes.
private struct Relabelled: View {
    @State private var name = "first"
    var body: some View {
        VStack {
            Button("Rename") { name = "renamed" }
            Color.blue.frame(width: 50, height: 50)
                .visualEffect { [name] content, _ in
                    MainActor.assumeIsolated { Console.record("effect of \(name)") }
                    return content.offset(y: 0)
                }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("visualEffect's proxy")
    struct VisualEffectTests {
        @Test("The closure gets the view's own size and frame, and runs again when a scroll moves the view")
        func proxyIsTheViewsGeometry() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { Watched() } }
            // The square is centred in the 402-point width, 300 points below the safe area's top.
            #expect(launch == ["effect 100x100 at 151,362"])
            let scrolled = try await Console.capture { try await host.perform(.scroll(.down)) }
            let offset = Int(scrollOffset(of: try #require(host.scrollViewNode())).offset.rounded())
            #expect(scrolled.last == "effect 100x100 at 151,\(362 - offset)")
            #expect(!scrolled.isEmpty && scrolled.allSatisfy { $0.hasPrefix("effect 100x100 at 151,") })
        }

        @Test("A new closure runs at the next layout, though the view did not move")
        func newClosureRuns() async throws {
            let host = Host.recording()
            await host.launch { Relabelled() }
            let tapped = try await Console.capture { try await host.perform(.tap("Rename")) }
            #expect(tapped == ["effect of renamed"])
        }
    }
}

/// Rows that shrink as they scroll away, scaled by a size as sample apps write it.
private struct Shrinking: View {
    var body: some View {
        ScrollView {
            VStack {
                ForEach(0..<3) { index in
                    Text("Row \(index)")
                        .scrollTransition { content, phase in
                            content.scaleEffect(
                                CGSize(width: 1 - abs(phase.value) / 2, height: 1 - abs(phase.value) / 2))
                        }
                }
            }
        }
    }
}

extension EngineTests {
    @Test("A visual effect scaled by a size, in a scroll transition, keeps every row on the screen")
    func visualEffectScaledBySize() async {
        let host = Host.recording()
        await host.launch { Shrinking() }
        #expect(host.shows("Row 0") && host.shows("Row 2"))
    }
}
