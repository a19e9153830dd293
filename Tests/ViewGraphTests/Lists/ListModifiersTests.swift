import Foundation
import Testing
@testable import ViewGraph

private struct BadgeProminenceReader: View {
    @Environment(\.badgeProminence) private var prominence
    var body: some View {
        Text(prominence == .increased ? "increased" : prominence == .decreased ? "decreased" : "standard")
    }
}

extension EngineTests {
@MainActor @Suite("List modifiers")
struct ListModifiersTests {
    @Test("badgeProminence(_:) sets the prominence the views below read, innermost first")
    func badgeProminence() async throws {
        let host = Host.recording()
        await host.launch {
            List {
                BadgeProminenceReader()
                BadgeProminenceReader().badgeProminence(.increased)
                BadgeProminenceReader().badgeProminence(.decreased).badgeProminence(.increased)
            }
        }
        #expect(host.screen() == ["List", "  Text \"standard\"", "  Text \"increased\"", "  Text \"decreased\""])
    }

    @Test("listItemTint(ListItemTint) and selectionDisabled build, keep the row, and are noted as unmodelled")
    func itemTintAndSelectionDisabled() async throws {
        UnmodelledAPI.reset()
        let host = Host.recording()
        await host.launch {
            List {
                Text("Paris").listItemTint(.monochrome)
                Text("Rome").listItemTint(.fixed(.purple)).selectionDisabled()
            }
        }
        #expect(host.screen() == ["List", "  Text \"Paris\"", "  Text \"Rome\""])
        #expect(UnmodelledAPI.used.contains("listItemTint"))
        #expect(UnmodelledAPI.used.contains("selectionDisabled"))
    }
}
}
