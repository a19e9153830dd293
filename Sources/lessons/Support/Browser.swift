import Foundation

/// The student's web browser, for the book and the preview.
enum Browser {
    /// Opens `path` (a file, or an `http:` address) with xdg-open when there is one, else says where it is.
    static func open(_ path: String) {
        let shown = path.hasPrefix("http://") ? path : "file://" + path
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map {
            String($0) + "/xdg-open"
        }
        guard let opener = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            print("No xdg-open here to open a browser: open \(shown) in yours.")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            print("xdg-open could not start (\(error)): open \(shown) in your browser.")
            return
        }
        // xdg-open hands the page to a browser and ends; one that ends badly found none.
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if !process.isRunning && process.terminationStatus != 0 {
            print("xdg-open found no browser to open it (status \(process.terminationStatus)): open \(shown) in yours.")
        }
    }
}
