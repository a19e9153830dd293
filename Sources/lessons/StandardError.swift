import Foundation

/// The process's standard error, for errors, notes and what a command asks.
enum StandardError {
    /// Writes `text` and a newline.
    static func write(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
