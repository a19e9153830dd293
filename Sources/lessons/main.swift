import Foundation
import LessonKit

// The `lessons` tool: parses arguments, calls the lesson kit, prints (`Lessons`).
// Ctrl-C, SIGTERM or a closed terminal stops the programs `lessons` started and removes its
// temporary folders before it ends.
Interruption.shared.install()
let status = Lessons.main(Array(CommandLine.arguments.dropFirst()))
// What is wrong with the cache's key, said once, by any command that used the cache.
if let note = CacheKey.note { StandardError.write("Note: \(note).") }
// An interrupted run ends by its signal, once its programs are stopped and its folders removed.
Interruption.shared.waitIfStopping()
exit(status.rawValue)
