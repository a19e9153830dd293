import Foundation
import HostContract

/// A simulated device: launches an app, acts on it as a person would, and reports what it printed,
/// what SwiftUI logged, and what the screen shows.
///
/// ```swift
/// let host = Host()
/// await host.launch { ContentView() }
/// try await host.perform(.tap("Count: 0"))
/// host.screen()  // ["Button \"Count: 1\""]
/// ```
@MainActor
public final class Host {
    /// The host that is running now, for the parts of the engine that need the clock or focus.
    static var current: Host?

    /// The view graph of the running app.
    public let graph: UpdateGraph
    /// SwiftUI's runtime warnings, in order.
    public private(set) var logLines: [String] = []
    /// Called for each log line as it is written.
    public var onLog: (String) -> Void = { _ in }
    /// Called when `settle()` gives up on an app that does not settle, with what kept it busy.
    public var onUnsettled: (String) -> Void = { _ in }
    /// Where the engine's own console lines (`_printChanges()`) go: standard output by default.
    public var onConsole: (String) -> Void {
        get { graph.console }
        set { graph.console = newValue }
    }

    let clock = VirtualClock()
    private var activity = 0
    var focusedField: ViewNode?
    /// The text fields whose focus state said they were focused when the host last looked: a field
    /// that says so now and did not then was focused by the app's code (`followFocusSetByCode`).
    private var fieldsFocusedByState: Set<ObjectIdentifier> = []
    /// The controls on the screen, held while the screen cannot change and they are asked for again
    /// and again (`playTargets()`); nil the rest of the time, when each ask walks the screen.
    var heldControls: [ViewNode]?

    /// The most wake-ups of sleeping tasks one `wait` may cause before the host calls it a runaway.
    public var wakeLimit = 100_000

    /// A host with nothing running.
    public init() {
        var log: (String) -> Void = { _ in }
        graph = UpdateGraph(log: { log($0) })
        log = { [unowned self] line in
            logLines.append(line)
            onLog(line)
        }
        graph.onNeedsFlush = { [unowned self] in activity += 1 }
        clock.onActivity = { [unowned self] in activity += 1 }
        TaskTracker.onActivity = { [unowned self] in activity += 1 }
        graph.onAnimationStart = { [unowned self] run in scheduleFrames(of: run) }
        _ = DispatchQueue.hostMainKey
        ScrolledPastContent.reset()
        Host.current = self
    }

    /// The date and time on the simulated device: the real time now, plus the virtual time that has
    /// passed since launch.
    ///
    /// The lesson's own code reads the real clock (`Date()`, `Date.now`), which the engine cannot
    /// replace; so the device's clock runs ahead of it by exactly the virtual time, and never behind it.
    /// A date the code took at launch is then always at least `wait 4s` old after `wait 4s`, and
    /// `Text(start, style: .timer)` shows 0:04 however long the real moments between the host starting
    /// and the code calling `Date()` took (a device's clock starting at the host's creation showed 0:03
    /// once in 16 runs on a loaded machine). Only a stall of a whole real second between that `Date()`
    /// and the screen being read would show one second more.
    public var now: Date {
        Date().addingTimeInterval(
            Double(clock.elapsed.components.seconds) + Double(clock.elapsed.components.attoseconds) / 1e18)
    }

    /// The virtual time since launch.
    public var elapsed: Duration { clock.elapsed }

    /// The device the app runs on: the course's iPhone 17 in portrait on iOS 27 unless set before
    /// `launch`; the `rotate` action turns it.
    public var device: DeviceMetrics {
        get { graph.device }
        set { graph.device = newValue }
    }

    // MARK: - Launching

    /// Launches `app` and lets it settle.
    ///
    /// The scene is built while it is still `inactive` and becomes `active` in an update of its own,
    /// after the first screen has appeared, as a UIKit scene enters the foreground inactive and is made
    /// active once its first frame is up. So an `onChange(of: scenePhase)` without `initial:`, in a
    /// view or on the app's scene, runs once at launch, with `.active`, after the views' `onAppear`.
    /// Evidence (consoles others published): a view's `onChange(of: scenePhase)` printed "Active" at
    /// launch on iOS 17 (ByungwookAn, 2023) and the app's did on iOS 14 (Ossamoon, 2020), in both with
    /// no "Inactive" before it; and "the main view receives onAppear() before your app receives the
    /// scene phase change" (Jesse Squires, 2024).
    public func launch<A: App>(_ app: A) async {
        Host.current = self
        var environment = EnvironmentValues()
        environment.scenePhase = .inactive
        environment.takeSizeClasses(of: device)
        graph.setRoot(AppRootView(app: app), environment: environment)
        await settle()
        if followFocusSetByCode() { await settle() }
        await moveScene(through: [.active])
    }

    /// Launches a window showing the view `makeRoot` makes, and lets it settle.
    public func launch<V: View>(_ makeRoot: @escaping () -> V) async {
        await launch(_DefaultApp(root: makeRoot))
    }

    // MARK: - Acting

    /// Does what `action` says, then lets the app settle.
    public func perform(_ action: HostAction) async throws {
        Host.current = self
        // Swipe actions, context menus and menus close after the next action, as they do once one is
        // tapped; but a menu stays open while a submenu inside it is opened.
        let revealed = revealedActions
        defer {
            let opened = revealedActions.filter { node in !revealed.contains { $0 === node } }
            for node in revealed where !opened.contains(where: { isAncestor(node, of: $0) }) {
                (node.primitiveState as? Revealed)?.isShown = false
            }
        }
        switch action {
        case .launch:
            return
        case .tap(let label):
            try await scrollIntoView(label)
            do {
                let node = try findControl(labelled: label, verb: "tap") { _ in true }
                if let picker = node.view as? any PickerChoosing, picker.showsOptions(node),
                    label != visibleText(of: node.children[0])
                {
                    try picker.choose(label, in: node)
                } else {
                    try node.asControl!.tap(node, host: self)
                }
            } catch HostError.noControl(let verb, let missing, let onScreen) {
                // The navigation bar's back button, labelled "Back" or with the title of the screen below.
                guard backButtonTitles().contains(label) else {
                    throw HostError.noControl(verb: verb, label: missing, onScreen: onScreen)
                }
                try goBack()
            }
        case .toggle(let label):
            try await scrollIntoView(label)
            let node = try findControl(labelled: label, verb: "toggle") { $0.controlRole == "Toggle" }
            try node.asControl!.tap(node, host: self)
        case .type(let text, let label):
            let field: ViewNode
            if let label {
                try await scrollIntoView(label)
                field = try findControl(labelled: label, verb: "type into") { $0.controlRole == "TextField" }
                focus(field)
            } else if let focused = focusedField, focused.isMounted,
                !focusModifiers(above: focused).contains(where: { !$0.isFocused() })
            {
                field = focused
            } else if let focused = visibleControls().first(where: { node in
                node.asControl?.controlRole == "TextField"
                    && focusModifiers(above: node).contains { $0.isFocused() }
            }) {
                // Focus set from code, through `@FocusState`.
                field = focused
                focus(focused)
            } else {
                throw HostError.noFocusedField
            }
            graph.flush()
            for character in text {
                // Each keystroke goes to the field that has the keyboard. A field whose identity ended
                // (its row got a new id) took the keyboard with it, and the letters after go nowhere.
                // Evidence: lesson 20, edge case 8: "abc" typed into a row of `ForEach($names, id:
                // \.self)` left "Seattlea".
                guard field.isMounted, focusedField === field else { break }
                await (field.view as! any TypingTarget).type(String(character), into: field, host: self)
            }
        case .choose(let path):
            try choose(path)
        case .back:
            try goBack()
        case .dismiss:
            try dismissTopPresentation()
        case .submit:
            try submitFocusedField()
        case .decrement(let label):
            try await scrollIntoView(label)
            let node = try findControl(labelled: label, verb: "decrement") { $0.controlRole == "Stepper" }
            (node.view as? any Decrementing)?.decrement()
        case .refresh:
            try refreshFirstRefreshable()
        case .rotate(let orientation):
            await rotate(to: orientation ?? device.orientation.rotated)
        case .background:
            await moveScene(through: [.inactive, .background])
        case .foreground:
            await moveScene(through: [.inactive, .active])
        case .scroll(let target):
            try await scroll(target)
        case .swipe(let label):
            try await scrollIntoView(label)
            try reveal(.swipe, on: label)
            await settle()
            return
        case .longPress(let label):
            try await scrollIntoView(label)
            if let menu = try? findControl(labelled: label, verb: "long-press", where: { $0 is any MenuOpening }) {
                (menu.view as! any MenuOpening).open(menu)
            } else {
                try reveal(.contextMenu, on: label)
            }
            await settle()
            return
        case .delete(let label):
            try await scrollIntoView(label)
            try deleteRow(showing: label)
        case .wait(let duration):
            try await wait(duration)
            return
        }
        await settle()
        if followFocusSetByCode() { await settle() }
    }

    /// A control on the screen, found once by its label, to act on again without searching.
    @MainActor
    public struct ControlHandle {
        let node: ViewNode
        unowned let host: Host

        /// Taps the control and lets the app settle.
        public func tap() async throws {
            try node.asControl!.tap(node, host: host)
            await host.settle()
        }
    }

    /// The control labelled `label` on the screen now.
    public func control(labelled label: String) throws -> ControlHandle {
        ControlHandle(node: try findControl(labelled: label, verb: "find") { _ in true }, host: self)
    }

    /// How many bodies have run since launch.
    public var bodyCount: Int { graph.bodyCount }

    /// How long the layout passes have taken since launch, in seconds of the clock (the benchmarks
    /// time one update's layout with it).
    public var layoutSeconds: Double {
        let time = graph.layoutTime.components
        return Double(time.seconds) + Double(time.attoseconds) / 1e18
    }

    /// How many views the graph holds now.
    public var nodeCount: Int {
        var count = 0
        graph.root?.forEachNode { _ in count += 1 }
        return count
    }

    /// Gives `node`, a text field, the keyboard focus: the field that had it ends its editing
    /// (a field for a value commits what was typed), and `node` begins.
    func focus(_ node: ViewNode) {
        let previous = focusedField
        if let previous, previous !== node, previous.isMounted {
            for modifier in focusModifiers(above: previous) { modifier.unfocus() }
            (previous.view as? any EditingField)?.endEditing(previous, returnKey: false)
        }
        focusedField = node
        for modifier in focusModifiers(above: node) { modifier.focus() }
        if previous !== node { (node.view as? any EditingField)?.beginEditing(node) }
    }

    /// Follows the focus the app's code moved through `@FocusState`, as the keyboard does on a
    /// device: a field whose focus was taken away (set to nil or to another value, as a keyboard's
    /// Done button does) ends its editing, and a field the code focused (in `onAppear`, or in a tap's
    /// action) gets the keyboard. Whether anything changed.
    ///
    /// Only one field has the keyboard: when code focuses another field through a focus state of its
    /// own (`@FocusState var name: Bool` and `@FocusState var email: Bool`, `email = true` while the
    /// name field has focus), the keyboard moves there, and the first field's state becomes false, as
    /// the system writes it on iOS (Apple's FocusState documentation: "SwiftUI updates the value when
    /// focus moves"; public sample code, a form whose Next button sets the next
    /// field's state to true). A field counts as focused by code when its state says so now and did
    /// not when the host last looked, so two fields bound to one state do not take the focus in turn.
    func followFocusSetByCode() -> Bool {
        var changed = false
        if let field = focusedField {
            if !field.isMounted {
                focusedField = nil
            } else {
                let modifiers = focusModifiers(above: field)
                if !modifiers.isEmpty, !modifiers.contains(where: { $0.isFocused() }) {
                    focusedField = nil
                    (field.view as? any EditingField)?.endEditing(field, returnKey: false)
                    changed = true
                }
            }
        }
        let reporting = visibleControls().filter { node in
            node.asControl?.controlRole == "TextField"
                && focusModifiers(above: node).contains { $0.isFocused() }
        }
        if let focused = focusedField,
            let moved = reporting.first(where: {
                $0 !== focused && !fieldsFocusedByState.contains(ObjectIdentifier($0))
            })
        {
            focus(moved)
            changed = true
        } else if focusedField == nil, let field = reporting.first {
            focusedField = field
            (field.view as? any EditingField)?.beginEditing(field)
            changed = true
        }
        fieldsFocusedByState = Set(
            reporting.filter { node in focusModifiers(above: node).contains { $0.isFocused() } }.map(
                ObjectIdentifier.init))
        return changed
    }

    /// A block the app gave the main queue has run: what it changed is one update (see
    /// `DispatchQueue.async(execute:)`).
    func endOfMainQueueTurn() {
        graph.flush()
    }

    /// Lets every task run until it finishes or sleeps, and every update finish.
    ///
    /// Quiet means: every task the engine started is asleep on the virtual clock or finished, or
    /// suspended on something only a later action can bring (`onlySuspendedTasks`), and a few rounds of
    /// yielding changed nothing (for tasks a lesson starts itself with `Task { }`). In a lesson
    /// program every task runs on the main queue (`SerialTasks`), so this is decided without real time
    /// and comes out the same in every run. Only work a lesson sends to a Dispatch queue or a `Thread`
    /// of its own runs elsewhere; it is given a moment of real time, and up to `settleLimit` seconds
    /// while it keeps the app busy. Output that depends on such work can differ from run to run, as it
    /// can on a device; `lessons check --repeat N` finds it.
    public func settle() async {
        var quietRounds = 0
        let started = Date()
        var suspendedSince: Date?
        while quietRounds < 3 {
            let before = activity
            for _ in 0..<4 { await Task.yield() }
            PersistentStore.appStorage.adoptDirectWrites()
            graph.flush()
            // A scroll view laid out with a default anchor starts there (`ScrollPositioning.swift`).
            let anchored = graph.moveToDefaultAnchors()
            if anchored { graph.flush() }
            let changed = anchored || activity != before || graph.needsFlush
            if changed { suspendedSince = nil }
            if !changed && (TaskTracker.isQuiet || onlySuspendedTasks(since: &suspendedSince)) {
                quietRounds += 1
                // Work a lesson sent to another thread (a Dispatch queue) may be running for a moment:
                // give it a little real time before calling all quiet.
                if quietRounds == 3 {
                    usleep(300)
                    await Task.yield()
                    if activity != before || graph.needsFlush { quietRounds = 0 }
                }
            } else {
                quietRounds = 0
                // An app that never settles (a loop around `Task.yield()`, state changed on every
                // turn) would hold the play forever: give up after `settleLimit` seconds of real
                // time, and say why, so the runner can report it instead of a bare difference.
                if Date().timeIntervalSince(started) > settleLimit {
                    onUnsettled(
                        changed
                            ? "it kept updating for \(Int(settleLimit)) s of real time without settling (state changed on every turn: a loop around Task.yield, or a timer of 0 s?)"
                            : "a task kept running for \(Int(settleLimit)) s of real time without finishing or sleeping (a loop that only yields, or one that waits for real time?)"
                    )
                    return
                }
                if !changed { usleep(200) }
            }
        }
    }

    /// Whether the tasks that have not finished are all suspended on something other than the virtual
    /// clock (a stream with nothing in it yet, a continuation) and have been for `suspendedGrace`, with
    /// no other thread running that could wake them: then nothing moves until the next action, and the
    /// app is as settled as it gets. A `.task` that loops over a stream for the life of its view (`for
    /// await note in notifications`) is the common case, in public code too; without this, each action
    /// would wait out the whole `settleLimit`.
    /// A task that keeps yielding always has a job waiting, so it still counts as busy.
    private func onlySuspendedTasks(since: inout Date?) -> Bool {
        guard SerialTasks.noJobWaiting else {
            since = nil
            return false
        }
        let now = Date()
        guard let start = since else {
            since = now
            return false
        }
        guard now.timeIntervalSince(start) >= suspendedGrace else { return false }
        if SerialTasks.otherThreadRunning {
            since = now
            return false
        }
        return true
    }

    /// The real time, in seconds, tasks suspended on something other than the clock are given before
    /// the app counts as settled, for work on other threads that may wake them.
    var suspendedGrace: Double = 0.05

    /// The most real time, in seconds, `settle()` waits for a busy task.
    public var settleLimit: Double = 5

    /// Lets `duration` of virtual time pass, waking sleeping tasks in order of their deadlines.
    public func wait(_ duration: Duration) async throws {
        let target = clock.elapsed + duration
        var wakes = 0
        while clock.wakeNext(notAfter: target) {
            wakes += 1
            if wakes > wakeLimit {
                throw HostError.runaway(
                    "tasks woke more than \(wakeLimit) times during `wait \(HostAction.format(duration))`; is a loop sleeping for no time?"
                )
            }
            await settle()
        }
        clock.advance(to: target)
        await settle()
    }

    /// Frames at 60 a second of the animation's duration, each setting the interpolated data.
    private func scheduleFrames(of run: AnimationRun) {
        let frames = max(1, Int((run.animation.duration * 60).rounded()))
        let start = clock.elapsed + .milliseconds(Int64((run.animation.delay * 1000).rounded()))
        for frame in 1...frames {
            let progress = Double(frame) / Double(frames)
            clock.schedule(at: start + .milliseconds(Int64((Double(frame) * 1000 / 60).rounded()))) {
                run.step(run.animation.fraction(at: progress))
            }
        }
    }

    static func sleep(for duration: Duration) async throws {
        guard let host = current else { return }
        try await host.clock.sleep(for: duration)
    }

    // MARK: - Reading the screen

    /// The visible views as an indented tree, one per line: `Button "Count: 2"`.
    public func screen() -> [String] {
        guard let root = graph.root else { return [] }
        return graph.onPixelGrid { renderScreen(root) }
    }

    /// The same lines as `screen()`, each ending with the view's frame on the screen:
    /// `Text "Hello" (181.67, 440.67, 38.67, 20.33)`.
    public func screenWithFrames() -> [String] {
        guard let root = graph.root else { return [] }
        return graph.onPixelGrid { renderScreen(root, frames: true) }
    }

    /// Every control a person could act on now, in screen order.
    func visibleControls() -> [ViewNode] {
        heldControls ?? controls(from: presentedOnTop())
    }

    /// The actionable controls on the screen below `start` (the whole screen when nil).
    private func controls(from start: ViewNode?) -> [ViewNode] {
        var found: [ViewNode] = []
        walkVisible(intoLeaves: false, from: start) { node in
            if let control = node.asControl, control.isActionable { found.append(node) }
        }
        return found
    }

    /// The alert, confirmation dialog, sheet, cover or popover shown on top, if any: while it is up,
    /// it takes every tap, as on a device, and what is behind it cannot be reached. The innermost
    /// (last on the screen) is the one on top: a sheet presented from a sheet.
    func presentedOnTop() -> ViewNode? {
        var top: ViewNode?
        walkVisible { node in if node.view is PresentedContent { top = node } }
        return top
    }

    /// The control a play means by `label`: the one whose whole label it is, else the one that shows
    /// it as one of its texts (a person taps the row that shows "Vancouver" whatever else the row
    /// shows beside it). When several do, the play must say which, as a person would point:
    ///
    /// - `City #2`: the second of them on the screen, counting from the top;
    /// - `City in Vancouver`: the one whose own part of the screen (its row, its card: the part of
    ///   the tree it does not share with the others) shows the text `Vancouver`.
    ///
    /// A label that names a control whole is always taken whole, so `Item #2` or `Sign in` still
    /// name the controls so labelled. Of two matching controls one inside the other (a button in a
    /// tappable row), the inner one is meant: a finger on its text lands on it.
    func findControl(labelled label: String, verb: String, where accepts: (any Control) -> Bool) throws -> ViewNode {
        let controls = visibleControls().filter { accepts($0.asControl!) }
        func matching(_ label: String) -> [ViewNode] {
            let label = Host.plainSpaces(label)
            let whole = controls.filter { isLabelled($0, label) }
            if !whole.isEmpty { return innermost(whole) }
            let showing = controls.filter { shownTexts(of: $0).contains(label) }
            if !showing.isEmpty { return innermost(showing) }
            // A control that shows no text, only an icon (a toolbar's `Image(systemName: "plus")`
            // button), is known by the icon's name.
            return innermost(
                controls.filter {
                    $0.asControl!.label(of: $0).isEmpty && shownImageNames(of: $0).contains(label)
                })
        }
        var node: ViewNode?
        let found = matching(label)
        if found.count == 1 {
            node = found[0]
        } else if found.count > 1 {
            throw HostError.ambiguous(verb: verb, label: label, places: places(of: found, label: label))
        } else if let pick = Host.pick(in: label), let number = pick.number {
            let candidates = matching(pick.base)
            guard !candidates.isEmpty else {
                throw HostError.noControl(
                    verb: verb, label: pick.base, onScreen: controls.map { $0.asControl!.label(of: $0) })
            }
            guard (1...candidates.count).contains(number) else {
                throw HostError.noSuchOne(label: pick.base, number: number, count: candidates.count)
            }
            node = candidates[number - 1]
        } else if let pick = Host.pick(in: label), let context = pick.beside {
            let candidates = matching(pick.base)
            let chosen = candidates.filter { branchTexts(of: $0, among: candidates).contains(context) }
            if chosen.count == 1 {
                node = chosen[0]
            } else if chosen.count > 1 {
                throw HostError.ambiguous(verb: verb, label: label, places: places(of: chosen, label: pick.base))
            } else if !candidates.isEmpty {
                throw HostError.notBeside(
                    label: pick.base, text: context, places: places(of: candidates, label: pick.base))
            }
        }
        guard let node else {
            if let presented = presentedOnTop(), self.controls(from: nil).contains(where: { answers($0, to: label) }) {
                throw HostError.behindPresentation(
                    label: label, presentation: (presented.view as! PresentedContent).kind)
            }
            throw HostError.noControl(
                verb: verb, label: label, onScreen: controls.map { $0.asControl!.label(of: $0) })
        }
        if isDisabled(node) { throw HostError.disabled(label) }
        return node
    }

    /// How a label picks one of several controls so labelled: `City #2` is the second "City" from
    /// the top, `City in Vancouver` the "City" with "Vancouver" beside it (quotes allowed:
    /// `City in 'Vancouver, BC'`). Nil for a label that picks nothing.
    static func pick(in label: String) -> (base: String, number: Int?, beside: String?)? {
        if let match = label.wholeMatch(of: #/(.+) #([0-9]+)/#), let number = Int(match.2) {
            return (String(match.1), number, nil)
        }
        if let range = label.range(of: " in ", options: .backwards) {
            let base = String(label[..<range.lowerBound])
            let beside = HostAction.unquote(String(label[range.upperBound...]).trimmingCharacters(in: .whitespaces))
            if !base.isEmpty, !beside.isEmpty { return (base, nil, beside) }
        }
        return nil
    }

    /// How many controls on the screen are labelled `label` or show it as one of their texts.
    func controlCount(labelled label: String) -> Int {
        innermost(visibleControls().filter { answers($0, to: label) }).count
    }

    /// Whether the control `node` is labelled `label` (`label` with plain spaces already).
    private func isLabelled(_ node: ViewNode, _ label: String) -> Bool {
        Host.plainSpaces(node.asControl!.label(of: node)) == label
    }

    /// Whether the control `node` is labelled `label` or shows it as one of its texts.
    private func answers(_ node: ViewNode, to label: String) -> Bool {
        let label = Host.plainSpaces(label)
        return isLabelled(node, label) || shownTexts(of: node).contains(label)
    }

    /// `nodes` without any that holds another of them.
    private func innermost(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.filter { outer in !nodes.contains { inner in inner !== outer && isAncestor(outer, of: inner) } }
    }

    private func isAncestor(_ ancestor: ViewNode, of node: ViewNode) -> Bool {
        var current = node.parent
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate.parent
        }
        return false
    }

    /// The texts in a control's own part of the screen: below the nearest view that also holds
    /// another of `candidates`, such as the row or the card it sits in.
    private func branchTexts(of node: ViewNode, among candidates: [ViewNode]) -> [String] {
        var branch = node
        while let parent = branch.parent, !candidates.contains(where: { $0 !== node && isAncestor(parent, of: $0) }) {
            branch = parent
        }
        var texts: [String] = []
        func walk(_ current: ViewNode) {
            if current.isOffScreen { return }
            if let text = current.view as? Text { texts.append(text.string(in: current.environment)) }
            for child in current.children { walk(child) }
        }
        walk(branch)
        return texts
    }

    /// Where each of several controls with one label is, for an error: `#2, a Button beside
    /// "Vancouver"`, naming only texts the others do not have beside them.
    private func places(of nodes: [ViewNode], label: String) -> [String] {
        let branches = nodes.map { Set(branchTexts(of: $0, among: nodes)) }
        return nodes.enumerated().map { offset, node in
            var seen = Set<String>()
            let others = branches.enumerated().filter { $0.offset != offset }.map(\.element)
            let beside = branchTexts(of: node, among: nodes).filter { text in
                text != label && !text.isEmpty && !others.allSatisfy { $0.contains(text) } && seen.insert(text).inserted
            }
            let role = node.asControl?.controlRole ?? "control"
            let place =
                beside.isEmpty
                ? "with no text beside it that the others lack"
                : "beside " + beside.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
            return "#\(offset + 1), a \(role) \(place)"
        }
    }

    /// The texts shown inside a control, each on its own, with the spaces a play can type.
    func shownTexts(of node: ViewNode) -> [String] {
        var texts: [String] = []
        // What is on the screen only: a closed menu's items are not (`Menu`).
        walkVisible(from: node) { candidate in
            if let text = candidate.view as? Text {
                texts.append(Host.plainSpaces(text.string(in: candidate.environment)))
            }
        }
        return texts
    }

    /// The names of the images shown inside a control.
    func shownImageNames(of node: ViewNode) -> [String] {
        var names: [String] = []
        walkVisible(from: node) { candidate in
            if let image = candidate.view as? Image { names.append(image.name) }
        }
        return names
    }

    /// `label` with the spaces that are not typed as such made plain: iOS formats a time with a
    /// narrow no-break space before "PM" ("10:00\u{202F}PM"), and a play types an ordinary space.
    static func plainSpaces(_ label: String) -> String {
        guard label.unicodeScalars.contains(where: { $0 == "\u{202F}" || $0 == "\u{00A0}" }) else { return label }
        return String(
            String.UnicodeScalarView(label.unicodeScalars.map { $0 == "\u{202F}" || $0 == "\u{00A0}" ? " " : $0 }))
    }

    private func choose(_ path: [String]) throws {
        let menuNode = try findControl(labelled: path[0], verb: "open") {
            $0.controlRole == "Menu" || $0.controlRole == "Picker"
        }
        var container = menuNode
        for (depth, item) in path.dropFirst().enumerated() {
            if let picker = container.view as? any PickerChoosing {
                try picker.choose(item, in: container)
                return
            }
            guard let content = container.children.last else { throw HostError.noOption(item, menu: path[depth]) }
            var match: ViewNode?
            content.forEachNode { candidate in
                guard match == nil, let control = candidate.asControl, control.isActionable else { return }
                if control.label(of: candidate) == item { match = candidate }
            }
            guard let found = match else { throw HostError.noOption(item, menu: path[depth]) }
            if depth == path.count - 2 {
                try found.asControl!.tap(found, host: self)
            } else {
                container = found
            }
        }
    }

    /// Goes back one screen, for `dismiss()` on a pushed screen; nothing when there is nowhere to go.
    func goBackIfPossible() { try? goBack() }

    /// What the back button of the top screen says: "Back", or the title of the screen below it.
    private func backButtonTitles() -> [String] {
        guard let stack = deepestStackWithPushedScreens() else { return [] }
        var titles = ["Back"]
        let below = stack.children[stack.children.count - 2]
        below.forEachNode { candidate in
            if let primitive = candidate.primitive,
                case .annotation(.navigationTitle(let title)) = primitive.screenContent(of: candidate)
            {
                titles.append(title)
            }
        }
        return titles
    }

    private func goBack() throws {
        guard let stackNode = deepestStackWithPushedScreens(), let stack = stackNode.asNavigationContainer,
            stack.pop(on: stackNode, graph: graph)
        else { throw HostError.nothingToGoBackTo }
    }

    /// The innermost navigation stack on the screen with a screen pushed on it: the one `back` pops.
    private func deepestStackWithPushedScreens() -> ViewNode? {
        var deepest: ViewNode?
        func walk(_ node: ViewNode) {
            if let stack = node.asNavigationContainer {
                if node.children.count > 1 { deepest = node }
                if let top = stack.visibleChild(of: node) { walk(top) }
                return
            }
            for child in node.children { walk(child) }
        }
        if let root = graph.root { walk(root) }
        return deepest
    }
}

extension Control {
    /// Whether a person can act on this view (a modifier is a control only when it is a tap gesture).
    var isActionable: Bool {
        if let modified = asTapGestureCarrier { return modified.hasTapGesture }
        return true
    }

    /// The label a person knows this control by.
    func label(of node: ViewNode) -> String {
        if let field = self as? any FieldLabelled { return field.fieldLabel(of: node) }
        if controlRole == "Menu" || controlRole == "Picker" {
            return accessibilityLabel(above: node) ?? node.children.first.map(visibleText(of:)) ?? ""
        }
        return controlLabel(of: node)
    }
}

@MainActor
protocol TapGestureCarrier { var hasTapGesture: Bool { get } }
extension ModifiedContent: TapGestureCarrier where Content: View, Modifier: ViewModifier {
    var hasTapGesture: Bool { modifier is _TapGestureModifier }
}

/// A control with a − half: a stepper.
@MainActor
protocol Decrementing { func decrement() }
@MainActor extension Stepper: Decrementing {
    func decrement() { onDecrement?() }
}

@MainActor
protocol TypingTarget { func type(_ characters: String, into node: ViewNode, host: Host) async }

/// A control known by its label or, when that is empty, its prompt.
@MainActor
protocol FieldLabelled { func fieldLabel(of node: ViewNode) -> String }
@MainActor extension TextField: FieldLabelled {}

@MainActor
protocol PickerChoosing {
    func choose(_ option: String, in node: ViewNode) throws
    /// Whether the picker shows its options side by side, each one a tap chooses.
    func showsOptions(_ node: ViewNode) -> Bool
}

/// A segmented picker (and a palette, and an inline one, a row each in a list) shows every option:
/// a tap on one chooses it, as `tap Option 2` does; a picker that shows only the selection (a menu,
/// a navigation link, a wheel) is opened or scrolled, not tapped on an option (`choose Sort > By
/// price` chooses there).
@MainActor extension Picker: PickerChoosing {
    func showsOptions(_ node: ViewNode) -> Bool {
        [.segmented, .palette, .inline].contains(node.environment.pickerAppearance)
    }
}
