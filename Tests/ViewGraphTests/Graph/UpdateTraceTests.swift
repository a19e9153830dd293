import HostContract
import Testing

@testable import ViewGraph

@Observable
private final class Store {
    var trips = ["Seattle", "Vancouver", "Atacama"]
    var title = "Trips"
}

private struct Row: View {
    let city: String
    var body: some View {
        let _ = Self._printChanges()
        Text(city)
    }
}

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        let _ = Self._printChanges()
        Button("Count: \(count)") { count += 1 }
    }
}

private struct Screen: View {
    @State private var store = Store()
    @State private var showsCounter = true
    @State private var version = 0
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(store.title)
            Button("Drop the last") { store.trips.removeLast() }
            Button("Add Bergen") { store.trips.append("Bergen") }
            Button("Switch") { showsCounter.toggle() }
            Button("New id") { version += 1 }
            if showsCounter { Counter().id(version) }
            ForEach(store.trips, id: \.self) { city in Row(city: city) }
        }
    }
}

private struct Loader: View {
    @State private var loaded = false
    @State private var seen = 0
    var body: some View {
        Text(loaded ? "Loaded" : "Loading")
            .onAppear { seen += 1 }
            .task {
                try? await Task.sleep(for: .seconds(1))
                loaded = true
            }
    }
}

/// Lesson 20's Close all in small: an `.id(_:)` on a stack whose cards each sit in a row and an `if`.
private struct Folding: View {
    @State private var closings = 0
    var body: some View {
        VStack {
            Button("Close all") { closings += 1 }
            VStack {
                ForEach(["Seattle", "Vancouver"], id: \.self) { city in
                    if !city.isEmpty { Counter() }
                }
            }
            .id(closings)
        }
    }
}

/// A label that grows when tapped, in a column.
private struct Growing: View {
    @State private var long = false
    var body: some View {
        VStack {
            Text(long ? "Much longer now" : "Short")
            Button("Grow") { long = true }
        }
    }
}

/// Records what a host's tracer reports.
@MainActor
private final class Recorder {
    var events: [UpdateTraceEvent] = []
    let host = Host.recording()

    init() { host.traceUpdates { [unowned self] in events.append($0) } }

    /// The events and console lines of `body`, from a clean slate.
    func capture(_ body: () async throws -> Void) async rethrows -> (events: [UpdateTraceEvent], console: [String]) {
        events = []
        let console = try await Console.capture(body)
        return (events, console)
    }

    func type(of id: Int?) -> String? {
        events.first { $0.kind == .create && $0.view == id }?.type ?? allCreated[id ?? -1]
    }

    /// Types of every view created so far, kept across captures.
    var allCreated: [Int: String] = [:]
    func remember(_ captured: [UpdateTraceEvent]) {
        for event in captured where event.kind == .create { allCreated[event.view!] = event.type }
    }
}

extension EngineTests {
    @MainActor @Suite("Tracing updates")
    struct UpdateTraceTests {
        @Test("Each body's reasons are the line _printChanges() prints, in the same order")
        func reasonsMatchPrintChanges() async throws {
            let recorder = Recorder()
            let launch = await recorder.capture { await recorder.host.launch { Screen() } }
            recorder.remember(launch.events)
            let tap = try await recorder.capture { try await recorder.host.perform(.tap("Count: 0")) }
            recorder.remember(tap.events)
            for run in [launch, tap] {
                let traced = run.events.filter { $0.kind == .body }.map { event -> String in
                    let name = recorder.allCreated[event.view!]!
                    let reasons = event.reasons ?? []
                    return reasons.isEmpty
                        ? "\(name): unchanged." : "\(name): \(reasons.joined(separator: ", ")) changed."
                }
                #expect(traced == run.console)
            }
            #expect(tap.console == ["Counter: __count changed."])
        }

        @Test("A @State write names its view and property, and marks the bodies that read it")
        func stateWrite() async throws {
            let recorder = Recorder()
            recorder.remember(await recorder.capture { await recorder.host.launch { Screen() } }.events)
            let tap = try await recorder.capture { try await recorder.host.perform(.tap("Count: 0")) }.events
            let write = try #require(tap.first { $0.kind == .write })
            #expect(
                write.name == "count" && write.property == "@State" && recorder.allCreated[write.view!] == "Counter")
            #expect(write.source == nil)
            let marks = tap.filter { $0.kind == .mark }
            #expect(marks.map(\.write) == [write.write])
            #expect(marks.map(\.reasons) == [["__count"]])
            #expect(tap.last?.kind == .update)
        }

        @Test("An observed property's write is one write, whatever number of bodies read it")
        func observedWrite() async throws {
            let recorder = Recorder()
            recorder.remember(await recorder.capture { await recorder.host.launch { Screen() } }.events)
            let tap = try await recorder.capture { try await recorder.host.perform(.tap("Drop the last")) }.events
            let writes = tap.filter { $0.kind == .write }
            #expect(writes.map(\.name) == ["\\Store.trips"])
            #expect(tap.filter { $0.kind == .mark }.allSatisfy { $0.write == writes.first?.write })
            // The row whose id left the data is destroyed, and says so.
            let destroyed = try #require(tap.first { $0.kind == .destroy })
            #expect(recorder.allCreated[destroyed.view!] == "Row" && destroyed.why == "row left the data")
        }

        @Test("Views created and destroyed say why: a branch, a new .id, a row")
        func identities() async throws {
            let recorder = Recorder()
            let launch = await recorder.capture { await recorder.host.launch { Screen() } }.events
            recorder.remember(launch)
            let rows = launch.filter { $0.kind == .create && $0.type == "Row" }
            #expect(rows.map(\.identity) == ["id Seattle", "id Vancouver", "id Atacama"])
            // Built with their parent, at launch: their place adds nothing to why.
            #expect(rows.allSatisfy { $0.why == nil && recorder.allCreated[$0.parent!] == "Screen" })
            let added = try await recorder.capture { try await recorder.host.perform(.tap("Add Bergen")) }.events
            #expect(added.filter { $0.kind == .create }.map(\.why) == ["row"])
            #expect(added.filter { $0.kind == .create }.map(\.identity) == ["id Bergen"])

            let newID = try await recorder.capture { try await recorder.host.perform(.tap("New id")) }.events
            recorder.remember(newID)
            #expect(newID.filter { $0.kind == .destroy }.map(\.why) == [".id changed"])
            #expect(newID.first { $0.kind == .create }?.why == ".id")
            #expect(newID.first { $0.kind == .create }?.identity == "id 1")

            let switched = try await recorder.capture { try await recorder.host.perform(.tap("Switch")) }.events
            #expect(switched.filter { $0.kind == .destroy }.map(\.why) == ["branch changed"])
            #expect(switched.filter { $0.kind == .destroy }.map { recorder.allCreated[$0.view!] } == ["Counter"])
        }

        @Test("Views made new by an .id(_:) above their rows and branches say it was the .id")
        func idAboveRows() async throws {
            let recorder = Recorder()
            recorder.remember(await recorder.capture { await recorder.host.launch { Folding() } }.events)
            let close = try await recorder.capture { try await recorder.host.perform(.tap("Close all")) }.events
            let created = close.filter { $0.kind == .create }
            #expect(created.map(\.why) == [".id", ".id"])
            #expect(created.map(\.identity) == ["id Seattle", "id Vancouver"])
            #expect(close.filter { $0.kind == .destroy }.map(\.why) == [".id changed", ".id changed"])
        }

        @Test("Lifecycle actions are traced as they run, and the writes they make name them")
        func lifecycle() async throws {
            let recorder = Recorder()
            let launch = await recorder.capture { await recorder.host.launch { Loader() } }.events
            recorder.remember(launch)
            let kinds = launch.map(\.kind)
            #expect(kinds.contains(.appear) && kinds.contains(.task))
            let write = try #require(launch.first { $0.kind == .write && $0.name == "seen" })
            #expect(write.source == "appear" && recorder.allCreated[write.sourceView!] == "Loader")

            let wait = try await recorder.capture { try await recorder.host.wait(.seconds(1)) }.events
            let loaded = try #require(wait.first { $0.kind == .write })
            #expect(loaded.name == "loaded" && loaded.source == "task")
            #expect(wait.contains { $0.kind == .body && $0.reasons == ["__loaded"] })
        }

        @Test("Tracing changes nothing the app prints")
        func sameConsole() async throws {
            let plain = Host.recording()
            let untraced = try await Console.capture {
                await plain.launch { Screen() }
                try await plain.perform(.tap("Drop the last"))
                try await plain.perform(.tap("Switch"))
            }
            let recorder = Recorder()
            let traced = try await recorder.capture {
                await recorder.host.launch { Screen() }
                try await recorder.host.perform(.tap("Drop the last"))
                try await recorder.host.perform(.tap("Switch"))
            }
            #expect(traced.console == untraced)
            #expect(!traced.events.isEmpty)
        }

        @Test("An event survives its JSON line")
        func jsonLine() {
            let event = UpdateTraceEvent(
                kind: .write, view: 3, write: 2, name: "\\TripStore.trips", property: "@Observable", source: "task",
                sourceView: 1)
            #expect(UpdateTraceEvent(jsonLine: event.jsonLine) == event)
            #expect(!event.jsonLine.contains("\n"))
            #expect(UpdateTraceEvent(jsonLine: "not json") == nil)
        }

        @Test("Every kind of event, with every field, survives its JSON line, escaped strings and spaced JSON too")
        func jsonLineEveryField() {
            let events = [
                UpdateTraceEvent(
                    kind: .create, view: 4, type: "TripCard<Int>", parent: 2, identity: "id 2", why: "row"),
                UpdateTraceEvent(kind: .body, view: 4, reasons: ["@self", "_count"]),
                UpdateTraceEvent(kind: .body, view: 4, reasons: []),
                UpdateTraceEvent(kind: .update, update: 12),
                UpdateTraceEvent(
                    kind: .layout, view: -1, type: "Text", why: "changed", proposal: "402 x nil",
                    size: "59.5 x 20.33 -> 68 x 20.33"),
                UpdateTraceEvent(kind: .mark, view: 7, reasons: ["\\Store.name"], write: 3),
                UpdateTraceEvent(
                    kind: .write, name: "say \"hi\"\n", property: "@State", source: "onAppear", sourceView: 9),
                UpdateTraceEvent(kind: .appear, type: "Café ✓"),
            ]
            for event in events { #expect(UpdateTraceEvent(jsonLine: event.jsonLine) == event, "\(event.jsonLine)") }
            #expect(
                UpdateTraceEvent(jsonLine: #"{ "kind" : "body", "reasons" : [ "@self" ], "view" : 2 }"#)
                    == UpdateTraceEvent(kind: .body, view: 2, reasons: ["@self"]))
            // Read by JSONDecoder as before: a key the event does not have is ignored, a wrong type or kind refused.
            #expect(
                UpdateTraceEvent(jsonLine: #"{"kind":"body","view":2,"extra":[1,{"a":null}]}"#)
                    == UpdateTraceEvent(kind: .body, view: 2))
            #expect(UpdateTraceEvent(jsonLine: #"{"kind":"body","view":"2"}"#) == nil)
            #expect(UpdateTraceEvent(jsonLine: #"{"kind":"sing"}"#) == nil)
            #expect(UpdateTraceEvent(jsonLine: #"{"view":2}"#) == nil)
            #expect(UpdateTraceEvent(jsonLine: #"{"kind":"body"} x"#) == nil)
        }

        @Test("The layout pass says which views it measured again and why, with each proposal and answer")
        func layoutMeasures() async throws {
            let recorder = Recorder()
            await recorder.host.launch { Growing() }
            let (events, _) = try await recorder.capture { try await recorder.host.perform(.tap("Grow")) }
            let measures = events.filter { $0.kind == .layout }
            func changedSize(_ event: UpdateTraceEvent) -> Bool {
                let sizes = event.size?.components(separatedBy: " -> ") ?? []
                return sizes.count == 2 && sizes[0] != sizes[1]
            }
            // The text changed, and so did its answers; the column it is in is asked again, and grows.
            #expect(
                measures.contains { $0.type == "Text" && $0.why == "changed" && changedSize($0) && $0.proposal != nil })
            #expect(measures.contains { $0.type == "VStack" && $0.proposal == "402 x 778" && changedSize($0) })
            // The button was handed its label again, and kept its size.
            #expect(measures.filter { $0.type == "Button" }.allSatisfy { !changedSize($0) })
        }
    }
}
