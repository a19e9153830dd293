import Foundation
import Testing

@testable import ViewGraph

extension ViewGraph.Host {
    /// The environment of the `Text` that shows `string`.
    @MainActor
    func environment(ofText string: String) -> EnvironmentValues? {
        func find(_ node: ViewNode) -> ViewNode? {
            if let text = node.view as? Text, text.string(in: node.environment) == string { return node }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        return graph.root.flatMap(find)?.environment
    }
}

extension EngineTests {
    @MainActor @Suite("Text modifiers")
    struct TextModifiersTests {
        @Test(
            "lineLimit, truncationMode, multilineTextAlignment, lineSpacing, minimumScaleFactor and allowsTightening set the environment of the text below"
        )
        func layoutSettings() async throws {
            let host = ViewGraph.Host()
            await host.launch {
                VStack {
                    Text("Set")
                        .lineLimit(2)
                        .truncationMode(.middle)
                        .multilineTextAlignment(.center)
                        .lineSpacing(6)
                        .minimumScaleFactor(0.5)
                        .allowsTightening(true)
                    Text("Plain")
                }
            }
            let set = try #require(host.environment(ofText: "Set"))
            #expect(set.lineLimit == 2 && set.lineLimits == LineLimits(maximum: 2))
            #expect(set.truncationMode == .middle)
            #expect(set.multilineTextAlignment == .center)
            #expect(set.lineSpacing == 6 && set.minimumScaleFactor == 0.5 && set.allowsTightening)
            let plain = try #require(host.environment(ofText: "Plain"))
            #expect(plain.lineLimit == nil && plain.truncationMode == .tail && plain.multilineTextAlignment == .leading)
            #expect(plain.lineSpacing == 0 && plain.minimumScaleFactor == 1 && !plain.allowsTightening)
        }

        @Test("lineLimit's ranges and reservesSpace keep a least and a most number of lines")
        func lineLimitRanges() async throws {
            let host = ViewGraph.Host()
            await host.launch {
                VStack {
                    Text("Reserved").lineLimit(3, reservesSpace: true)
                    Text("Unreserved").lineLimit(3, reservesSpace: false)
                    Text("Closed").lineLimit(2...4)
                    Text("From").lineLimit(2...)
                    Text("Through").lineLimit(...5)
                }
            }
            #expect(host.environment(ofText: "Reserved")?.lineLimits == LineLimits(minimum: 3, maximum: 3))
            #expect(host.environment(ofText: "Unreserved")?.lineLimits == LineLimits(maximum: 3))
            #expect(host.environment(ofText: "Closed")?.lineLimits == LineLimits(minimum: 2, maximum: 4))
            #expect(host.environment(ofText: "From")?.lineLimits == LineLimits(minimum: 2, maximum: nil))
            #expect(host.environment(ofText: "Through")?.lineLimits == LineLimits(maximum: 5))
            #expect(host.environment(ofText: "Closed")?.lineLimit == 4)
        }

        @Test(
            "bold, fontWeight, italic, monospaced, monospacedDigit, fontDesign and fontWidth change the font of the text below"
        )
        func fontAdjustments() async throws {
            let host = ViewGraph.Host()
            await host.launch {
                VStack {
                    // On a container, so that the view modifiers (not `Text`'s own) set them.
                    VStack { Text("Bold") }.bold()
                    VStack { Text("Heavy") }.fontWeight(.heavy).font(.title)
                    VStack { Text("Styled") }.italic().monospacedDigit().fontDesign(.rounded).fontWidth(.condensed)
                    VStack { Text("Mono") }.monospaced()
                }
            }
            let bold = try #require(host.environment(ofText: "Bold"))
            #expect(FontMetrics(font: bold.font, in: bold).weight == .bold)
            let heavy = try #require(host.environment(ofText: "Heavy"))
            let heavyFont = FontMetrics(font: heavy.font, in: heavy)
            #expect(heavyFont.weight == .heavy && heavyFont.pointSize == 28)
            let styled = try #require(host.environment(ofText: "Styled"))
            let styledFont = FontMetrics(font: styled.font, in: styled)
            #expect(
                styledFont.isItalic && styledFont.hasMonospacedDigits && styledFont.design == .rounded
                    && styledFont.width == Font.Width.condensed.value)
            let mono = try #require(host.environment(ofText: "Mono"))
            #expect(FontMetrics(font: mono.font, in: mono).design == .monospaced)
        }

        @Test("The modifiers are no longer reported as unmodelled, and the screen shows the text as before")
        func modelledNow() async {
            UnmodelledAPI.reset()
            let host = ViewGraph.Host()
            await host.launch {
                VStack { Text("Lisbon") }.lineLimit(1).bold().truncationMode(.head).minimumScaleFactor(0.5)
            }
            #expect(host.screen() == ["VStack", "  Text \"Lisbon\""])
            #expect(UnmodelledAPI.used.isEmpty)
        }
    }
}
