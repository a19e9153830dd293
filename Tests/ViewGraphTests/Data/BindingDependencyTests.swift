import Testing

@testable import ViewGraph

/// Hands its state to a sheet as `$showing` and never reads it in its body.
private struct SheetPresenter: View {
    @State private var showing = false
    var body: some View {
        let _ = Self._printChanges()
        Button("Show") { showing = true }
            .sheet(isPresented: $showing, onDismiss: { Console.record("dismissed") }) {
                Text("In the sheet")
                    .onAppear { Console.record("sheet appeared") }
            }
    }
}

@Observable
private final class Flags {
    var showing = false
}

/// The same, with the flag in an `@Observable` model kept in `@State`: `$flags.showing` reads it.
private struct ModelPresenter: View {
    @State private var flags = Flags()
    var body: some View {
        let _ = Self._printChanges()
        Button("Show") { flags.showing = true }
            .sheet(isPresented: $flags.showing) { Text("In the sheet") }
    }
}

/// Pushes with `navigationDestination(isPresented:)` from a state its body does not read.
private struct Pusher: View {
    @State private var pushing = false
    var body: some View {
        NavigationStack {
            PusherRoot(pushing: $pushing)
        }
    }
}

private struct PusherRoot: View {
    @Binding var pushing: Bool
    var body: some View {
        let _ = Self._printChanges()
        Button("Push") { pushing = true }
            .navigationDestination(isPresented: $pushing) { Text("Pushed") }
    }
}

/// A field bound through `@Bindable` to a model property the body does not otherwise read.
private struct BindableField: View {
    @Bindable var flags: Flags
    var body: some View {
        let _ = Self._printChanges()
        Toggle("Showing", isOn: $flags.showing)
    }
}

private struct BindableOwner: View {
    @State private var flags = Flags()
    var body: some View { BindableField(flags: flags) }
}

/// Two rows given the same binding: one only hands it to a toggle, the other shows its value.
private struct PassingRow: View {
    @Binding var isOn: Bool
    var body: some View {
        let _ = Self._printChanges()
        Toggle("Passing", isOn: $isOn)
    }
}

private struct ReadingRow: View {
    @Binding var isOn: Bool
    var body: some View {
        let _ = Self._printChanges()
        Text(isOn ? "On" : "Off")
    }
}

private struct Rows: View {
    @State private var isOn = false
    var body: some View {
        VStack {
            PassingRow(isOn: $isOn)
            ReadingRow(isOn: $isOn)
        }
    }
}

extension EngineTests {
    @MainActor @Suite("What a body depends on when it hands a binding on")
    struct BindingDependencyTests {
        @Test("A sheet reads $state itself: the presenting body does not run when it opens or closes")
        func sheetOfState() async throws {
            let host = Host.recording()
            await host.launch { SheetPresenter() }
            let shown = try await Console.capture { try await host.perform(.tap("Show")) }
            #expect(shown == ["sheet appeared"])
            #expect(host.screen().contains("Sheet"))
            let closed = try await Console.capture { try await host.perform(.dismiss) }
            #expect(closed == ["dismissed"])
            #expect(!host.screen().contains("Sheet"))
        }

        @Test("$model.property through an @Observable model reads the property: the body runs when it changes")
        func sheetOfObservedProperty() async throws {
            let host = Host.recording()
            await host.launch { ModelPresenter() }
            let shown = try await Console.capture { try await host.perform(.tap("Show")) }
            #expect(shown == ["ModelPresenter: \\Flags.showing changed."])
            #expect(host.screen().contains("Sheet"))
        }

        @Test("navigationDestination(isPresented:) pushes without running the body that handed it the binding")
        func pushOfState() async throws {
            let host = Host.recording()
            await host.launch { Pusher() }
            let pushed = try await Console.capture { try await host.perform(.tap("Push")) }
            #expect(pushed.isEmpty)
            #expect(host.screen().contains { $0.contains("Text \"Pushed\"") })
            try await host.perform(.back)
            #expect(host.screen().contains { $0.contains("Button \"Push\"") })
        }

        @Test("A @Binding's change runs only the bodies that read it, not one that hands it to a control")
        func bindingReadOnlyCounts() async throws {
            let host = Host.recording()
            await host.launch { Rows() }
            let toggled = try await Console.capture { try await host.perform(.toggle("Passing")) }
            #expect(toggled == ["ReadingRow: _isOn changed."])
            #expect(host.screen().contains { $0.contains("Text \"On\"") })
            #expect(host.screen().contains { $0.contains("Toggle \"Passing\" on") })
        }

        @Test("@Bindable's $model.property reads the property where it is made")
        func bindableReads() async throws {
            let host = Host.recording()
            await host.launch { BindableOwner() }
            let toggled = try await Console.capture { try await host.perform(.toggle("Showing")) }
            #expect(toggled == ["BindableField: \\Flags.showing changed."])
        }
    }
}
