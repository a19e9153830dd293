import Foundation
import Testing
@testable import LessonKit

private let scripts = NSTemporaryDirectory() + "lessons-home-test-\(getpid())-\(UUID().uuidString)"

private func removeScripts() { try? FileManager.default.removeItem(atPath: scripts) }

/// A shell script standing in for a lesson program, in a folder of its own (run outside the
/// sandbox, which shows a program no shell).
private func script(_ body: String) throws -> String {
    let folder = scripts + "/\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try PlayHome.copy(from: Data("#!/bin/sh\n\(body)\n".utf8), to: folder + "/program")
    return folder + "/program"
}

private func play(_ executable: String, _ homes: PlayHomes) -> [String] {
    let result = PlayHome.run(executable, [], timeout: 20, outputLimit: 1 << 20, homes: homes, sandboxed: false)
    return result.output.split(separator: "\n").map(String.init)
}

/// Every play starts in a home as a fresh install has it; a home is used again only when the play
/// before left it exactly so.
@Suite("Homes of plays", .serialized)
struct PlayHomeTests {
    @Test("A play that writes nothing leaves its home to the next; a play that writes leaves nothing behind")
    func reuse() throws {
        let homes = PlayHomes()
        defer { homes.removeUnused() }
        defer { removeScripts() }
        let reads = try script(#"echo "$HOME"; ls -A "$HOME/Documents""#)
        let writes = try script(#"echo "$HOME"; ls -A "$HOME/Documents"; echo saved > "$HOME/Documents/store.json""#)

        let first = play(reads, homes)
        #expect(first.count == 1, "a fresh Documents folder is empty: \(first)")
        #expect(homes.count == 1)
        #expect(play(reads, homes) == first, "the same home, used again")

        // Another program in the same home: the home's program is replaced, not run again.
        #expect(play(writes, homes) == first)
        #expect(homes.count == 0, "a home a play wrote in is not used again")
        #expect(!FileManager.default.fileExists(atPath: first[0]), "it is removed")
        let afterWrite = play(writes, homes)
        #expect(afterWrite.count == 1 && afterWrite != first, "a new home, without the saved file: \(afterWrite)")
    }

    @Test("A home whose folders a play changed, or where it left a process running, is not used again")
    func changedHomes() throws {
        let homes = PlayHomes()
        defer { homes.removeUnused() }
        defer { removeScripts() }
        let locks = try script(#"chmod 500 "$HOME/Documents"; echo "$HOME""#)
        let makesFolder = try script(#"mkdir -p "$HOME/.config/app"; echo "$HOME""#)
        let leavesChild = try script(#"sleep 30 & echo "$HOME""#)
        for program in [locks, makesFolder, leavesChild] {
            let home = play(program, homes)
            #expect(home.count == 1)
            #expect(homes.count == 0, "\(program) changed its home")
            #expect(!FileManager.default.fileExists(atPath: home.first ?? "/"))
        }
    }

    @Test("The program is linked into the home, not copied, when both are on one file system")
    func linked() throws {
        let homes = PlayHomes()
        defer { removeScripts() }
        let program = try script("echo hello")
        #expect(play(program, homes) == ["hello"])
        var status = stat()
        #expect(lstat(program, &status) == 0)
        #expect(status.st_nlink == 2, "the home's link and the build's")
        homes.removeUnused()
        #expect(lstat(program, &status) == 0 && status.st_nlink == 1, "the home is gone with its link")
    }
}
