import Testing

@testable import LessonKit

/// A lesson program's `error.localizedDescription` reads as on iOS, whether its files import
/// Foundation or not, built alone and in a batch with another program.
extension LessonsCheckTests {
    @Test(
        "error.localizedDescription says \"couldn’t\" as iOS does, with or without import Foundation, alone and in a batch"
    )
    func errorDescriptions() throws {
        let program = """
            import SwiftUI
            import Foundation

            enum LoadError: Error { case offline, timedOut }
            struct Described: LocalizedError { var errorDescription: String? { "The trip is gone." } }
            struct Reasoned: LocalizedError { var failureReason: String? { "The server said no." } }

            struct ContentView: View {
                var body: some View {
                    let _ = print(LoadError.timedOut.localizedDescription)
                    let _ = print((Described() as Error).localizedDescription)
                    let _ = print(Reasoned().localizedDescription)
                    Text("Errors")
                }
            }
            """
        let console = """
            The operation couldn’t be completed. (Lesson.LoadError error 1.)
            The trip is gone.
            The operation couldn’t be completed. The server said no.
            """
        let (lesson, diagnostics) = LessonParser.parse(
            """
            # T

            ```swift program
            \(program)
            ```

            ```console play=launch
            \(console)
            ```

            ```swift program
            \(program.replacingOccurrences(of: "import Foundation\n", with: ""))
            ```

            ```console play=launch
            \(console)
            ```
            """, path: "T.md")
        #expect(diagnostics.isEmpty)
        try expectAllPass(lesson, count: 2)
    }
}
