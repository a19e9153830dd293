import Foundation

// The simulated device's files. An app installed afresh finds its home empty; so does each run of a
// lesson's program: the runner gives every run a folder of its own (`LESSONS_HOME`), and these
// functions, which shadow Foundation's in lesson code as the engine's `Task.sleep` does, point into
// it. Without them, a store saved in one run (in Documents, say) would change what the next printed.

/// The folder that stands for the app's home on the device, for this run.
var deviceHome: String {
    ProcessInfo.processInfo.environment["LESSONS_HOME"] ?? Foundation.NSHomeDirectory()
}

/// The app's home folder: the run's own when the runner gives it one.
public func NSHomeDirectory() -> String { deviceHome }

extension FileManager {
    /// The app's home folder: the run's own when the runner gives it one.
    public var homeDirectoryForCurrentUser: URL { URL(fileURLWithPath: deviceHome, isDirectory: true) }

    /// The app's folders (Documents, Application Support, Caches...), inside the run's home.
    public func urls(for directory: FileManager.SearchPathDirectory, in domainMask: FileManager.SearchPathDomainMask)
        -> [URL]
    {
        [
            URL(fileURLWithPath: deviceHome, isDirectory: true).appendingPathComponent(
                deviceFolder(for: directory), isDirectory: true)
        ]
    }

    private func deviceFolder(for directory: FileManager.SearchPathDirectory) -> String {
        switch directory {
        case .documentDirectory: return "Documents"
        case .applicationSupportDirectory: return "Library/Application Support"
        case .cachesDirectory: return "Library/Caches"
        case .libraryDirectory: return "Library"
        default: return "Library/Other"
        }
    }
}

extension URL {
    /// The app's Documents folder, inside the run's home.
    public static var documentsDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    }
    /// The app's Application Support folder, inside the run's home.
    public static var applicationSupportDirectory: URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
    }
    /// The app's Caches folder, inside the run's home.
    public static var cachesDirectory: URL { FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0] }
    /// The app's home folder.
    public static var homeDirectory: URL { URL(fileURLWithPath: deviceHome, isDirectory: true) }
}
