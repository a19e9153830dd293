import Foundation
import Testing
@testable import LessonKit

/// The checks of a lesson made of `text`, run against the package's cache.
private func runChecks(_ text: String) throws -> [CheckResult] {
    let layout = try #require(PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path))
    let (lesson, diagnostics) = LessonParser.parse(text, path: "problem.md")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    var options = CheckOptions()
    options.cacheDirectory = layout.defaultCache
    return try LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options).run([lesson])
}

/// A lesson of one program whose `onAppear` runs `appear`, checked by `check`.
private func lesson(_ appear: String, check: String = "```console\nx\n```") -> String {
    """
    # Lesson 1 · Problems

    ```swift program
    import SwiftUI

    struct ContentView: View {
        var body: some View {
            Text("x").onAppear {
    \(appear)
            }
        }
    }
    ```

    \(check)

    """
}

@Suite("What a play that went wrong is said to be", .serialized)
struct PlayProblemWordingTests {
    // A program that closed its standard output was asked "does the code call exit()?".
    @Test("A program that closes or replaces its standard output is said to, not to have called exit()",
          arguments: ["close(1)", "let devNull = open(\"/dev/null\", O_WRONLY); dup2(devNull, 1)"])
    func closedStandardOutput(_ code: String) throws {
        let results = try runChecks(lesson("            print(\"x\"); fflush(stdout); \(code)  // \(UUID().uuidString)"))
        let reason = results.first?.reason ?? ""
        #expect(results.first?.status == .failed)
        #expect(reason.contains("the program closed (or replaced) its standard output during action 1"), "\(reason)")
        #expect(!reason.contains("exit()"), "\(reason)")
    }
}
