import Foundation
import Testing

@testable import ViewGraph

private struct InlineFlavours: View {
    @State private var flavour = 0
    var body: some View {
        Form {
            Section("Taste") {
                Picker("Flavour", selection: $flavour) {
                    Text("Vanilla").tag(0)
                    Text("Mint").tag(1)
                    Text("Lemon").tag(2)
                }
                .pickerStyle(.inline)
            }
            Section { Text("After") }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Picker layout")
    struct PickerLayoutTests {
        @Test(
            "An inline picker in a Form's section makes each option a row of the section, 44 points apart (PickerLayout.swift's evidence)"
        )
        func inlineOptionsAreRows() async throws {
            let host = Host.recording()
            await host.launch { InlineFlavours() }
            let vanilla = try #require(host.frame(ofText: "Vanilla"))
            let mint = try #require(host.frame(ofText: "Mint"))
            let lemon = try #require(host.frame(ofText: "Lemon"))
            #expect(abs(mint.midY - vanilla.midY - 44) < 0.34 && abs(lemon.midY - mint.midY - 44) < 0.34)
            // Each at a row's leading inset, not indented under a label.
            #expect(same(vanilla.minX, mint.minX) && same(vanilla.minX, 36))
            // The section's card holds the three rows: the next section starts below them.
            let after = try #require(host.frame(ofText: "After"))
            #expect(after.minY > lemon.maxY + 44)
        }

        @Test("Outside a list an inline picker is still a wheel: its options are not rows")
        func inlineOutsideListIsWheel() async throws {
            let host = Host.recording()
            await host.launch {
                Picker("Flavour", selection: .constant(0)) {
                    Text("Vanilla").tag(0)
                    Text("Mint").tag(1)
                }.pickerStyle(.inline)
            }
            let vanilla = try #require(host.frame(ofText: "Vanilla"))
            let mint = try #require(host.frame(ofText: "Mint"))
            #expect(same(vanilla.midY, mint.midY))
        }
    }
}
