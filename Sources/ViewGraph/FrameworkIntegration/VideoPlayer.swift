import Foundation

// AVKit's SwiftUI view, `VideoPlayer(player: AVPlayer(url: url))`, and the few AVFoundation names
// it is given. The runner maps `import AVKit` to the engine. Nothing plays here: a player keeps
// whether it was told to play (`play()`, `pause()`, `rate`), and the screen shows the player with
// the name of the file it holds.

/// An item a player plays: a video at a URL.
/// Unchecked: its only state is a `let`.
public final class AVPlayerItem: @unchecked Sendable {
    /// Where the video is.
    let url: URL
    /// The item of the video at `url`.
    public init(url: URL) { self.url = url }
}

/// Plays a video; here it only keeps whether it was told to play.
/// Unchecked: AVFoundation declares it `Sendable` (its state is locked inside); here `currentItem` and
/// `rate` are set by lesson code, which runs on the main actor.
public final class AVPlayer: @unchecked Sendable {
    /// Whether the player plays, waits or is paused.
    public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }

    /// The item being played, if any.
    public private(set) var currentItem: AVPlayerItem?
    /// The playback speed: 0 when paused, 1 when playing.
    public var rate: Float = 0
    /// Whether the player plays.
    public var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .playing }

    /// A player with nothing to play.
    public init() {}
    /// A player of the video at `url`.
    public init(url: URL) { currentItem = AVPlayerItem(url: url) }
    /// A player of `item`.
    public init(playerItem item: AVPlayerItem?) { currentItem = item }

    /// Starts playing.
    public func play() { rate = 1 }
    /// Pauses.
    public func pause() { rate = 0 }
    /// Plays `item` instead of the current one.
    public func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
}

/// A view that shows a player's video with the system's playback controls, and `videoOverlay`
/// above the video.
nonisolated public struct VideoPlayer<VideoOverlay: View>: View {
    let player: AVPlayer?
    let videoOverlay: VideoOverlay

    /// A video player of `player`, with the system's controls.
    public init(player: AVPlayer?) where VideoOverlay == EmptyView {
        self.player = player
        videoOverlay = EmptyView()
    }

    /// A video player of `player`, with `videoOverlay` above the video (under the controls).
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        self.player = player
        self.videoOverlay = videoOverlay()
    }

    public typealias Body = Never
}

@MainActor extension VideoPlayer: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, videoOverlay)])
    }

    func screenContent(of node: ViewNode) -> ScreenContent {
        .container("VideoPlayer" + (player?.currentItem.map { " " + quoted($0.url.lastPathComponent) } ?? ""))
    }
}
