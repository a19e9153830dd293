import Foundation
import Testing

@testable import ViewGraph

private struct Tiles: View {
    var body: some View {
        VStack {
            Image("brick").resizable()
            Image("brick").resizable(resizingMode: .tile)
            Image("brick").resizable(
                capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4), resizingMode: .tile)
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Images")
    struct ImageTests {
        @Test(
            "resizable takes cap insets and a resizing mode, each with SwiftUI's default, and the image stays on the screen"
        )
        func resizableDefaults() async {
            let host = Host.recording()
            await host.launch { Tiles() }
            #expect(host.screen() == ["VStack", "  Image \"brick\"", "  Image \"brick\"", "  Image \"brick\""])
        }
    }
}

private struct Sticker: View {
    @State private var picked: UIImage? = UIImage(named: "sticker")
    var body: some View {
        VStack {
            Image(uiImage: picked ?? UIImage())
            Image(uiImage: UIImage(systemName: "star") ?? UIImage())
        }
    }
}

extension EngineTests.ImageTests {
    @Test("Image(uiImage:) shows the asset or symbol the UIImage was made from; its data reads back as the same image")
    func uiImages() async throws {
        let host = Host.recording()
        await host.launch { Sticker() }
        #expect(host.screen() == ["VStack", "  Image \"sticker\"", "  Image \"star\""])

        let symbol = try #require(UIImage(systemName: "heart"))
        let data = try #require(symbol.jpegData(compressionQuality: 0.8))
        let path = NSTemporaryDirectory() + "/ui-image-\(UInt32.random(in: 0...UInt32.max)).png"
        try data.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let read = try #require(UIImage(contentsOfFile: path))
        #expect(read.name == "heart" && read.isSymbol)
        #expect(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47])) == nil)
        #expect(UIImage(contentsOfFile: path + ".missing") == nil)
    }
}

private struct Workout: View {
    let player = AVPlayer(url: URL(fileURLWithPath: "/videos/squat.mp4"))
    var body: some View {
        VStack {
            VideoPlayer(player: player) { Text("Squat") }
            VideoPlayer(player: nil)
            Button("Pause") { player.pause() }
        }
        .onAppear { player.play() }
    }
}

extension EngineTests.ImageTests {
    @Test("VideoPlayer shows its player's file and its overlay; the player keeps whether it was told to play")
    func videoPlayer() async throws {
        let host = Host.recording()
        let view = Workout()
        await host.launch { view }
        #expect(
            host.screen() == [
                "VStack", "  VideoPlayer \"squat.mp4\"", "    Text \"Squat\"", "  VideoPlayer", "  Button \"Pause\"",
            ])
        #expect(view.player.timeControlStatus == .playing && view.player.rate == 1)
        try await host.perform(.tap("Pause"))
        #expect(view.player.timeControlStatus == .paused)
    }
}
