import Foundation

// AVFoundation's audio player, which apps reach through `import AVKit` (AVKit re-exports AVFoundation,
// and the runner maps AVKit to the engine): a sound played on a tap, music behind a screen. The
// engine's device has no speaker: a player keeps what it was told (playing, volume, loops, position),
// and plays nothing.

/// What a player tells its delegate.
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    /// The sound ended; never called here, as nothing plays.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// The sound could not be decoded; never called here.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// Not modelled: plays a sound from a file or from memory; the engine keeps what it is told and
/// plays nothing (`duration` is 0: the sound is never decoded).
///
/// Its initializers fail as AVFoundation's do for a file that is not there (an error of the Core
/// Audio domain `NSOSStatusErrorDomain`); any file that is there, or any data, is taken as a sound.
open class AVAudioPlayer: NSObject {
    /// The file played, nil for a player of data.
    open private(set) var url: URL?
    /// The sound's data, nil for a player of a file.
    open private(set) var data: Data?
    /// Told when the sound ends (never, here).
    open weak var delegate: (any AVAudioPlayerDelegate)?
    /// Whether the player was told to play and has not been paused or stopped since.
    open private(set) var isPlaying = false
    /// The volume, from 0 to 1.
    open var volume: Float = 1
    /// The stereo position, from -1 (left) to 1 (right).
    open var pan: Float = 0
    /// How many times the sound plays again after the first; a negative number loops until stopped.
    open var numberOfLoops = 0
    /// Whether `rate` may be changed.
    open var enableRate = false
    /// The playback speed (1 is normal).
    open var rate: Float = 1
    /// Where in the sound the player is, in seconds.
    open var currentTime: TimeInterval = 0
    /// How long the sound is: 0, as the engine never decodes it.
    open var duration: TimeInterval { 0 }
    /// The number of channels: 2 (assumed: a stereo sound).
    open var numberOfChannels: Int { 2 }
    /// Whether `averagePower(forChannel:)` and `peakPower(forChannel:)` are measured.
    open var isMeteringEnabled = false

    /// A player of the sound file at `url`; throws when no file is there.
    public init(contentsOf url: URL) throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            // Assumed: AVFoundation does not document the code; -43 is the system's "file not found" status (fnfErr).
            throw NSError(domain: NSOSStatusErrorDomain, code: -43)
        }
        self.url = url
        super.init()
    }
    /// A player of the sound file at `url`, with a hint of its type; throws when no file is there.
    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        try self.init(contentsOf: url)
    }
    /// A player of `data`.
    public init(data: Data) throws {
        self.data = data
        super.init()
    }
    /// A player of `data`, with a hint of its type.
    public convenience init(data: Data, fileTypeHint utiString: String?) throws {
        try self.init(data: data)
    }

    /// Gets ready to play: true.
    @discardableResult open func prepareToPlay() -> Bool { true }
    /// Not modelled: starts playing (nothing is heard); true.
    @discardableResult open func play() -> Bool {
        UnmodelledAPI.note("AVAudioPlayer")
        isPlaying = true
        return true
    }
    /// Not modelled: starts playing at the device time `time` (nothing is heard); true.
    @discardableResult open func play(atTime time: TimeInterval) -> Bool { play() }
    /// Pauses, keeping the position.
    open func pause() { isPlaying = false }
    /// Stops; the position stays where it was, as AVFoundation's does (it only undoes `prepareToPlay`).
    open func stop() { isPlaying = false }
    /// Measures the levels again (there are none to measure).
    open func updateMeters() {}
    /// The channel's average level, in decibels: −160, silence, as nothing plays.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    /// The channel's peak level, in decibels: −160, silence, as nothing plays.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}
