import Foundation

/// The builds and plays of one `lessons check` (`jobs` builds at once, twice as many plays), as one stream of work: a
/// program's plays start as soon as it is built, while other threads still compile, so no thread
/// waits for the slowest batch before the plays begin. A thread takes a play when one is ready, a
/// build otherwise, and waits only while builds that will bring plays are still going.
///
/// What the cache holds is taken first: each cached build's kept play results (`PlayCache`), and
/// only what is missing becomes work. With `repeatCount` above one, every play runs that many times
/// and no result is read from the cache or kept.
// Unchecked Sendable, safe because its queues and results are read and written only with `condition`
// locked, and threads wait on it for work; the results are read (without it) only after every worker
// thread has ended.
final class CheckWork: @unchecked Sendable {
    /// One play of one version of the code.
    struct Play: Hashable {
        var build: Int
        var play: [String]
        /// A ```bodies check's run, made with the update trace on.
        var traced = false
    }

    private enum Item {
        /// Build these versions (one alone, or several as a batch).
        case build([Int])
        /// Build this version alone: its batch's build printed a file-private type's name.
        case alone(Int)
        /// Run the play in this slot of `outputs` (`play * runs + run`).
        case play(Int)
    }

    let builder: SnippetBuilder
    let versions: [SnippetBuilder.Request]
    let plays: [Play]
    let options: CheckOptions
    let progress: (String) -> Void
    let stage: (LessonChecker.Stage) -> Void
    let runs: Int
    /// Where play results are kept, when they are.
    let playCache: String?

    private let condition = NSCondition()
    private(set) var builds: [BuiltSnippet?]
    private(set) var outputs: [(PlayOutput, ProcessRunner.Result)?]
    private var playsOf: [Int: [Int]] = [:]
    private var pending: [Item] = []
    private var pendingPlays: [Int] = []
    private var activeBuilds = 0
    private var retired: Set<Int> = []
    private var done = 0
    private var total = 0

    private(set) var snippetsBuilt = 0
    private(set) var playsRun = 0
    private(set) var playsCached = 0
    /// The slots of `outputs` this run filled by running the play (the others came from the cache).
    private(set) var ranSlots: Set<Int> = []
    private var buildsDone = 0
    private var buildsTotal = 0
    private var playsTotal = 0
    private var playsStarted = false

    /// Takes from the cache what it holds (`cached`: each version's build, nil when missing) and
    /// plans the rest.
    init(
        builder: SnippetBuilder, versions: [SnippetBuilder.Request], cached: [BuiltSnippet?], plays: [Play],
        options: CheckOptions, progress: @escaping (String) -> Void,
        stage: @escaping (LessonChecker.Stage) -> Void = { _ in }
    ) {
        self.builder = builder
        self.versions = versions
        self.plays = plays
        self.options = options
        self.progress = progress
        self.stage = stage
        runs = max(1, options.repeatCount)
        playCache = runs == 1 ? options.cacheDirectory : nil
        builds = cached
        outputs = Array(repeating: nil, count: plays.count * runs)
        for (index, play) in plays.enumerated() { playsOf[play.build, default: []].append(index) }
        let missing = cached.indices.filter { cached[$0] == nil }
        for group in builder.plan(
            missing.map { versions[$0] }, jobs: min(options.jobs, CheckOptions.maximumJobs),
            batchSize: options.batchSize)
        {
            pending.append(.build(group.map { missing[$0] }))
        }
        buildsTotal = missing.count
        playsTotal = missing.reduce(0) { $0 + (playsOf[$1]?.count ?? 0) * runs }
        // Reading the kept plays of the cached builds (verifying each entry, parsing its output) is
        // most of a check with nothing changed: on `jobs` threads, their slots kept in order.
        let present = cached.indices.filter { cached[$0] != nil }
        let found = parallelMap(present.count, width: min(options.jobs, CheckOptions.maximumJobs)) {
            [self] in slotsToRun(of: present[$0], cached[present[$0]])
        }
        for slots in found {
            pendingPlays += slots
            playsTotal += slots.count
        }
        total = buildsTotal + playsTotal
    }

    /// Whether anything is to be built or run (else every result came from the cache).
    var hasWork: Bool { !pending.isEmpty || !pendingPlays.isEmpty }

    /// Does the work: `options.jobs` builds at once, and plays on `playWidth` threads; returns when
    /// all is done.
    func run() {
        // No more workers than pieces of work: `--jobs 99999999999` would ask for that many threads.
        let workers = max(1, min(playWidth, total))
        _ = parallelMap(workers, width: workers) { _ -> Bool in
            while let item = self.take() { self.perform(item) }
            return true
        }
    }

    /// How many builds at once: a compiler keeps a core busy, and takes up to a gigabyte.
    private var buildWidth: Int { max(1, min(options.jobs, CheckOptions.maximumJobs)) }

    /// How many plays at once: twice the builds. A play is a launcher and a program, each started
    /// by exec, in namespaces made and torn down for it, and part of its time is spent waiting in
    /// the kernel with its core idle. `lessons check --repeat 4` of the course, every build cached,
    /// on two cores (2026-12-07, the debug build): two plays at once took 39.7 and 39.1 s wall
    /// for 62.1 and 60.5 s of CPU (1.56 cores); four took 32.1 and 35.0 s for 59.8 and 65.4 s.
    private var playWidth: Int { min(2 * buildWidth, CheckOptions.maximumJobs) }

    /// The next item, waiting while builds that will bring plays are under way; nil when all is done.
    private func take() -> Item? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if !pendingPlays.isEmpty { return .play(pendingPlays.removeFirst()) }
            if !pending.isEmpty, activeBuilds < buildWidth {
                activeBuilds += 1
                return pending.removeFirst()
            }
            if activeBuilds == 0, pending.isEmpty { return nil }
            condition.wait()
        }
    }

    private func perform(_ item: Item) {
        switch item {
        case .build(let group):
            if group.count == 1 {
                finished(group[0], builder.build(versions[group[0]].code, linking: versions[group[0]].linking))
            } else {
                builder.buildGroup(group.map { ($0, versions[$0].code) }) { version, built in finished(version, built) }
            }
            endBuild()
        case .alone(let version):
            finished(version, builder.build(versions[version].code, alone: true), again: true)
            endBuild()
        case .play(let slot):
            runPlay(slot)
        }
    }

    private func endBuild() {
        condition.lock()
        activeBuilds -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// A version's build is done: its plays are ready to run.
    private func finished(_ version: Int, _ built: BuiltSnippet, again: Bool = false) {
        condition.lock()
        builds[version] = built
        if built.wasBuilt { snippetsBuilt += 1 }
        done += again ? 0 : 1
        buildsDone += again ? 0 : 1
        let (count, builtSoFar, buildCount) = (done, buildsDone, buildsTotal)
        condition.unlock()
        let how =
            built.wasBuilt ? (built.batchSize > 1 ? "built (in a batch of \(built.batchSize))" : "built") : "cached"
        progress("[\(count)/\(total)] \(how) \(versions[version].label)")
        if !again { stage(.built(done: builtSoFar, total: buildCount)) }
        let slots = slotsToRun(of: version, built)
        condition.lock()
        let change = slots.count - (again ? 0 : (playsOf[version]?.count ?? 0) * runs)
        total += change
        playsTotal += change
        pendingPlays += slots
        condition.broadcast()
        condition.unlock()
    }

    /// The slots of `version`'s plays that must run: all of them, but for what the cache holds,
    /// which goes into `outputs`.
    private func slotsToRun(of version: Int, _ built: BuiltSnippet?) -> [Int] {
        guard let built, built.executable != nil else { return [] }
        var slots: [Int] = []
        var kept: [(Int, (PlayOutput, ProcessRunner.Result))] = []
        for play in playsOf[version] ?? [] {
            if let root = playCache, let key = cacheKey(play, built), let result = PlayCache.load(root, key: key) {
                kept.append((play * runs, (PlayOutput.parse(result.output, nonce: result.hostNonce), result)))
            } else {
                slots += (0..<runs).map { play * runs + $0 }
            }
        }
        condition.lock()
        for (slot, output) in kept { outputs[slot] = output }
        playsCached += kept.count
        condition.unlock()
        return slots
    }

    private func cacheKey(_ play: Int, _ built: BuiltSnippet) -> String? {
        built.identity.map {
            PlayCache.key(
                identity: $0, play: plays[play].play, traced: plays[play].traced, outputLimit: options.outputLimit,
                limits: options.limits)
        }
    }

    private func runPlay(_ slot: Int) {
        let play = plays[slot / runs]
        condition.lock()
        let built = builds[play.build]!
        let first = !playsStarted
        playsStarted = true
        let playCount = playsTotal
        condition.unlock()
        if first { stage(.running(total: playCount)) }
        let result = PlayHome.run(
            built.executable!, entry: built.entry, play.play, timeout: options.runTimeout,
            outputLimit: options.outputLimit, limits: options.limits, traced: play.traced, tracePictures: false)
        let output = (PlayOutput.parse(result.output, nonce: result.hostNonce), result)
        condition.lock()
        outputs[slot] = output
        ranSlots.insert(slot)
        playsRun += 1
        done += 1
        let (count, ranSoFar, playCountNow) = (done, playsRun, playsTotal)
        // A program built in a batch that printed a file-private type's run-time name prints another
        // name built alone: build it alone, and run its plays again.
        let rebuild =
            built.entry != nil && !retired.contains(play.build)
            && (result.output.contains(BatchSource.unknownContext)
                || result.errorOutput.contains(BatchSource.unknownContext))
        if rebuild {
            retired.insert(play.build)
            pending.insert(.alone(play.build), at: 0)
            condition.broadcast()
        }
        condition.unlock()
        progress("[\(count)/\(total)] ran \(versions[play.build].label): \(play.play.joined(separator: "; "))")
        stage(.ran(done: min(ranSoFar, playCountNow), total: playCountNow))
        if let root = playCache, let key = cacheKey(slot / runs, built) { PlayCache.keep(result, root: root, key: key) }
    }
}
