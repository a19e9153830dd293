// Which build of the launcher this is, said first on its report. The runner builds the launcher
// itself (`SandboxLauncher` in LessonKit) with `-D LESSONS_RUNNER_BUILD` and a file of its own that
// names the hash of these sources, and runs a program only through the launcher that names it.
#if !LESSONS_RUNNER_BUILD
/// This build is SwiftPM's (`swift build`): the runner does not use it.
let launcherIdentity = "swiftpm"
#endif
