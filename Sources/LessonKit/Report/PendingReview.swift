import Foundation

/// A run of `lessons accept`: reviews each block `lessons check --pending` kept, showing the diff the check
/// printed, and writes what the engine printed into the lesson when the author accepts it.
///
/// A block is written only when the lesson's check is still the one that was checked (same block,
/// play and code, by `CheckResultStore.fingerprint`); otherwise it is refused, with where and why.
/// Each lesson is written whole or not at all (`Blesser`), then the store is saved without the
/// entries answered, so an interrupted accept leaves each lesson old or new, and an entry already
/// written found again is seen as accepted, not refused.
public struct PendingReview {
    /// `--from FILE`: the pending file to review (one a CI job kept), instead of the package's.
    public var from: String?
    public var layout: PackageLayout
    /// Where the reviews go (standard output).
    public var output: (String) -> Void
    /// Where the outcomes and errors go (standard error).
    public var errors: (String) -> Void
    /// Asked about each pending block, given its review (the diff) and its place in the queue;
    /// nil with `--all`.
    public var ask: ((_ review: String, _ number: Int, _ count: Int) -> Answer)?

    /// An answer about one pending block.
    public enum Answer: Sendable, Equatable {
        /// Write what the engine printed into the lesson.
        case accept
        /// Leave the block as it is, and forget what the engine printed.
        case reject
        /// Leave it pending, for a later `lessons accept`.
        case skip
        /// Leave it and every block after it pending, and stop.
        case quit
    }

    public init(
        from: String? = nil, layout: PackageLayout,
        output: @escaping (String) -> Void, errors: @escaping (String) -> Void
    ) {
        self.from = from
        self.layout = layout
        self.output = output
        self.errors = errors
    }

    /// The store this run reads and saves: `--from FILE`, or the package's.
    public var store: PendingStore {
        from.map { PendingStore(path: URL(fileURLWithPath: $0).standardizedFileURL.path) }
            ?? .standard(layout)
    }

    // MARK: - Public API

    /// Runs the command; returns the exit status: 1 when a block was refused, else 0.
    public func run() throws -> Int32 {
        let store = store
        if let from, !FileManager.default.fileExists(atPath: store.path) {
            errors(
                "Error: \(from): no such file: give the pending file a CI job kept (`.build/lessons-pending.json` after `lessons check --pending`)"
            )
            return 1
        }
        var entries = try store.load()
        guard !entries.isEmpty else {
            errors(
                "Nothing pending in \(LessonLibrary.relative(store.path)): `lessons check --pending` keeps what the engine printed for each failed block the project wrote."
            )
            return 0
        }
        var refused = 0
        let queue = entries
        for (offset, entry) in queue.enumerated() {
            let place = "\(LessonLibrary.relative(PendingStore.path(of: entry.file, root: layout.root))):\(entry.line)"
            let found: Found
            do {
                found = try find(entry)
            } catch {
                errors(
                    "REFUSED \(place): \(error); accept in the clone that holds the lesson (a CI's file names lessons from the package's folder), "
                        + "or remove \(LessonLibrary.relative(store.path)) to forget what it kept")
                refused += 1
                continue
            }
            let check: Check
            switch found {
            case .written:
                errors("ACCEPTED \(place): the lesson holds it already")
                entries.removeAll { $0 == entry }
                try store.save(entries)
                continue
            case .refused(let why):
                errors("REFUSED \(place): \(why)")
                refused += 1
                continue
            case .check(let current):
                check = current
            }
            let answer = ask?(review(entry, check: check), offset + 1, queue.count) ?? .accept
            switch answer {
            case .accept:
                let outcome = try Blesser.bless([CheckResult(check: check, status: .failed, actual: entry.actual)])
                if let (_, why) = outcome.leftAlone.first {
                    errors("REFUSED \(check.location): \(why)")
                    refused += 1
                    continue
                }
                errors("ACCEPTED \(check.location): written with what the engine printed")
                entries.removeAll { $0 == entry }
            case .reject:
                errors("REJECTED \(check.location): the block stays as it is, and its check still fails")
                entries.removeAll { $0 == entry }
            case .skip:
                errors("SKIPPED \(check.location): still pending")
                continue
            case .quit:
                let left = queue.count - offset
                errors(
                    "Stopped: \(left) block\(left == 1 ? "" : "s") still pending in \(LessonLibrary.relative(store.path))."
                )
                return refused > 0 ? 1 : 0
            }
            try store.save(entries)
        }
        if refused > 0 {
            errors(
                "\(refused) block\(refused == 1 ? "" : "s") refused (above, each with what to do) and still pending.")
        }
        return refused > 0 ? 1 : 0
    }

    /// What a pending entry is in its lesson now.
    enum Found {
        /// The check it was kept for, unchanged.
        case check(Check)
        /// The block holds what the engine printed already (an accept stopped before the store was saved).
        case written
        /// It cannot be written, and why.
        case refused(String)
    }

    /// The check of `entry` in its lesson as the lesson is now.
    func find(_ entry: PendingStore.Entry) throws -> Found {
        let path = PendingStore.path(of: entry.file, root: layout.root)
        let lesson = try LessonLibrary.load(LessonLibrary.relative(path)).lesson
        let same = lesson.checks.filter { CheckResultStore.fingerprint($0) == entry.fingerprint }
        let here = same.first { $0.location.line == entry.line } ?? (same.count == 1 ? same[0] : nil)
        guard let check = here else {
            if lesson.checks.contains(where: { CheckResultStore.fingerprint($0) == entry.acceptedFingerprint }) {
                return .written
            }
            return .refused(
                same.isEmpty
                    ? "the block, its play or the code it checks changed since the check that kept it: check it again with `lessons check \(LessonLibrary.relative(path)) --pending`"
                    : "\(same.count) blocks of the lesson are the block that was checked, and none is at line \(entry.line): accept it by hand, or check the lesson again"
            )
        }
        if check.isRecorded { return .refused(Blesser.recordedReason) }
        return .check(check)
    }

    /// The review of one pending block: its head and its diff, as `lessons check` printed them.
    func review(_ entry: PendingStore.Entry, check: Check) -> String {
        let moved =
            check.location.line == entry.line ? "" : "     (checked at line \(entry.line); the block has moved since)\n"
        return CheckReport.visible(
            "FAIL \(CheckReport.head(check))\n" + moved
                + CheckReport.failureDetails(
                    play: entry.play, reason: entry.reason, diffHeader: entry.diffHeader, diff: entry.diff))
    }
}
