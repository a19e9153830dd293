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
        @Test(
            "listRowBackground takes any view: it joins the graph (its onAppear runs) and fills the row, card-wide and row-tall, with no line of its own"
        )
        func rowBackgroundView() async throws {
            let host = Host.recording()
            let lines = await Console.capture {
                await host.launch {
                    List {
                        Text("Plain")
                        Text("Marked").listRowBackground(
                            RoundedRectangle(cornerRadius: 8).fill(Color.yellow).onAppear {
                                Console.record("background appeared")
                            })
                    }
                }
            }
            #expect(lines.contains("background appeared"))
            #expect(host.screen() == ["List", "  Text \"Plain\"", "  Text \"Marked\""])
            let background = try #require(host.frame { $0 is RoundedRectangle })
            let plain = try #require(host.frame(ofText: "Plain"))
            let marked = try #require(host.frame(ofText: "Marked"))
            // The row's card runs from the list's side margin across, as tall as the 44-point row the
            // text is centred in, just below the first row.
            #expect(same(background.width, 402 - 2 * DeviceMetrics.iPhone17.listInsetGroupedMargin))
            #expect(same(background.minX, DeviceMetrics.iPhone17.listInsetGroupedMargin))
            #expect(same(background.height, 44) && abs(background.midY - marked.midY) < 0.34)
            #expect(background.minY > plain.maxY)
        }

        @Test(
            "A row background that is a view, not a plain Color, is drawn behind its row: before the row's text in the picture"
        )
        func rowBackgroundDrawnBehind() async throws {
            let host = Host.recording()
            await host.launch {
                List { Text("Marked").listRowBackground(RoundedRectangle(cornerRadius: 8).fill(Color.blue)) }
            }
            let elements = host.screenPicture().elements
            let shape = try #require(elements.firstIndex { $0.kind == .shape })
            let text = try #require(
                elements.firstIndex {
                    $0.kind == .text && ($0.text == "Marked" || ($0.lines ?? []).contains { $0.text == "Marked" })
                })
            #expect(shape < text)
            #expect(elements[shape].color == "blue" && elements[shape].shape == "roundedRectangle")
        }
    }
}
