import Foundation
import HostContract
import Testing

@testable import ViewGraph

/// Prints its size classes when its body runs, and its frame when the layout moves it.
private struct Classes: View {
    @Environment(\.horizontalSizeClass) private var width
    @Environment(\.verticalSizeClass) private var height
    var body: some View {
        let _ = Console.record(
            "classes \(width == .compact ? "compact" : "regular") x \(height == .compact ? "compact" : "regular")")
        Color.red
            .onGeometryChange(for: CGRect.self) {
                $0.frame(in: .global)
            } action: { frame in
                Console.record("frame \(Int(frame.minX)) \(Int(frame.minY)) \(Int(frame.width)) x \(Int(frame.height))")
            }
    }
}

/// A stack whose root screen has a large title.
private struct Titled: View {
    var body: some View {
        NavigationStack { Text("Body").navigationTitle("Trips") }
    }
}

extension EngineTests {
    @MainActor @Suite("Rotating the device")
    struct HostRotationTests {
        @Test(
            "Rotating an iPhone 17 makes its height class compact and lays the screen out anew: the safe area moves to the sides"
        )
        func rotateIPhone() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { Classes() } }
            #expect(launch == ["classes compact x regular", "frame 0 62 402 x 778"])
            let rotation = try await Console.capture { try await host.perform(.rotate(nil)) }
            // 874 wide, 62 in on each side; 402 tall, 21 off the bottom for the home indicator.
            #expect(rotation == ["classes compact x compact", "frame 62 0 750 x 381"])
            #expect(host.device.orientation == .landscape)
            let back = try await Console.capture { try await host.perform(.rotate(.portrait)) }
            #expect(back == ["classes compact x regular", "frame 0 62 402 x 778"])
        }

        @Test("Rotating to the orientation the device has changes nothing")
        func rotateToSame() async throws {
            let host = Host.recording()
            await host.launch { Classes() }
            let lines = try await Console.capture { try await host.perform(.rotate(.portrait)) }
            #expect(lines.isEmpty)
        }

        @Test("A Max iPhone is regular wide in landscape; an iPad in half of Split View compact wide and regular tall")
        func sizeClassesByModel() async throws {
            let max = Host.recording()
            max.device = DeviceMetrics(model: .iPhone17ProMax, orientation: .landscape)
            let maxLines = await Console.capture { await max.launch { Classes() } }
            #expect(maxLines.first == "classes regular x compact")
            let split = Host.recording()
            split.device = DeviceMetrics(model: .iPadA16Split)
            let splitLines = await Console.capture { await split.launch { Classes() } }
            #expect(splitLines == ["classes compact x regular", "frame 0 24 405 x 1136"])
        }

        @Test("A large title shows in portrait and inline in landscape, where the height class is compact")
        func largeTitleInLandscape() async throws {
            let host = Host.recording()
            await host.launch { Titled() }
            #expect(host.screen().first == "NavigationBar \"Trips\" large")
            try await host.perform(.rotate(.landscape))
            #expect(host.screen().first == "NavigationBar \"Trips\" inline")
        }

        @Test("rotate reads back as written, with or without its orientation, and another word is refused")
        func parsing() throws {
            #expect(
                try HostAction.parsePlay("launch; rotate; rotate portrait; rotate landscape") == [
                    .launch, .rotate(nil), .rotate(.portrait), .rotate(.landscape),
                ])
            #expect(HostAction.rotate(.landscape).description == "rotate landscape")
            #expect(throws: ActionParseError.self) { try HostAction(parsing: "rotate sideways") }
        }
    }
}
