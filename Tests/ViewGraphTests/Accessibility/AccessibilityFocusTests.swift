import Testing

@testable import ViewGraph

/// A form that hands its VoiceOver focus to a child through `$focus`, as
/// adil-hussain-84/SwiftUI-experiments' App9 does, in our words.
private enum Field: Hashable { case name, notes }

private struct FocusedForm: View {
    @AccessibilityFocusState private var focus: Field?
    @AccessibilityFocusState private var isTitleFocused: Bool
    var body: some View {
        VStack {
            Text("Title").accessibilityFocused($isTitleFocused)
            NameRow(focus: $focus)
            Button("Notes") { focus = .notes }
            Button("Title") { isTitleFocused = true }
            Text("\(String(describing: focus)) \(isTitleFocused)")
        }
    }
}

private struct NameRow: View {
    @AccessibilityFocusState.Binding var focus: Field?
    var body: some View {
        HStack {
            Text("Name").accessibilityFocused($focus, equals: .name)
            Button("Name") { focus = .name }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Accessibility focus")
    struct AccessibilityFocusTests {
        @Test(
            "$focus is SwiftUI's AccessibilityFocusState.Binding: a child writes it through its own wrapper, the parent reads it"
        )
        func bindingHandedToAChild() async throws {
            let state = AccessibilityFocusState<Field?>()
            let binding: AccessibilityFocusState<Field?>.Binding = state.projectedValue
            binding.wrappedValue = .notes
            #expect(state.wrappedValue == .notes)
            #expect(binding.projectedValue.wrappedValue == .notes)

            // The views that pass it on build and run; VoiceOver does not run here, so whether a
            // write moves its focus, or shows, is not modelled.
            let host = Host.recording()
            await host.launch { FocusedForm() }
            try await host.perform(.tap("Name"))
            #expect(host.screen().contains { $0.contains("Text \"nil false\"") }, "\(host.screen())")
        }
    }
}
