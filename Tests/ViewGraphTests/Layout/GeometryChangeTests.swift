import Testing

@testable import ViewGraph

private struct Watched: View {
    @State private var wide = false
    var body: some View {
        VStack {
            Color.red
                .frame(width: wide ? 200 : 100, height: 10)
                .onGeometryChange(for: CGFloat.self) {
                    $0.size.width
                } action: { old, new in
                    Console.record("geometry \(Int(old)) -> \(Int(new))")
                }
                .onChange(of: wide) { Console.record("onChange \(wide)") }
            Button("Widen") { wide = true }
        }
    }
}

/// A reader whose size a tap changes, with what depends on that size: its content, an `onChange` of
/// the size in it, and an `onGeometryChange` on the view.
private struct DependsOnSize: View {
    @State private var wide = false
    var body: some View {
        VStack {
            GeometryReader { proxy in
                let width = Int(proxy.size.width)
                let _ = Console.record("reader \(width)")
                Color.clear.onChange(of: width) { Console.record("onChange \(width)") }
            }
            .frame(width: wide ? 200 : 100, height: 10)
            .onGeometryChange(for: CGFloat.self) {
                $0.size.width
            } action: { old, new in
                Console.record("geometry \(Int(old)) -> \(Int(new))")
            }
            Button("Widen") { wide = true }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("onGeometryChange")
    struct GeometryChangeTests {
        @Test("The action runs with the first value at the first layout, then when the value changes, after onChange")
        func order() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { Watched() } }
            #expect(launch == ["geometry 100 -> 100"])
            let tap = try await Console.capture { try await host.perform(.tap("Widen")) }
            #expect(tap == ["onChange true", "geometry 100 -> 200"])
        }

        @Test("A size that changes runs a reader's content first, then an onChange of the size, then onGeometryChange")
        func sizeDependentsOrder() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { DependsOnSize() } }
            #expect(launch == ["reader 100", "geometry 100 -> 100"])
            let tap = try await Console.capture { try await host.perform(.tap("Widen")) }
            #expect(tap == ["reader 200", "onChange 200", "geometry 100 -> 200"])
        }
    }
}
