import Foundation
import HostContract

/// Draws a `ScreenPicture` in characters, for a terminal: the screen's outline, 62 columns wide
/// (it fits 80), each text where its layout put it, symbols and images as `[name]`, switches as
/// `(on ●)` and `(○ off)`, fields as `[text____]`, the bars, a sheet's card and the keyboard.
///
/// A column is `pointsPerColumn` of the screen's width and a row `pointsPerRow` of its height,
/// about a character's shape; a line of text stands on the row of its middle, from the column of
/// its left edge. Where something would run into what is drawn right of it, it is cut with `…`.
public enum ScreenCharacters {
    /// Columns inside the outline.
    static let columns = 60
    static var pointsPerColumn: Double { 402.0 / Double(columns) }
    /// Points a row: a line of body text (22 points) a row.
    static let pointsPerRow = 20.0

    /// The picture's lines, the outline included.
    public static func render(_ picture: ScreenPicture) -> [String] {
        let rows = Int((picture.height / pointsPerRow).rounded(.up))
        let columnWidth = picture.width / Double(columns)
        var grid = Grid(columns: columns, rows: rows)
        // What each element claims on its row, so that a label stops before the next one.
        var starts: [Int: [Int]] = [:]
        func column(_ x: Double) -> Int { Int((x / columnWidth).rounded()) }
        func row(_ y: Double) -> Int { min(max(Int(y / pointsPerRow), 0), rows - 1) }
        for element in picture.elements where [.text, .symbol, .image, .toggle, .field].contains(element.kind) {
            for line in element.lines ?? [ScreenPicture.Line(text: "", frame: element.frame)] {
                starts[row(line.frame.midY), default: []].append(column(line.frame.x))
            }
        }
        /// Writes `text` at `x` on row `y`, cut before the next thing that starts on the row.
        func put(_ text: String, x: Int, y: Int, limit: Int? = nil) {
            let next = (starts[y] ?? []).filter { $0 > x }.min() ?? columns
            let room = min(next - x - (next < columns ? 1 : 0), limit ?? columns)
            grid.write(fit(text, room), x: x, y: y)
        }
        for element in picture.elements {
            let f = element.frame
            switch element.kind {
            case .text:
                for line in element.lines ?? [] { put(line.text, x: column(line.frame.x), y: row(line.frame.midY)) }
            case .symbol, .image:
                // A name that would run past what stands right of it moves left over blank cells
                // (a star at the right edge of a row), to be read whole.
                let name = "[" + (element.text ?? "") + "]"
                let y = row(f.midY)
                let start = column(f.x)
                let next = (starts[y] ?? []).filter { $0 > start }.min() ?? columns
                let limit = next - (next < columns ? 1 : 0)
                var x = start
                while x + name.count > limit, x > 1, grid.isBlank(x - 2, y) { x -= 1 }
                grid.write(fit(name, limit - x), x: x, y: y)
            case .toggle:
                grid.write(
                    element.isOn == true ? "(on ●)" : "(○ off)", x: min(column(f.x), columns - 7), y: row(f.midY))
            case .field:
                let width = max(column(f.maxX) - column(f.x), 4)
                let text = fit(element.text ?? "", width - 2)
                grid.write(
                    "[" + text + String(repeating: "_", count: max(width - 2 - text.count, 0)) + "]", x: column(f.x),
                    y: row(f.midY))
            case .slider:
                let width = max(column(f.maxX) - column(f.x), 3)
                let thumb = Int((Double(width - 1) * (element.value ?? 0)).rounded())
                grid.write(
                    String(repeating: "━", count: thumb) + "●"
                        + String(repeating: "─", count: max(width - thumb - 1, 0)), x: column(f.x), y: row(f.midY))
            case .progress:
                if let value = element.value {
                    let width = max(column(f.maxX) - column(f.x), 2)
                    let filled = Int((Double(width) * value).rounded())
                    grid.write(
                        String(repeating: "▓", count: filled) + String(repeating: "░", count: max(width - filled, 0)),
                        x: column(f.x), y: row(f.midY))
                } else {
                    grid.write("◌", x: column(f.midX), y: row(f.midY))
                }
            case .stepper:
                grid.write("[ − │ + ]", x: max(column(f.maxX) - 9, 0), y: row(f.midY))
            case .segmented:
                grid.write("⟨", x: column(f.x), y: row(f.midY))
                grid.write("⟩", x: max(column(f.maxX) - 1, 0), y: row(f.midY))
            case .shape:
                break  // colours and shapes do not show in characters
            case .navigationBar:
                grid.clear(from: row(f.y), to: row(f.maxY - 1))
                if let back = element.items?.first { grid.write("‹ " + back, x: 1, y: row(f.y + 22)) }
                if let title = element.text {
                    if element.isLarge == true {
                        grid.write(fit(title, columns - 2), x: 2, y: row(f.maxY - 24))
                    } else {
                        let text = fit(title, columns - 16)
                        grid.write(text, x: (columns - text.count) / 2, y: row(f.y + 22))
                    }
                }
                grid.write(String(repeating: "─", count: columns), x: 0, y: row(f.maxY - 1))
            case .tabBar:
                let top = row(f.y)
                grid.clear(from: top, to: rows - 1)
                grid.write(String(repeating: "─", count: columns), x: 0, y: top)
                let items = element.items ?? []
                let width = columns / max(items.count, 1)
                for (index, item) in items.enumerated() {
                    let shown = index == element.selected ? "[" + fit(item, width - 2) + "]" : fit(item, width - 2)
                    grid.write(shown, x: index * width + max((width - shown.count) / 2, 0), y: top + 1)
                }
            case .disclosure:
                grid.write("›", x: min(column(f.x), columns - 1), y: row(f.midY))
            case .dimming, .accessibilityLabel, .listBackground, .listCard, .target:
                break
            case .separator:
                // A line of `─` on the row it falls on, only over blank cells: a row's text wins.
                let y = row(f.y)
                for x in column(f.x)..<min(column(f.maxX), columns) where grid.isBlank(x, y) {
                    grid.write("─", x: x, y: y)
                }
            case .sheet, .alert:
                let top = row(f.y)
                let bottom = min(row(f.maxY - 1), rows - 1)
                let left = column(f.x)
                let right = min(column(f.maxX), columns) - 1
                grid.clear(from: top, to: bottom, left: left, right: right)
                let ruleWidth = right - left - 1
                grid.write(
                    (f.x <= 0 ? "─" : "╭") + String(repeating: "─", count: max(ruleWidth, 0))
                        + (f.maxX >= picture.width ? "─" : "╮"), x: left, y: top)
                if element.kind == .alert {
                    for y in (top + 1)...max(bottom, top + 1) where y < rows {
                        grid.write("│", x: left, y: y)
                        grid.write("│", x: right, y: y)
                    }
                    if bottom > top {
                        grid.write("╰" + String(repeating: "─", count: max(ruleWidth, 0)) + "╯", x: left, y: bottom)
                    }
                    if let title = element.text {
                        let text = fit(title, ruleWidth)
                        grid.write(text, x: left + 1 + (ruleWidth - text.count) / 2, y: top + 1)
                    }
                }
            case .keyboard:
                let top = row(f.y)
                grid.clear(from: top, to: rows - 1)
                grid.write(String(repeating: "─", count: columns), x: 0, y: top)
                let keys = ["q w e r t y u i o p", "a s d f g h j k l", "⇧ z x c v b n m ⌫", "123   space   return"]
                for (index, keysRow) in keys.enumerated() where top + 2 + index * 2 < rows {
                    grid.write(keysRow, x: (columns - keysRow.count) / 2, y: top + 2 + index * 2)
                }
            }
        }
        // The status bar's time, over whatever is drawn under it.
        grid.write("9:41", x: 6, y: 0)
        grid.write("▬▬▬▬", x: columns / 2 - 2, y: 0)
        var lines = ["╭" + String(repeating: "─", count: columns) + "╮"]
        for line in grid.lines { lines.append("│" + line + "│") }
        lines.append("╰" + String(repeating: "─", count: columns) + "╯")
        return lines
    }

    /// `text` cut to `width` characters, ending in `…` when cut.
    static func fit(_ text: String, _ width: Int) -> String {
        guard width > 0 else { return "" }
        let characters = Array(text)
        if characters.count <= width { return text }
        return String(characters.prefix(max(width - 1, 0))) + "…"
    }

    /// The characters of the screen, row by row.
    struct Grid {
        var cells: [[Character]]
        let columns: Int

        init(columns: Int, rows: Int) {
            self.columns = columns
            cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        }

        mutating func write(_ text: String, x: Int, y: Int) {
            guard y >= 0, y < cells.count else { return }
            for (offset, character) in text.enumerated() {
                let column = x + offset
                if column >= 0, column < columns { cells[y][column] = character }
            }
        }

        mutating func clear(from top: Int, to bottom: Int, left: Int = 0, right: Int? = nil) {
            let right = min(right ?? columns - 1, columns - 1)
            guard top <= bottom, left <= right else { return }
            for y in max(top, 0)...min(bottom, cells.count - 1) {
                for x in max(left, 0)...right { cells[y][x] = " " }
            }
        }

        func isBlank(_ x: Int, _ y: Int) -> Bool {
            guard y >= 0, y < cells.count, x >= 0, x < columns else { return false }
            return cells[y][x] == " "
        }

        var lines: [String] { cells.map { String($0) } }
    }
}
