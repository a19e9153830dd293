/// How many times each view type's body ran, as Instruments' SwiftUI "View Body" lane counts them:
/// one line per type, in the order each type first ran.
public struct BodyCounts: Sendable, Equatable {
    public struct Count: Sendable, Equatable {
        public var type: String
        public var count: Int
    }

    public private(set) var counts: [Count] = []

    /// The counts of the bodies that ran in `updates`.
    public init(_ updates: [PlayTrace.Update], in trace: PlayTrace) {
        for update in updates {
            for event in update.events where event.kind == .body {
                add(trace.views[event.view ?? -1]?.type ?? "?")
            }
        }
    }

    private mutating func add(_ type: String) {
        if let index = counts.firstIndex(where: { $0.type == type }) {
            counts[index].count += 1
        } else {
            counts.append(Count(type: type, count: 1))
        }
    }

    /// How many times bodies of `type` ran (0 when none did).
    public subscript(type: String) -> Int { counts.first { $0.type == type }?.count ?? 0 }

    /// Every body that ran.
    public var total: Int { counts.reduce(0) { $0 + $1.count } }

    /// `TripCard: 3`, one line per type, as a ```` ```bodies ```` block lists them.
    public var lines: [String] { counts.map { "\($0.type): \($0.count)" } }

    // MARK: - The bodies check

    /// A ```` ```bodies ```` line read: a type and a count.
    static func parse(_ line: String) -> (type: String, count: Int)? {
        guard let colon = line.lastIndex(of: ":") else { return nil }
        let type = line[..<colon].trimmingCharacters(in: .whitespaces)
        guard !type.isEmpty, let count = Int(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)),
            count >= 0
        else { return nil }
        return (type, count)
    }

    /// The lines of a ```` ```bodies ```` block that are not `Type: N`, by offset, with what is wrong.
    static func problems(in lines: [String]) -> [(offset: Int, problem: String)] {
        var seen = Set<String>()
        var problems: [(Int, String)] = []
        for (offset, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let (type, count) = parse(line) else {
                problems.append((offset, "`\(line)` is not a view type and a count"))
                continue
            }
            if line != "\(type): \(count)" { problems.append((offset, "write `\(line)` as `\(type): \(count)`")) }
            if !seen.insert(type).inserted { problems.append((offset, "\(type) is listed twice")) }
        }
        return problems
    }

    /// The lines a ```` ```bodies ```` block's `expected` lines are compared with: each type it names
    /// with the count that ran (0 for one that did not run), in its order. Types it does not name are
    /// not compared; an empty block is compared with every type that ran (so that `--bless` fills it).
    public func lines(comparedWith expected: [String]) -> [String] {
        let named = expected.compactMap(Self.parse)
        if named.isEmpty { return lines }
        return named.map { "\($0.type): \(self[$0.type])" }
    }

    /// `TripCard 3, TripGrid 1`, or "none".
    public var summary: String {
        counts.isEmpty ? "none" : counts.map { "\($0.type) \($0.count)" }.joined(separator: ", ")
    }
}
