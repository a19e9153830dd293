import Foundation
import LessonKit

/// The terminal state before raw mode, restored by the SIGINT handler too.
nonisolated(unsafe) private var savedTerminal: termios?

/// A `StudyConsole` on standard input and output. With both on a terminal: single keys in raw mode,
/// a screen per item with a progress bar, a pager for long items, colours (unless `NO_COLOR` is
/// set). Otherwise (a pipe): plain text, and one answer per line from standard input.
final class TerminalConsole: StudyConsole {
    /// Whether keys come from a terminal.
    let interactive: Bool
    let colours: Bool
    /// Whether long output pauses a screenful at a time (not for `run` and `watch`, which print a report).
    let pages: Bool
    private var rowsSincePrompt = 0
    private var pagingStopped = false

    init(pages: Bool = true, environment: [String: String] = ProcessInfo.processInfo.environment) {
        interactive = isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
        self.pages = pages
        colours = Self.coloursWanted(environment: environment)
        if interactive {
            Interruption.shared.onInterrupt { TerminalConsole.restoreTerminal() }
        }
        setvbuf(stdout, nil, _IOLBF, 0)
    }

    /// Colours only on a terminal, and never with `NO_COLOR` set (to anything but the empty string) or `TERM=dumb`.
    static func coloursWanted(environment: [String: String]) -> Bool {
        isatty(STDOUT_FILENO) != 0 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    var width: Int { size().columns }

    // MARK: StudyConsole

    func show(_ lines: [StyledLine]) {
        for line in lines {
            if interactive && pages && !pagingStopped {
                let rows = max(1, (line.text.count + width - 1) / max(width, 1))
                if rowsSincePrompt + rows > size().rows - 2 {
                    write(style(.keys, "── more: any key, q shows the rest ──"))
                    let key = readKey()
                    write("\r\u{1B}[K")
                    if key == "q" || key == nil { pagingStopped = true }
                    rowsSincePrompt = 0
                }
                rowsSincePrompt += rows
            }
            write(style(line.role, line.text) + "\n")
        }
    }

    func progress(_ done: Int, of total: Int, _ label: String) {
        let barWidth = 24
        let filled = total == 0 ? barWidth : barWidth * done / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
        if interactive {
            write("\u{1B}[2J\u{1B}[H")
            rowsSincePrompt = 0
            pagingStopped = false
        } else {
            write("\n")
        }
        write(style(.note, "\(bar) \(done)/\(total)") + "  " + style(.title, label) + "\n\n")
        rowsSincePrompt += 2
    }

    func choose(_ choices: [KeyChoice]) -> Character? {
        let hint = choices.map { "[\($0.keyName)] \($0.label)" }.joined(separator: "   ")
        rowsSincePrompt = 0
        pagingStopped = false
        if interactive {
            write("\n" + style(.keys, hint) + "\n")
            while true {
                guard var key = readKey() else { return nil }
                if key == " " && choices.contains(where: { $0.key == "\n" }) && !choices.contains(where: { $0.key == " " }) { key = "\n" }
                if let choice = choices.first(where: { $0.key == key }) { return choice.key }
            }
        }
        write("\n" + hint + "\n")
        while true {
            guard let line = readLine() else { return nil }
            let trimmed = line.trimmingCharacters(in: .whitespaces).lowercased()
            let key: Character = trimmed.first ?? "\n"
            if let choice = choices.first(where: { $0.key == key }) {
                write("> \(choice.keyName)\n")
                return choice.key
            }
            write("'\(trimmed)' is not one of the keys above; type one of: \(choices.map(\.keyName).joined(separator: ", "))\n")
        }
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

    func working(_ message: String?) {
        if interactive {
            write(message.map { style(.note, "⋯ " + $0) } ?? "\r\u{1B}[K")
        } else if let message {
            write(message + "\n")
        }
    }

    // MARK: Terminal

    func style(_ role: StyledLine.Role, _ text: String) -> String {
        guard colours else { return text }
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
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
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
            withUnsafeMutableBytes(of: &pending.c_cc) { $0[Int(VMIN)] = 0; $0[Int(VTIME)] = 1 }
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
