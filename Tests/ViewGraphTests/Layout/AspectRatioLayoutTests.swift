import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("aspectRatio")
    struct AspectRatioLayoutTests {
        @Test(
            "A square that fits the safe area is as wide as the screen; one that fills it is as tall as the safe area")
        func fitAndFill() async {
            let fit = Host.recording()
            await fit.launch { Color.red.aspectRatio(1, contentMode: .fit) }
            #expect(same(fit.frame { $0 is Color }, CGRect(x: 0, y: 62 + (778 - 402) / 2, width: 402, height: 402)))
            let fill = Host.recording()
            await fill.launch { Color.red.aspectRatio(1, contentMode: .fill) }
            #expect(
                same(fill.frame { $0 is Color }?.size.width, 778) && same(fill.frame { $0 is Color }?.size.height, 778))
        }

        @Test("A ratio of 2 in a 300-wide frame makes a 300 by 150 view")
        func ratio() async {
            let host = Host.recording()
            await host.launch { Color.red.aspectRatio(2, contentMode: .fit).frame(width: 300) }
            #expect(same(host.frame { $0 is Color }?.size.height, 150))
        }
    }
}
