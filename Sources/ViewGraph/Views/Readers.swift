import Foundation

// Views that hand their content a value SwiftUI computes (a size, a scroll position, a date). The
// engine lays nothing out, so it hands over the values of an iPhone 17 screen in portrait.

/// The size of an iPhone 17's screen in points, which `GeometryReader` reports.
let iPhoneScreenSize = CGSize(width: 402, height: 874)

/// A named or built-in space that frames are measured in.
public protocol CoordinateSpaceProtocol {}

/// The whole screen.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol { public init() {} }
/// The view itself.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol { public init() {} }
/// A space an ancestor named with `.coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    let name: AnyHashable
    /// The space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// The content space of the nearest scroll view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable("scrollView")) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The whole screen.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view itself.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// The content space of the nearest scroll view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable("scrollView")) }
}

/// The older form of a coordinate space: global, local, or named.
public enum CoordinateSpace: Hashable, CoordinateSpaceProtocol {
    case global
    case local
    case named(AnyHashable)
}

/// The size and frame of the space a `GeometryReader` fills: the whole iPhone 17 screen in the engine.
public struct GeometryProxy {
    /// The size offered to the reader: 402 × 874 points.
    public var size: CGSize { iPhoneScreenSize }

    /// The insets of the safe area: the status bar and the home indicator.
    public var safeAreaInsets: EdgeInsets { EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0) }

    /// The reader's frame in `coordinateSpace`: the screen, whatever the space.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        CGRect(origin: .zero, size: size)
    }

    /// The bounds of the space named `coordinateSpace`.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        CGRect(origin: .zero, size: size)
    }
}

/// A view whose content is made from the size it is given.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    /// A reader that makes its content from a `GeometryProxy`.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public typealias Body = Never
}

extension GeometryReader: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, graph.makeTracked(for: node) { content(GeometryProxy()) })])
    }
}

/// Scrolls the scroll view inside a `ScrollViewReader` to a row, by the row's id.
public struct ScrollViewProxy {
    weak var reader: ViewNode?
    weak var graph: UpdateGraph?

    /// Scrolls to the view with `id`: a lazy container builds the rows that come into view.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let reader, let graph, reader.isMounted else { return }
        graph.scroll(below: reader, toRowWithID: AnyHashable(id))
    }
}

/// A view whose content can scroll its scroll view by id.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    /// A reader that makes its content with a `ScrollViewProxy`.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    public typealias Body = Never
}

extension ScrollViewReader: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, graph.makeTracked(for: node) { content(ScrollViewProxy(reader: node, graph: graph)) })])
    }
}

// MARK: - TimelineView

/// How often a schedule would like its timeline updated.
public enum TimelineScheduleMode: Sendable { case normal, lowFrequency }

/// When a `TimelineView` updates: the dates of its entries, from a start date on.
public protocol TimelineSchedule {
    /// The dates, in order.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Dates `interval` seconds apart from a first date, for ever.
public struct PeriodicEntries: Sequence, IteratorProtocol {
    var upcoming: Date
    let interval: TimeInterval
    /// The next date.
    public mutating func next() -> Date? {
        defer { upcoming = upcoming.addingTimeInterval(interval) }
        return upcoming
    }
}

/// Updates every so many seconds from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let startDate: Date
    let interval: TimeInterval
    /// Every `interval` seconds from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }
    /// A date every `interval` seconds from `startDate`, the host's date when the view appears: the
    /// lesson's own start date (usually `.now`) is the real clock's, which the host's clock is not.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicEntries {
        PeriodicEntries(upcoming: startDate, interval: max(interval, 0.001))
    }
}

/// Updates at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    /// Creates the schedule.
    public init() {}
    /// The start of the current minute, then the start of each one after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicEntries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        return PeriodicEntries(upcoming: Date(timeIntervalSinceReferenceDate: seconds - seconds.truncatingRemainder(dividingBy: 60)), interval: 60)
    }
}

/// Updates as often as the screen draws: 60 times a second, or every `minimumInterval`.
public struct AnimationTimelineSchedule: TimelineSchedule {
    let minimumInterval: Double?
    let paused: Bool
    /// Every frame, or no more often than `minimumInterval`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }
    /// A date per frame from `startDate` on; none while paused.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicEntries {
        PeriodicEntries(upcoming: startDate, interval: paused ? .infinity : max(minimumInterval ?? 1.0 / 60, 1.0 / 60))
    }
}

/// Updates at the given dates.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates
    /// At each of `dates`.
    public init(_ dates: Dates) { self.dates = dates }
    /// The dates given.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as the screen draws.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// As often as the screen draws, no more often than `minimumInterval`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// At each of `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// What a `TimelineView`'s content is made for: a date.
public struct TimelineViewDefaultContext {
    /// The date the content shows.
    public let date: Date
    /// How often the content updates.
    public let cadence: Cadence

    /// How often a timeline's content updates.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
}

/// A view whose content is made again for each date of its schedule, on the host's clock: only its
/// own closure runs at each entry, not the body of the view around it.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (Context) -> Content
    @State private var entry: Date?

    /// What the content is made for.
    public typealias Context = TimelineViewDefaultContext

    /// A view that makes `content` for each date of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        let now = Host.current?.now ?? Date()
        content(Context(date: entry ?? currentEntry(at: now), cadence: .live))
            .task { await followSchedule() }
    }

    /// The last entry of the schedule at or before `now` (or `now` when the schedule starts later).
    private func currentEntry(at now: Date) -> Date {
        var current = now
        for date in schedule.entries(from: now, mode: .normal) {
            if date > now { break }
            current = date
        }
        return current
    }

    /// Sleeps until each later entry on the host's clock and makes the content for it.
    @MainActor
    private func followSchedule() async {
        guard let start = Host.current?.now else { return }
        for date in schedule.entries(from: start, mode: .normal) where date > start {
            guard let now = Host.current?.now, date.timeIntervalSince(now).isFinite else { return }
            let wait = max(date.timeIntervalSince(now), 0)
            do { try await Host.sleep(for: .milliseconds(Int64((wait * 1000).rounded()))) } catch { return }
            entry = date
        }
    }
}

// MARK: - Canvas

/// What a `Canvas` draws with; the engine never calls a canvas's renderer, so drawing does nothing.
public struct GraphicsContext {
    /// How a shape is filled or stroked.
    public struct Shading {
        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading() }
        /// A style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading() }
        /// A linear gradient.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading { Shading() }
        /// A radial gradient.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) -> Shading { Shading() }
        /// The foreground style.
        public static var foreground: Shading { Shading() }
    }

    /// Text resolved for drawing.
    public struct ResolvedText {}
    /// An image resolved for drawing.
    public struct ResolvedImage {
        /// The image's size.
        public var size: CGSize { .zero }
    }
    /// A filter applied to what is drawn.
    public struct Filter {
        /// A blur.
        public static func blur(radius: CGFloat) -> Filter { Filter() }
        /// A shadow.
        public static func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Filter { Filter() }
    }
    /// How drawn colours blend with what is below.
    public struct BlendMode: Sendable {
        public static let normal = BlendMode()
        public static let multiply = BlendMode()
        public static let screen = BlendMode()
        public static let plusLighter = BlendMode()
    }

    /// The opacity of what is drawn.
    public var opacity: Double = 1
    /// The blend mode of what is drawn.
    public var blendMode: BlendMode = .normal

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
    /// Strokes `path` with `shading`.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
    /// Strokes `path` with `shading` and `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
    /// Draws `text` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws `text` in `rect`.
    public func draw(_ text: Text, in rect: CGRect) {}
    /// Draws `image` in `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
    /// Draws `image` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws resolved `text` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws a resolved `image` in `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {}
    /// Resolves `text` for drawing.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText() }
    /// Resolves `image` for drawing.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage() }
    /// Moves the origin.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}
    /// Scales what is drawn next.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
    /// Rotates what is drawn next.
    public mutating func rotate(by angle: Angle) {}
    /// Clips what is drawn next to `path`.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {}
    /// Adds a filter to what is drawn next.
    public mutating func addFilter(_ filter: Filter) {}
    /// Draws in a copy of the context.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {}
}

/// A view drawn by code; the engine draws nothing, so `renderer` is never called.
public struct Canvas<Symbols: View>: View {
    /// A canvas that draws with `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {}

    /// A canvas that draws with `renderer` and can use `symbols`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {}

    public typealias Body = Never
}

/// How colours are blended when drawn.
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

extension Canvas: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}
