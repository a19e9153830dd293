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

extension EngineTests {
    @MainActor @Suite("Pickers")
    struct PickerTests {
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
    }
}
