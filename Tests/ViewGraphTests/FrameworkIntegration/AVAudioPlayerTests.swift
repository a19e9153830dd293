import Foundation
import Testing

@testable import ViewGraph

extension EngineTests {
    @Test(
        "AVAudioPlayer fails for a file that is not there; for one that is, it keeps being told to play, pause and stop, and is listed as not modelled"
    )
    func audioPlayerKeepsWhatItIsTold() throws {
        UnmodelledAPI.reset()
        #expect(throws: NSError.self) { try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/no/such/sound.mp3")) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tap-\(UUID().uuidString).wav")
        try Data([0, 1, 2]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let player = try AVAudioPlayer(contentsOf: file)
        #expect(player.url == file && !player.isPlaying)
        player.numberOfLoops = -1
        player.volume = 0.4
        #expect(player.prepareToPlay() && player.play())
        #expect(player.isPlaying && player.numberOfLoops == -1 && player.volume == 0.4)
        player.pause()
        #expect(!player.isPlaying)
        player.play()
        player.stop()
        #expect(!player.isPlaying && player.duration == 0)
        #expect(try AVAudioPlayer(data: Data([1])).data == Data([1]))
        #expect(UnmodelledAPI.used == ["AVAudioPlayer"])
    }
}
