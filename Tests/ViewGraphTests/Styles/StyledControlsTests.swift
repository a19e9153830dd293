import Testing

@testable import ViewGraph

private struct PressPrintingStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        let _ = Console.record("style body, pressed: \(configuration.isPressed)")
        configuration.label
    }
}

private struct CountingButton: View {
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") {
            Console.record("action")
            count += 1
        }
        .buttonStyle(PressPrintingStyle())
    }
}

/// A badge with state of its own, which the style returns beside the label.
private struct Badge: View {
    @State private var shown = 0
    var body: some View {
        Text("Badge \(shown)")
            .onAppear {
                Console.record("badge appeared")
                shown += 1
            }
    }
}

private struct BadgeStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            if !configuration.isPressed { Badge() }
        }
    }
}

private struct TapGestureStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onTapGesture { configuration.trigger() }
    }
}

private struct InertStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A primitive style that draws a plain button from its configuration: the style set further out styles it.
private struct WrappingStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
    }
}

private struct EnabledReadingStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(isEnabled ? "enabled" : "off")
        }
    }
}

private struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        let _ = Console.record("checkbox body, on: \(configuration.isOn)")
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                configuration.label
                Text(configuration.isOn ? "ticked" : "empty")
            }
        }
    }
}

private struct DrawnOnlyStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(configuration.isOn ? "ON" : "OFF")
        }
    }
}

private struct GestureToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(configuration.isOn ? "ON" : "OFF")
        }
        .onTapGesture { configuration.$isOn.wrappedValue.toggle() }
    }
}

private struct Switches<S: ToggleStyle>: View {
    let style: S
    @State private var isOn = false
    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $isOn).toggleStyle(style)
            Text(isOn ? "is on" : "is off")
        }
    }
}

private struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        let _ = Console.record("label style body")
        VStack {
            configuration.icon
            configuration.title
            Text("(styled)")
        }
    }
}

private struct CardBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        let _ = Console.record("card body")
        VStack {
            configuration.label
            configuration.content
        }
    }
}

private struct StackedRowStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            configuration.content
        }
    }
}

private struct PercentStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
    }
}

private struct Download: View {
    @State private var done = 1.0
    var body: some View {
        VStack {
            ProgressView("Download", value: done, total: 4).progressViewStyle(PercentStyle())
            Button("More") { done += 1 }
        }
    }
}

/// The underscored text field style that public code writes.
private struct PaddedFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration.padding(8)
    }
}

private struct PlainMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration).padding(2)
    }
}

private struct StyledField: View {
    @State private var city = ""
    var body: some View {
        VStack {
            TextField("City", text: $city).textFieldStyle(PaddedFieldStyle())
            Menu("Sort") { Button("By name") {} }.menuStyle(PlainMenuStyle())
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Controls with styles of the lesson's own")
    struct StyledControlsTests {
        @Test(
            "A ButtonStyle's body runs with the button; a tap presses (isPressed true), then lets go and runs the action"
        )
        func buttonStylePress() async throws {
            let host = Host.recording()
            let launched = await Console.capture { await host.launch { CountingButton() } }
            #expect(launched == ["style body, pressed: false"])
            let tapped = try await Console.capture { try await host.perform(.tap("Count 0")) }
            #expect(tapped == ["style body, pressed: true", "action", "style body, pressed: false"])
            #expect(host.screen() == ["Button \"Count 1\""])
        }

        @Test("A new label from the button's parent reaches the style's label without running the style's body")
        func labelPassesThrough() async throws {
            let host = Host.recording()
            await host.launch { CountingButton() }
            try await host.perform(.tap("Count 0"))
            // Pressed and let go: two bodies; the new title "Count 1" needed none of its own.
            #expect(host.shows("Count 1"))
            let again = try await Console.capture { try await host.perform(.tap("Count 1")) }
            #expect(again.filter { $0.hasPrefix("style body") }.count == 2)
            #expect(host.shows("Count 2"))
        }

        @Test(
            "A view the style returns keeps its state with the button, and appears and disappears with the style's body"
        )
        func stateInStyleBody() async throws {
            let host = Host.recording()
            let launched = await Console.capture {
                await host.launch { Button("Go") {}.buttonStyle(BadgeStyle()) }
            }
            #expect(launched == ["badge appeared"])
            #expect(host.screen() == ["Button \"Go Badge 1\""])
            // Pressed, the style drops the badge; let go, it is a new badge whose state starts again.
            let tapped = try await Console.capture { try await host.perform(.tap("Go")) }
            #expect(tapped == ["badge appeared"])
            #expect(host.screen() == ["Button \"Go Badge 1\""])
        }

        @Test(
            "A PrimitiveButtonStyle decides when the action runs: through configuration.trigger() in its gesture, or never"
        )
        func primitiveStyleTrigger() async throws {
            let host = Host.recording()
            let tapped = try await Console.capture {
                await host.launch {
                    VStack {
                        Button("Triggered") { Console.record("triggered action") }.buttonStyle(TapGestureStyle())
                        Button("Inert") { Console.record("inert action") }.buttonStyle(InertStyle())
                    }
                }
                try await host.perform(.tap("Triggered"))
                try await host.perform(.tap("Inert"))
            }
            #expect(tapped == ["triggered action"])
            #expect(host.screen() == ["VStack", "  Button \"Triggered\"", "  Button \"Inert\""])
        }

        @Test("Inside a style's body the style is spent: Button(configuration) gets the style set further out")
        func styleIsSpentInItsBody() async throws {
            let host = Host.recording()
            let tapped = try await Console.capture {
                await host.launch {
                    Button("Nested") { Console.record("nested action") }
                        .buttonStyle(WrappingStyle())
                        .buttonStyle(PressPrintingStyle())
                }
                try await host.perform(.tap("Nested"))
            }
            #expect(
                tapped == [
                    "style body, pressed: false", "style body, pressed: true", "nested action",
                    "style body, pressed: false",
                ])
        }

        @Test("A style's own @Environment is installed: it reads isEnabled where the button is")
        func styleEnvironment() async {
            let host = Host.recording()
            await host.launch {
                VStack {
                    Button("A") {}.buttonStyle(EnabledReadingStyle())
                    Button("B") {}.buttonStyle(EnabledReadingStyle()).disabled(true)
                }
            }
            #expect(host.screen() == ["VStack", "  Button \"A enabled\"", "  Button \"B off\" disabled"])
        }

        @Test("The system's styles draw nothing the screen shows: the button keeps its label and its action")
        func systemStyles() async throws {
            let host = Host.recording()
            let tapped = try await Console.capture {
                await host.launch {
                    Button("Plain") { Console.record("plain") }.buttonStyle(.bordered).buttonStyle(PressPrintingStyle())
                }
                try await host.perform(.tap("Plain"))
            }
            #expect(tapped == ["plain"])
            #expect(host.screen() == ["Button \"Plain\""])
        }

        @Test("A toggle style shows what it draws; a tap lands on its button, which writes configuration.isOn")
        func toggleStyleButton() async throws {
            let host = Host.recording()
            let launched = await Console.capture { await host.launch { Switches(style: CheckboxStyle()) } }
            #expect(launched == ["checkbox body, on: false"])
            #expect(host.screen() == ["VStack", "  Toggle \"Wi-Fi empty\" off", "  Text \"is off\""])
            let toggled = try await Console.capture { try await host.perform(.toggle("Wi-Fi")) }
            #expect(toggled == ["checkbox body, on: true"])
            #expect(host.screen() == ["VStack", "  Toggle \"Wi-Fi ticked\" on", "  Text \"is on\""])
        }

        @Test("SwitchToggleStyle(tint:) builds, switches as .switch does, and is noted as not modelled")
        func switchStyleTint() async throws {
            UnmodelledAPI.reset()
            let host = Host.recording()
            await host.launch { Switches(style: SwitchToggleStyle(tint: .orange)) }
            try await host.perform(.toggle("Wi-Fi"))
            #expect(host.screen() == ["VStack", "  Toggle \"Wi-Fi\" on", "  Text \"is on\""])
            #expect(UnmodelledAPI.used.contains("SwitchToggleStyle(tint:)"))
        }

        @Test(
            "A toggle style's tap gesture turns the switch through configuration.$isOn; a style with nothing to tap does not"
        )
        func toggleStyleGestureOrNothing() async throws {
            let host = Host.recording()
            await host.launch { Switches(style: GestureToggleStyle()) }
            try await host.perform(.tap("Wi-Fi"))
            #expect(host.screen() == ["VStack", "  Toggle \"Wi-Fi ON\" on", "  Text \"is on\""])

            let drawn = Host.recording()
            await drawn.launch { Switches(style: DrawnOnlyStyle()) }
            try await drawn.perform(.tap("Wi-Fi"))
            #expect(drawn.screen() == ["VStack", "  Toggle \"Wi-Fi OFF\" off", "  Text \"is off\""])
        }

        @Test("A label style's body shows the label's title and icon where it puts them")
        func labelStyle() async {
            let host = Host.recording()
            let launched = await Console.capture {
                await host.launch { Label("Inbox", systemImage: "tray").labelStyle(StackedLabelStyle()) }
            }
            #expect(launched == ["label style body"])
            #expect(host.screen() == ["Label \"Inbox (styled)\""])
            #expect(host.shows("Inbox"))
        }

        @Test("A group box style's body is the box: its title and content where it puts them, below the box's line")
        func groupBoxStyle() async {
            let host = Host.recording()
            let launched = await Console.capture {
                await host.launch { GroupBox("Trip") { Text("Seattle") }.groupBoxStyle(CardBoxStyle()) }
            }
            #expect(launched == ["card body"])
            #expect(host.screen() == ["GroupBox \"Trip\"", "  VStack", "    Text \"Trip\"", "    Text \"Seattle\""])
        }

        @Test("A labeled content style's body is the row; its controls can be tapped")
        func labeledContentStyle() async throws {
            let host = Host.recording()
            let tapped = try await Console.capture {
                await host.launch {
                    LabeledContent("Nights") { Button("Add") { Console.record("added") } }.labeledContentStyle(
                        StackedRowStyle())
                }
                try await host.perform(.tap("Add"))
            }
            #expect(tapped == ["added"])
            #expect(
                host.screen() == ["LabeledContent \"Nights\"", "  VStack", "    Text \"Nights\"", "    Button \"Add\""])
        }

        @Test("A progress view style's body shows the fraction done, and runs again when it changes")
        func progressViewStyle() async throws {
            let host = Host.recording()
            await host.launch { Download() }
            #expect(
                host.screen() == ["VStack", "  ProgressView \"Download\"", "    Text \"25%\"", "  Button \"More\""])
            try await host.perform(.tap("More"))
            #expect(host.shows("50%"))
        }

        @Test(
            "Text field and menu styles of the lesson's own build; the engine does not draw them, and the controls work as they are"
        )
        func unmodelledStylesBuild() async throws {
            let host = Host.recording()
            await host.launch { StyledField() }
            try await host.perform(.type("Oslo", into: "City"))
            #expect(host.screen() == ["VStack", "  TextField \"City\" \"Oslo\" focused", "  Menu \"Sort\""])
        }
    }
}

private struct PlainLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        if #available(iOS 26, *) {
            Label(configuration).padding(4)
        } else {
            configuration.title
        }
    }
}

private struct HoldingButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        let tap = TapGesture().onEnded { configuration.trigger() }
        configuration.label.gesture(tap)
    }
}

private struct CheckToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        let mark = configuration.isOn ? "checkmark.square" : "square"
        HStack {
            Image(systemName: mark)
            configuration.label
        }
        // A custom toggle style makes the switch: with no gesture of its own, a tap would not turn it.
        .onTapGesture { configuration.isOn.toggle() }
    }
}

private struct StyledControls: View {
    @State private var taps = 0
    @State private var isOn = false
    var body: some View {
        VStack {
            Button("Tap \(taps)") { taps += 1 }.buttonStyle(HoldingButtonStyle())
            Toggle("Check", isOn: $isOn).toggleStyle(CheckToggleStyle())
            Text(isOn ? "Checked" : "Unchecked")
        }
    }
}

extension EngineTests.StyledControlsTests {
    @Test(
        "A label style of the lesson's own that wraps Label(configuration) builds; the label still shows its title")
    func labelFromConfiguration() async {
        let host = Host()
        await host.launch { Label("Inbox", systemImage: "tray").labelStyle(PlainLabelStyle()) }
        #expect(host.shows("Inbox"))
    }

    @Test(
        "Styles of the lesson's own build with view-builder bodies (lets, ifs); the engine keeps the controls working"
    )
    func viewBuilderStyles() async throws {
        let host = Host()
        await host.launch { StyledControls() }
        try await host.perform(.tap("Tap 0"))
        #expect(host.shows("Tap 1"))
        try await host.perform(.toggle("Check"))
        #expect(host.shows("Checked"))
    }
}
