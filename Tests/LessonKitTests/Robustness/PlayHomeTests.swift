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

/// Every play starts in a home as a fresh install has it. Outside the sandbox (these scripts) the
/// program writes the home's folder itself, so a home is never used again; in the sandbox the
/// program's home is a tmpfs of its own (SandboxTests), and the folder is used again.
@Suite("Homes of plays", .serialized, .onThreadsOfItsOwn)
struct PlayHomeTests {
    @Test(
        "Outside the sandbox every play gets a new home, even one whose play wrote nothing, and the old one is removed")
    func noReuseOutside() throws {
        let homes = PlayHomes()
        defer { homes.removeUnused() }
        defer { removeScripts() }
        let reads = try script(#"echo "$HOME"; ls -A "$HOME/Documents""#)
        let first = play(reads, homes)
        #expect(first.count == 1, "a fresh Documents folder is empty: \(first)")
        #expect(homes.count == 0)
        #expect(!FileManager.default.fileExists(atPath: first[0]), "it is removed")
        let second = play(reads, homes)
        #expect(second.count == 1 && second != first, "a new home: \(second)")
    }

    @Test("The program's environment is the home's and a fixed one, none of this process's")
    func environment() throws {
        let homes = PlayHomes()
        defer { homes.removeUnused() }
        defer { removeScripts() }
        setenv("LESSONS_TEST_SECRET", "leaked", 1)
        defer { unsetenv("LESSONS_TEST_SECRET") }
        let lines = play(
            try script(
                #"env | grep -v '^LESSONS_PROCESS=\|^LESSONS_HOST_FD=\|^PWD=\|^SHLVL=\|^_=' | sed "s|$HOME|~|" | sort"#),
            homes)
        #expect(
            lines == [
                "HOME=~", "LESSONS_HOME=~", "PATH=/usr/bin:/bin",
                "SWIFT_BACKTRACE=enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=24,top=12",
                "SWIFT_DETERMINISTIC_HASHING=1", "TMPDIR=~/tmp", "TZ=UTC", "XDG_CACHE_HOME=~/.cache",
                "XDG_CONFIG_HOME=~/.config",
                "XDG_DATA_HOME=~/.local/share", "XDG_STATE_HOME=~/.local/state",
            ], "\(lines)")
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
        // The program's links while it runs: the home's and the build's.
        let program = try script(#"stat -c %h "$0""#)
        #expect(play(program, homes) == ["2"], "the home's link and the build's")
        homes.removeUnused()
        var status = stat()
        #expect(lstat(program, &status) == 0 && status.st_nlink == 1, "the home is gone with its link")
    }
}
