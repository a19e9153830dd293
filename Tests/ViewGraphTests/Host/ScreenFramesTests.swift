import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("The screen with frames")
    struct ScreenFramesTests {
        @Test("Each line ends with the frame of its view, in points on the screen, pixel values to two decimals")
        func framesOnLines() async {
            let host = Host.recording()
            await host.launch {
                HStack(spacing: 0) {
                    Color.red
                    Text("A").frame(width: 100)
                    Color.blue
                }
                .frame(height: 30)
            }
            // The text is centred in its 100-point frame, on the pixel grid.
            let text = TextLayout(
                string: "A", environment: EnvironmentValues(), proposal: ProposedViewSize(width: 100, height: 30)
            ).size
            let x = PixelGrid.round((402 - 100) / 2 + (100 - text.width) / 2)
            let y = PixelGrid.round(62 + (778 - text.height) / 2)
            #expect(
                host.screenWithFrames() == [
                    "HStack (0, 436, 402, 30)",
                    "  Text \"A\" \(frameDescription(CGRect(x: x, y: y, width: text.width, height: text.height)))",
                ])
            #expect(host.screen() == ["HStack", "  Text \"A\""])
        }

        @Test("A frame's numbers are whole, or two decimals")
        func numbers() {
            #expect(frameDescription(CGRect(x: 0, y: 62, width: 402, height: 778)) == "(0, 62, 402, 778)")
            #expect(
                frameDescription(
                    CGRect(x: 128.66666666666666, y: 0.3333333333333333, width: 20.333333333333332, height: 1))
                    == "(128.67, 0.33, 20.33, 1)")
        }
    }
}
