import Foundation
import Testing

@testable import ViewGraph

private enum Season: String, CaseIterable, Identifiable {
    case winter, summer
    var id: Self { self }
}

private struct Pickers: View {
    @State private var count = 2
    @State private var tip = 15
    @State private var season = Season.winter
    var body: some View {
        VStack {
            Picker("Count", selection: $count) {
                Text("None").tag(0)
                Text("One").tag(1)
                Text("Two").tag(2)
            }
            Picker("Tip", selection: $tip) {
                ForEach([10, 15, 20], id: \.self) { Text("\($0)%") }
            }
            Picker("Season", selection: $season) {
                ForEach(Season.allCases) { Text($0.rawValue.capitalized) }
            }
        }
    }
}

private struct Checkout: View {
    @State private var amount = 12.5
    var body: some View {
        VStack {
            TextField("Amount", value: $amount, format: .currency(code: "USD"))
            Text(amount, format: .currency(code: "USD"))
        }
    }
}

private struct IconButtons: View {
    @State private var attendees = 0
    var body: some View {
        VStack {
            Text("Attendees: \(attendees)")
            Button {
                attendees += 1
            } label: {
                Image(systemName: "plus").accessibilityLabel("Add attendee")
            }
            Button {
                attendees -= 1
            } label: {
                Image(systemName: "minus")
            }.accessibility(label: Text("Remove attendee"))
        }
    }
}

private struct ForEachTabs: View {
    let names = ["Inbox", "Sent"]
    var body: some View {
        TabView {
            ForEach(names, id: \.self) { name in
                Text("\(name) list").tabItem { Label(name, systemImage: "tray") }
            }
        }
    }
}

private struct Tips: View {
    @State private var tip = 20
    var body: some View {
        Form {
            Section {
                Picker("Tip percentage", selection: $tip) {
                    ForEach(0...100, id: \.self) { Text($0, format: .percent) }
                }
            }
        }
    }
}

extension EngineTests {
    private struct SizeReader: View {
        @Environment(\.controlSize) private var controlSize
        var body: some View { Text(controlSize == .large ? "large" : controlSize == .regular ? "regular" : "other") }
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

    @MainActor @Suite("Controls show what iOS shows")
    struct ControlsTests {
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

        @Test("controlSize(_:) sets the control size a style reads from the environment below it; regular elsewhere")
        func controlSizeInEnvironment() async {
            let host = Host()
            await host.launch {
                VStack {
                    SizeReader()
                    SizeReader().controlSize(.large)
                }
            }
            #expect(host.shows("regular"))
            #expect(host.shows("large"))
        }

        @Test("A picker shows the label of the option whose tag is selected, tags from a ForEach's ids included")
        func pickerShowsTaggedLabel() async throws {
            let host = Host.recording()
            await host.launch { Pickers() }
            #expect(
                host.screen() == [
                    "VStack", "  Picker \"Count\" \"Two\"", "  Picker \"Tip\" \"15%\"",
                    "  Picker \"Season\" \"Winter\"",
                ])
            try await host.perform(.choose(["Tip", "20%"]))
            try await host.perform(.choose(["Season", "Summer"]))
            #expect(
                host.screen() == [
                    "VStack", "  Picker \"Count\" \"Two\"", "  Picker \"Tip\" \"20%\"",
                    "  Picker \"Season\" \"Summer\"",
                ])
        }

        @Test("A tap on a segment of a segmented picker chooses it; the picker's line shows the segment selected")
        func tapSegment() async throws {
            let host = Host.recording()
            await host.launch { Segments() }
            #expect(host.screen() == ["VStack", "  Picker \"Mode\" \"Option 1\"", "  Text \"Mode 1\""])
            try await host.perform(.tap("Option 2"))
            #expect(host.screen() == ["VStack", "  Picker \"Mode\" \"Option 2\"", "  Text \"Mode 2\""])
            // A picker that shows only its selection (a menu) is chosen in, not tapped on an option.
            await #expect(throws: HostError.self) { try await host.perform(.tap("Mode")) }
        }

        @Test(
            "A picker in a form builds all its options, not only the rows a screen would hold, and shows the selected one"
        )
        func pickerInFormFindsLaterOption() async throws {
            let host = Host.recording()
            await host.launch { Tips() }
            #expect(host.screen() == ["Form", "  Section", "    Picker \"Tip percentage\" \"20%\""])
            try await host.perform(.choose(["Tip percentage", "85%"]))
            #expect(host.screen() == ["Form", "  Section", "    Picker \"Tip percentage\" \"85%\""])
        }

        @Test("A text field with a currency format shows it as a Text with the same format does")
        func currencyField() async throws {
            let host = Host.recording()
            await host.launch { Checkout() }
            #expect(host.screen() == ["VStack", "  TextField \"Amount\" \"$12.50\"", "  Text \"$12.50\""])
        }

        @Test("An icon-only button is named and tapped by the accessibility label of its image or of the button")
        func iconButtons() async throws {
            let host = Host.recording()
            await host.launch { IconButtons() }
            #expect(host.screen().contains("  Button \"Add attendee\""))
            try await host.perform(.tap("Add attendee"))
            try await host.perform(.tap("Add attendee"))
            try await host.perform(.tap("Remove attendee"))
            #expect(host.screen().contains("  Text \"Attendees: 1\""))
        }

        @Test("A tab view whose tabs come from a ForEach shows the first tab's content at launch")
        func forEachTabs() async throws {
            let host = Host.recording()
            await host.launch { ForEachTabs() }
            #expect(
                host.screen() == ["TabView", "  Tab \"Inbox\" selected", "    Text \"Inbox list\"", "  Tab \"Sent\""])
            try await host.perform(.tap("Sent"))
            #expect(
                host.screen() == ["TabView", "  Tab \"Inbox\"", "  Tab \"Sent\" selected", "    Text \"Sent list\""])
        }
    }
}

private struct Volume: View {
    @State private var level = 0.5
    var body: some View {
        Slider(value: $level, in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("Volume") }
    }
}

extension EngineTests.ControlsTests {
    @Test("A slider with value labels given as views (the iOS 13 form) shows its label and value")
    func sliderWithValueLabels() async throws {
        let host = Host.recording()
        await host.launch { Volume() }
        #expect(host.screen() == ["Slider \"Volume\" 0.5"])
    }
}

private struct Flags: View {
    @State private var picked = "none"
    var body: some View {
        VStack {
            Text("Picked: \(picked)")
            Button {
                picked = "France"
            } label: {
                Image("france")
            }
            Button {
                picked = "decoration"
            } label: {
                Image(decorative: "stripes")
            }
            Button {
                picked = "Italy"
            } label: {
                HStack {
                    Image("italy")
                    Text("Italy")
                }
            }
        }
    }
}

extension EngineTests.ControlsTests {
    @Test(
        "A button showing only an asset image goes by the image's name, as VoiceOver reads it; a decorative one has no name and shows its image"
    )
    func imageButtons() async throws {
        let host = Host.recording()
        await host.launch { Flags() }
        #expect(
            host.screen() == [
                "VStack", "  Text \"Picked: none\"", "  Button \"france\"", "  Button Image \"stripes\"",
                "  Button \"Italy\"",
            ])
        try await host.perform(.tap("france"))
        #expect(host.screen().contains("  Text \"Picked: France\""))
    }
}

private struct Segments: View {
    @State private var mode = 1
    var body: some View {
        VStack {
            Picker("Mode", selection: $mode) {
                Text("Option 1").tag(1)
                Text("Option 2").tag(2)
            }
            .pickerStyle(.segmented)
            Text("Mode \(mode)")
        }
    }
}
