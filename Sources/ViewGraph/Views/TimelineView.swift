import Foundation

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
        return PeriodicEntries(
            upcoming: Date(timeIntervalSinceReferenceDate: seconds - seconds.truncatingRemainder(dividingBy: 60)),
            interval: 60)
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
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S> {
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
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
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

    @MainActor public var body: some View {
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
