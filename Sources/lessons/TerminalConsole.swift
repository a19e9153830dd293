import Foundation
import LessonKit
import Synchronization

/// The terminal state before raw mode, restored by the SIGINT handler too.
// Unsafe, and accepted: it is written by the session's thread when raw mode starts and ends, and read
// by `restoreTerminal`, which the SIGINT handler also calls; a handler running mid-write could at
// worst leave the terminal unrestored, which `stty sane` mends.
nonisolated(unsafe) private var savedTerminal: termios?

/// A `StudyConsole` on standard input and output. With both on a terminal: single keys in raw mode,
/// a screen per item with a progress bar, a pager for long items, colours (unless `NO_COLOR` is
/// set). Otherwise (a pipe): plain text, and one answer per line from standard input.
// Unchecked Sendable, safe because only the thread that runs the session uses its pager and unread
// lines; the ticker thread touches the working-line state only with `lock` held, and the key thread
// only calls the `stop` closure it was given.
final class TerminalConsole: StudyConsole, @unchecked Sendable {
    /// Whether keys come from a terminal.
    let interactive: Bool
    let colours: Bool
    /// Whether long output pauses a screenful at a time (not for `run` and `watch`, which print a report).
    let pages: Bool
    private var pager = Pager(rows: 24)
    /// Guards writes, and the line that says what is being built, which a ticker rewrites.
    private let lock = Mutex(())
    private var workingMessage: String?
    private var workingSince = Date()
    private var workingShown: String?
    private var ticker: Thread?
    /// How many answers in a row a pipe may give that are none of the keys asked for.
    static let unusableAnswers = 5
    /// Whether a pipe's answers were none of the keys asked for so often that the session stopped.
    private(set) var gaveUp = false

    init(pages: Bool = true, environment: [String: String] = ProcessInfo.processInfo.environment) {
        interactive = isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
        self.pages = pages
        colours = Self.coloursWanted(environment: environment)
        if interactive {
            Interruption.shared.onInterrupt { TerminalConsole.restoreTerminal() }
        }
        StandardOutput.bufferByLine()
    }

    /// Whether the terminal can clear a line and the screen: not `TERM=dumb` (Emacs' shell, some CI
    /// logs), which shows the escape sequences as text.
    static let canClear = ProcessInfo.processInfo.environment["TERM"] != "dumb"
    /// Goes back to the start of the line and clears it (on a dumb terminal: overwrites it with spaces).
    static var clearLine: String { canClear ? "\r\u{1B}[K" : "\r" + String(repeating: " ", count: 79) + "\r" }
    /// Clears the screen (on a dumb terminal: starts a new line).
    static var clearScreen: String { canClear ? "\u{1B}[2J\u{1B}[H" : "\n" }

    /// Colours only on a terminal, and never with `NO_COLOR` set (to anything but the empty string) or `TERM=dumb`.
    static func coloursWanted(environment: [String: String]) -> Bool {
        isatty(STDOUT_FILENO) != 0 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// Whether this process is the terminal's foreground job: one in the background (`lessons
    /// watch &`) that changed the terminal's mode or read from it would be stopped (SIGTTOU, SIGTTIN).
    static var inForeground: Bool { tcgetpgrp(STDIN_FILENO) == getpgrp() }

    var width: Int { size().columns }
    var styled: Bool { colours }

    /// The lines a key at a pause left out, as the key answered the item's prompt; taken once.
    private var unreadLines: [StyledLine] = []

    func unread() -> [StyledLine] {
        defer { unreadLines = [] }
        return unreadLines
    }

    // MARK: StudyConsole

    func show(_ lines: [StyledLine]) {
        let columns = width
        pager.rows = size().rows
        // The tool's own messages quote commands in backticks; a terminal with styles shows them as
        // code instead (never a program's lines, which keep every character).
        let messages: [StyledLine.Role] = [.note, .good, .bad, .keys]
        let lines = colours ? lines.map { messages.contains($0.role) ? $0.codeSpansShown() : $0 } : lines
        // Prose that does not fit is wrapped at spaces, never mid-word; code and columns stay whole.
        for line in lines.flatMap({ $0.wrapped(to: columns, code: interactive) }) {
            if interactive && pages {
                var decision = pager.decide(line, height: Pager.height(of: line.text, columns: columns))
                if decision == .pause {
                    write(style(.keys, Pager.pauseText))
                    let key = readKey()
                    write(Self.clearLine)
                    pager.resume(with: key)
                    decision = pager.decide(line, height: Pager.height(of: line.text, columns: columns))
                }
                if decision == .skip { continue }
            }
            write(render(line) + "\n")
        }
    }

    func progress(_ done: Int, of total: Int, _ label: String) {
        let barWidth = 24
        let filled = total == 0 ? barWidth : barWidth * done / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
        unreadLines = []
        if interactive {
            write(Self.clearScreen)
            pager.cleared()
        } else {
            write("\n")
        }
        // The item shown now, counted from 1, as "Left at 23/36" counts it on leaving.
        let position = total == 0 ? 0 : min(done + 1, total)
        let counter = "\(bar) \(position)/\(total)  "
        // One line: the label is cut to fit, since the item's own heading follows in full.
        var title = label
        let room = max(width - 1 - counter.count, 10)
        if title.count > room { title = String(title.prefix(room - 1)) + "…" }
        write(style(.note, "\(bar) \(position)/\(total)") + "  " + style(.title, title) + "\n\n")
        pager.count(rows: 2)
    }

    func choose(_ choices: [KeyChoice]) -> Character? {
        let hint = KeyChoice.hint(choices, width: interactive ? width : .max)
        if interactive {
            let skipped = pager.skipped
            let (answer, leftOut) = pager.prompt(offering: choices.map(\.key))
            if !leftOut.isEmpty { show(leftOut) }
            // The key answered the prompt: what it left out stays unread, for `unread()`.
            if answer != nil { unreadLines = skipped }
            write("\n" + style(.keys, hint) + "\n")
            pager.count(
                rows: 1 + hint.split(separator: "\n").reduce(0) { $0 + Pager.height(of: String($1), columns: width) })
            if let answer { return answer }
            while true {
                guard var key = readKey() else { return nil }
                if key == " " && choices.contains(where: { $0.key == "\n" })
                    && !choices.contains(where: { $0.key == " " })
                {
                    key = "\n"
                }
                if let choice = choices.first(where: { $0.key == key }) {
                    pager.cleared()
                    return choice.key
                }
            }
        }
        write("\n" + hint + "\n")
        let keys = choices.map(\.keyName).joined(separator: ", ")
        // A pipe that answers the same wrong thing without end (`yes 3 | lessons review`) would be
        // asked again without end, writing hundreds of megabytes a minute: a few tries, then stop.
        for _ in 0..<Self.unusableAnswers {
            guard let line = readLine() else {
                write("The input ended before an answer (one of: \(keys)); stopping here.\n")
                return nil
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces).lowercased()
            let key: Character = trimmed.first ?? "\n"
            if let choice = choices.first(where: { $0.key == key }) {
                write("> \(choice.keyName)\n")
                return choice.key
            }
            write(
                "\(trimmed.isEmpty ? "enter (an empty line)" : "'\(trimmed)'") is not one of the keys above; type one of: \(keys)\n"
            )
        }
        gaveUp = true
        write(
            "Stopped: \(Self.unusableAnswers) answers in a row were none of the keys asked for (\(keys)), so the input is not "
                + "answering these questions. In a pipe, give one answer per line: a key, or an empty line for enter.\n"
        )
        return nil
    }

    func readLines(_ prompt: String) -> [String]? {
        write(style(.keys, prompt) + "\n")
        var lines: [String] = []
        while let line = readLine() {
            if line.isEmpty { return lines }
            if !interactive { write("> \(line)\n") }
            lines.append(line)
        }
        return lines.isEmpty ? nil : lines
    }

    /// On a terminal, one line that says what is going on and for how long, rewritten each second
    /// so that a long build never looks like a hang; in a pipe, each new message once.
    func working(_ message: String?) {
        lock.withLock { _ in showWorking(message) }
    }

    /// `working(_:)`'s work, with `lock` held.
    private func showWorking(_ message: String?) {
        guard interactive else {
            if let message, message != workingShown { rawWrite(message + "\n") }
            workingShown = message
            return
        }
        if workingMessage == nil, message != nil { workingSince = Date() }
        workingMessage = message
        drawWorkingLine()
        if message != nil, ticker == nil {
            let thread = Thread { [weak self] in
                while let self {
                    Thread.sleep(forTimeInterval: 1)
                    let running = self.lock.withLock { _ in
                        let running = self.workingMessage != nil
                        if running { self.drawWorkingLine() } else { self.ticker = nil }
                        return running
                    }
                    if !running { return }
                }
            }
            ticker = thread
            thread.start()
        }
    }

    /// Call with `lock` held.
    private func drawWorkingLine() {
        guard let message = workingMessage else {
            rawWrite(Self.clearLine)
            return
        }
        let seconds = Int(Date().timeIntervalSince(workingSince))
        let elapsed = seconds < 60 ? "\(seconds) s" : "\(seconds / 60) min \(seconds % 60) s"
        // The time first, so that a narrow screen never cuts it off.
        var text = "⋯ \(elapsed) · \(message)"
        let limit = max(width - 1, 10)
        if text.count > limit { text = String(text.prefix(limit - 1)) + "…" }
        rawWrite(Self.clearLine + style(.note, text))
    }

    /// On a terminal: keys are read while `body` runs, without echo and with Ctrl-C as a key
    /// (no SIGINT, which would end `lessons`): `q` or Ctrl-C calls `stop`, once. Other keys are
    /// dropped, so that none is taken as an answer after the run.
    func watchingForStop<T>(_ stop: @escaping @Sendable () -> Void, _ body: () throws -> T) rethrows -> T {
        guard interactive else { return try body() }
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return try body() }
        savedTerminal = original
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        let finished = StopWatch()
        let thread = Thread {
            var stopped = false
            while !finished.isDone {
                var entry = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                guard poll(&entry, 1, 50) > 0 else { continue }
                var byte: UInt8 = 0
                guard read(STDIN_FILENO, &byte, 1) == 1 else { break }  // the end of input
                if !stopped, [UInt8(ascii: "q"), UInt8(ascii: "Q"), 3].contains(byte) {
                    stopped = true
                    stop()
                }
            }
            finished.threadEnded()
        }
        thread.start()
        defer {
            finished.finish()
            Self.restoreTerminal()
        }
        return try body()
    }

    // MARK: Terminal

    /// A line with its role's colour, and each span's style inside it.
    func render(_ line: StyledLine) -> String {
        // A program's output (or a lesson) may hold escape sequences: shown, never obeyed.
        let visible = CheckReport.visible(line.text)
        guard visible == line.text else { return style(line.role, visible) }
        guard colours, !line.spans.isEmpty else { return style(line.role, line.text) }
        let characters = Array(line.text)
        var out = ""
        var index = 0
        for span in line.spans where span.start >= index && span.start + span.length <= characters.count {
            out += style(line.role, String(characters[index..<span.start]))
            let text = String(characters[span.start..<(span.start + span.length)])
            let code: String
            switch span.style {
            case .strong: code = "1"
            case .emphasis: code = "3"
            case .code: code = "36"
            }
            out += "\u{1B}[\(code)m\(text)\u{1B}[0m"
            index = span.start + span.length
        }
        out += style(line.role, String(characters[index...]))
        return out
    }

    func style(_ role: StyledLine.Role, _ text: String) -> String {
        guard colours, !text.isEmpty else { return text }
        let code: String
        switch role {
        case .plain, .code, .recorded: return text
        case .title: code = "1"
        case .heading: code = "1;36"
        case .added: code = "32"
        case .removed: code = "31"
        case .gap, .note: code = "2"
        case .actual: code = "33"
        case .good: code = "1;32"
        case .bad: code = "1;31"
        case .keys: code = "7"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    private func write(_ text: String) {
        lock.withLock { _ in rawWrite(text) }
    }

    /// Call with `lock` held.
    private func rawWrite(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    private func size() -> (columns: Int, rows: Int) {
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 {
            return (Int(window.ws_col), Int(window.ws_row))
        }
        let environment = ProcessInfo.processInfo.environment
        return (Int(environment["COLUMNS"] ?? "") ?? 100, Int(environment["LINES"] ?? "") ?? 40)
    }

    /// One key from the terminal in raw mode: Enter is `"\n"`; Ctrl-D and the end of input are nil.
    func readKey() -> Character? {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return readLine().map { $0.first ?? "\n" } }
        savedTerminal = original
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        // TCSANOW, not TCSAFLUSH: a key typed before its prompt was drawn is an answer, not lost.
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        defer { Self.restoreTerminal() }
        var byte: UInt8 = 0
        guard read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
        switch byte {
        case 4: return nil
        case 10, 13: return "\n"
        case 27:
            // An escape sequence (an arrow key): swallow the rest of it.
            var rest = [UInt8](repeating: 0, count: 8)
            var pending = raw
            withUnsafeMutableBytes(of: &pending.c_cc) {
                $0[Int(VMIN)] = 0
                $0[Int(VTIME)] = 1
            }
            tcsetattr(STDIN_FILENO, TCSANOW, &pending)
            _ = read(STDIN_FILENO, &rest, rest.count)
            return "\u{1B}"
        default:
            return Character(Unicode.Scalar(byte)).lowercased().first
        }
    }

    static func restoreTerminal() {
        if var original = savedTerminal {
            tcsetattr(STDIN_FILENO, TCSANOW, &original)
            savedTerminal = nil
        }
    }
}

/// Tells the thread that watches keys to end, and waits until it has.
// Unchecked Sendable, safe because both flags are read and written only with `condition` locked.
private final class StopWatch: @unchecked Sendable {
    private let condition = NSCondition()
    private var done = false
    private var ended = false

    var isDone: Bool {
        condition.lock()
        defer { condition.unlock() }
        return done
    }

    func finish() {
        condition.lock()
        done = true
        while !ended { condition.wait() }
        condition.unlock()
    }

    func threadEnded() {
        condition.lock()
        ended = true
        condition.broadcast()
        condition.unlock()
    }
}
