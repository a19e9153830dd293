/// A lesson rendered as plain text for a terminal: headings underlined, code indented, the
/// runner's attributes hidden, answers kept behind a marker.
public enum LessonText {
    /// The text of `lesson`, or of one step.
    public static func render(_ lesson: Lesson, step: Int? = nil) -> String {
        var out = ""
        if step == nil { out += underline(lesson.title, with: "=") + "\n" }
        for section in lesson.sections {
            if let step, section.kind != .step(step) { continue }
            out += render(markdown: section.markdown) + "\n"
        }
        return out
    }

    static func render(markdown: String) -> String {
        var out: [String] = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let fence = LessonParser.openingFence(line), !inFence {
                inFence = true
                let kind = fence.info.split(separator: " ").first.map(String.init) ?? ""
                switch kind {
                case "console": out.append("    ┌ console")
                case "log": out.append("    ┌ SwiftUI's log")
                case "diagnostics": out.append("    ┌ the compiler says")
                case "screen": out.append("    ┌ the screen")
                default: break
                }
                continue
            }
            if inFence {
                if LessonParser.isClosingFence(line, marker: "```") || LessonParser.isClosingFence(line, marker: "~~~") {
                    inFence = false
                    out.append("")
                } else {
                    out.append("    " + line)
                }
                continue
            }
            if line.hasPrefix("<!--") { continue }
            if let heading = LessonParser.heading(line) {
                out.append(underline(heading.text, with: heading.level <= 2 ? "-" : "·"))
                continue
            }
            var text = line
            text = text.replacingOccurrences(of: "<details><summary>", with: "▸ ")
            text = text.replacingOccurrences(of: "</summary>", with: "")
            text = text.replacingOccurrences(of: "<details>", with: "")
            text = text.replacingOccurrences(of: "</details>", with: "")
            out.append(text)
        }
        return out.joined(separator: "\n")
    }

    static func underline(_ text: String, with character: Character) -> String {
        text + "\n" + String(repeating: character, count: text.count)
    }
}
