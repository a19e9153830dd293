import Testing

@testable import ViewGraph

private struct Ticking: View {
    @State private var seconds = 0
    var body: some View {
        let _ = Console.record("\(seconds) s")
        Text("\(seconds) s")
            .task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    seconds += 1
                }
            }
    }
}

private struct Toggled: View {
    @State private var shows = true
    var body: some View {
        VStack {
            Button("Hide") { shows = false }
            if shows {
                Text("Loading")
                    .task {
                        do {
                            try await Task.sleep(for: .seconds(5))
                            Console.record("finished")
                        } catch {
                            Console.record("cancelled")
                        }
                    }
            }
        }
    }
}

private struct NanosecondCounter: View {
    var body: some View {
        Text("Counting")
            .task {
                for i in 1...3 {
                    try? await Task.sleep(nanoseconds: 2 * NSEC_PER_SEC)
                    Console.record("\(i)")
                }
            }
    }
}

private struct Bar: View, Animatable {
    var width: Double
    nonisolated var animatableData: Double {
        get { width }
        set { width = newValue }
    }
    var body: some View {
        let _ = Console.record("Bar")
        Rectangle().frame(width: width, height: 20)
    }
}

private struct Plain: View {
    let width: Double
    var body: some View {
        let _ = Console.record("Plain")
        Rectangle().frame(width: width, height: 20)
    }
}

private struct Growing: View {
    @State private var wide = false
    var body: some View {
        VStack {
            Bar(width: wide ? 300 : 50)
            Plain(width: wide ? 300 : 50)
            Button("Grow") { withAnimation(.linear(duration: 1)) { wide.toggle() } }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Virtual time, tasks and animation")
    struct TimeTests {
        @Test("Task.sleep runs on the host's clock: a minute of ticks takes no real time")
        func virtualSleep() async throws {
            let host = Host.recording()
            let started = ContinuousClock.now
            let lines = try await Console.capture {
                await host.launch { Ticking() }
                try await host.wait(.seconds(60))
            }
            #expect(lines.count == 61)
            #expect(lines.last == "60 s")
            #expect(host.elapsed == .seconds(60))
            #expect(ContinuousClock.now - started < .seconds(10))
        }

        @Test("A task is cancelled when its view goes away")
        func taskCancelledOnDisappear() async throws {
            let host = Host.recording()
            await host.launch { Toggled() }
            try await host.wait(.seconds(1))
            let lines = try await Console.capture {
                try await host.perform(.tap("Hide"))
                try await host.wait(.seconds(10))
            }
            #expect(lines == ["cancelled"])
        }

        @Test("Darwin's NSEC_PER_SEC builds, and a sleep of 2 * NSEC_PER_SEC nanoseconds lasts two virtual seconds")
        func nanosecondConstants() async throws {
            #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000)
            #expect(NSEC_PER_USEC == 1_000 && USEC_PER_SEC == 1_000_000)
            let host = Host.recording()
            let lines = try await Console.capture {
                await host.launch { NanosecondCounter() }
                try await host.wait(.seconds(3))
            }
            #expect(lines == ["1"])
            let later = try await Console.capture { try await host.wait(.seconds(2)) }
            #expect(later == ["2"])
        }

        @Test(
            "An Animatable view runs its body once a frame, 60 a second; an ordinary one once (lesson 48, edge case 2)")
        func animationFrames() async throws {
            let host = Host.recording()
            await host.launch { Growing() }
            let lines = try await Console.capture {
                try await host.perform(.tap("Grow"))
                try await host.wait(.seconds(2))
            }
            #expect(lines.filter { $0 == "Bar" }.count == 60)
            #expect(lines.filter { $0 == "Plain" }.count == 1)
        }
    }
}
