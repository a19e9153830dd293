import HostContract
import Testing

@testable import ViewGraph

/// Which numbers of a frame line are on a grid of `pixel` points (a hair of slack for floating point).
private func onGrid(_ value: CGFloat, pixel: CGFloat) -> Bool {
    abs((value / pixel).rounded() - value / pixel) < 1e-6
}

/// A text's frame, reported by `onGeometryChange`.
private struct MeasuredText: View {
    let text: String
    var body: some View {
        Text(text)
            .onGeometryChange(for: CGRect.self) {
                $0.frame(in: .global)
            } action: { frame in
                Console.record("text \(frame.minX) \(frame.minY) \(frame.width) x \(frame.height)")
            }
    }
}

/// A divider's thickness, reported by `onGeometryChange`.
private struct MeasuredDivider: View {
    var body: some View {
        VStack {
            Text("Above")
            Divider()
                .onGeometryChange(for: CGFloat.self) {
                    $0.size.height
                } action: { height in
                    Console.record("divider \(height)")
                }
            Text("Below")
        }
    }
}

extension EngineTests {
    @MainActor @Suite("The pixel grid follows the device")
    struct PixelGridTests {
        /// A host on `model`, with `view` launched.
        func launched(on model: DeviceModel, orientation: DeviceOrientation = .portrait, _ view: some View) async
            -> (host: Host, lines: [String])
        {
            let host = Host.recording()
            host.device = DeviceMetrics(model: model, orientation: orientation)
            let lines = await Console.capture { await host.launch { view } }
            return (host, lines)
        }

        /// The height at the end of a `MeasuredText` line.
        func height(_ lines: [String]) -> Double? {
            lines.first?.split(separator: " ").last.flatMap { Double($0) }
        }

        @Test("A line of body text is 20.5 points tall on the 2x iPhone SE, 20.33 on the 3x iPhone 17")
        func bodyLineHeight() async throws {
            let se = await launched(on: .iPhoneSE3, MeasuredText(text: "Hello"))
            #expect(se.lines.count == 1)
            #expect(height(se.lines) == 20.5)
            let seventeen = await launched(on: .iPhone17, MeasuredText(text: "Hello"))
            let line = try #require(height(seventeen.lines))
            let third: Double = 61.0 / 3
            #expect(abs(line - third) < 1e-9)
        }

        @Test(
            "Every edge of a centred text is on a half point on the SE and on the iPad, a third of a point on the iPhone 17"
        )
        func edgesOnTheGrid() async throws {
            for (model, pixel) in [(DeviceModel.iPhoneSE3, 0.5), (.iPadA16, 0.5), (.iPhone17, 1.0 / 3)] {
                let run = await launched(on: model, MeasuredText(text: "Hello, world"))
                let numbers = try #require(run.lines.first).split(separator: " ").compactMap { Double($0) }
                #expect(numbers.count == 4, "\(model.name): \(run.lines)")
                #expect(numbers.allSatisfy { onGrid($0, pixel: pixel) }, "\(model.name): \(numbers)")
                // The iPhone 17's third-point edges are not on the half-point grid.
                if model == .iPhone17 { #expect(!numbers.allSatisfy { onGrid($0, pixel: 0.5) }) }
            }
        }

        @Test("The screen's frames on the SE are written in half points: a line of body text 20.50 tall")
        func screenFrames() async {
            let se = await launched(on: .iPhoneSE3, Text("Hello"))
            let line = se.host.screenWithFrames().first ?? ""
            #expect(line.hasPrefix("Text \"Hello\" (") && line.hasSuffix(", 20.50)"), "\(line)")
        }

        @Test("A divider is one pixel thick: half a point on the SE, a third of a point on the iPhone 17")
        func dividerThickness() async {
            let se = await launched(on: .iPhoneSE3, MeasuredDivider())
            #expect(se.lines == ["divider 0.5"])
            let seventeen = await launched(on: .iPhone17, MeasuredDivider())
            #expect(seventeen.lines.count == 1)
            let thickness: Double = height(seventeen.lines) ?? 0
            let pixel: Double = 1.0 / 3
            #expect(abs(thickness - pixel) < 1e-9, "\(seventeen.lines)")
        }

        @Test("Turning the SE keeps its grid: the line is still 20.5 tall in landscape")
        func rotationKeepsTheScale() async throws {
            let se = await launched(on: .iPhoneSE3, MeasuredText(text: "Hello"))
            let turned = try await Console.capture { try await se.host.perform(.rotate(.landscape)) }
            #expect(turned.count == 1 && height(turned) == 20.5, "\(turned)")
            #expect(se.host.device.scale == 2 && se.host.device.orientation == .landscape)
        }

        @Test(
            "Two hosts on different devices each round on their own grid; outside an update the grid is the iPhone 17's again"
        )
        func hostsKeepTheirGrids() async {
            let se = await launched(on: .iPhoneSE3, Text("Hello"))
            #expect(PixelGrid.scale == 3)
            let seventeen = await launched(on: .iPhone17, Text("Hello"))
            #expect(se.host.screenWithFrames().first?.hasSuffix(", 20.50)") == true)
            #expect(seventeen.host.screenWithFrames().first?.hasSuffix(", 20.33)") == true)
        }

        @Test("A one-line list row of body text is 44 on every device: its insets take what the line leaves")
        func listRowInsets() {
            let se = DeviceMetrics(model: .iPhoneSE3)
            let twoX: Double = (44 - 20.5) / 2
            #expect(se.listRowVerticalInset == twoX)
            let threeX: Double = (44 - 61.0 / 3) / 2
            #expect(DeviceMetrics.iPhone17.listRowVerticalInset == threeX)
            #expect(DeviceMetrics(model: .iPadA16).listSeparatorThickness == 0.5)
        }
    }
}
