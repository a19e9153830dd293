import Foundation

extension StandardOutput {
    /// Prints `line` at once: `--watch` runs until it is stopped, and a pipe would keep its lines.
    static func say(_ line: String) {
        print(line)
        StandardOutput.flush()
    }

    /// The time of day, `14:03:59`, at the start of a line said while watching.
    static func timeNow() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }
}
