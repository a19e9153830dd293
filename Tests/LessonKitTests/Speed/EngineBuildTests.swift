import Foundation
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// A made-up SwiftPM build folder: two sources, their objects, a module and SwiftPM's map.
private struct FakeBuild {
    let root = NSTemporaryDirectory() + "lessons-fake-build-\(UUID().uuidString)"
    var sources: [String] { [root + "/Sources/A.swift", root + "/Sources/B.swift"] }
    var folder: String { root + "/.build/debug" }
    /// The second every time is set from: the sources' own, once all of them are written. Writing
    /// two files can cross a second, so times taken from the first source alone could make the
    /// build older than the second (it did, on a loaded machine).
    private var base = 0

    init() throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
        try fileManager.createDirectory(atPath: folder + "/ViewGraph.build", withIntermediateDirectories: true)
        try fileManager.createDirectory(atPath: folder + "/Modules", withIntermediateDirectories: true)
        for source in sources { try "// \(source)".write(toFile: source, atomically: true, encoding: .utf8) }
        base = sources.map { source in
            var info = stat()
            stat(source, &info)
            return info.st_mtim.tv_sec + 1
        }.max()!
        for source in sources { setTime(source, offset: 0) }
        var map: [String: Any] = ["": ["swift-dependencies": folder + "/ViewGraph.build/primary.swiftdeps"]]
        for source in sources {
            let name = ((source as NSString).lastPathComponent as NSString).deletingPathExtension
            map[source] = [
                "object": folder + "/ViewGraph.build/" + name + ".swift.o",
                "swift-dependencies": folder + "/ViewGraph.build/" + name + ".swiftdeps",
            ]
        }
        try JSONSerialization.data(withJSONObject: map).write(
            to: URL(fileURLWithPath: folder + "/ViewGraph.build/output-file-map.json"))
        touchBuild(after: 1)
    }

    /// Writes the objects and the module, `seconds` after the sources.
    func touchBuild(after seconds: Int) {
        for source in sources {
            let object = folder + "/ViewGraph.build/" + (source as NSString).lastPathComponent + ".o"
            _ = FileManager.default.createFile(atPath: object, contents: Data("object".utf8))
            setTime(object, offset: seconds)
        }
        _ = FileManager.default.createFile(
            atPath: folder + "/Modules/ViewGraph.swiftmodule", contents: Data("module".utf8))
        setTime(folder + "/Modules/ViewGraph.swiftmodule", offset: seconds)
    }

    /// Sets `path`'s modification time to `offset` seconds after the sources were written.
    func setTime(_ path: String, offset: Int) {
        var times = [timespec(tv_sec: base + offset, tv_nsec: 0), timespec(tv_sec: base + offset, tv_nsec: 0)]
        utimensat(AT_FDCWD, path, &times, 0)
    }

    func find(_ sources: [String]? = nil) -> Result<SwiftPMEngine, SwiftPMEngine.NotFound> {
        SwiftPMEngine.find(in: [folder], sources: sources ?? self.sources)
    }
}

@Suite("The engine built once: linked from what SwiftPM compiled", .onThreadsOfItsOwn)
struct EngineBuildTests {
    @Test("SwiftPM's build of the engine that runs these tests is found and used")
    func thisBuild() throws {
        let sources = (FileManager.default.enumerator(atPath: layout.engineSources)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.map { layout.engineSources + "/" + $0 }
        let found = try SwiftPMEngine.find(layout: layout, sources: sources).get()
        #expect(found.objects.count == sources.count + EngineBuild.swiftSources(in: layout.contractSources).count)
        let engine = try EngineBuild.locate(
            layout: layout, toolchain: try Toolchain.find(), cacheDirectory: layout.defaultCache)
        #expect(engine.plan == "linking the engine SwiftPM built")
    }

    @Test("A build as new as its sources is used; one older than a source, or of other sources, is not")
    func freshness() throws {
        let build = try FakeBuild()
        defer { try? FileManager.default.removeItem(atPath: build.root) }
        let found = try build.find().get()
        #expect(found.objects.map { ($0 as NSString).lastPathComponent } == ["A.swift.o", "B.swift.o"])

        // A source edited after the build: SwiftPM has not built it yet.
        build.setTime(build.sources[1], offset: 10)
        #expect(throws: SwiftPMEngine.NotFound.self) { try build.find().get() }
        if case .failure(let why) = build.find() { #expect(why.reason.contains("older than B.swift")) }
        build.touchBuild(after: 20)
        #expect((try? build.find().get()) != nil)

        // A source compiled again to the same code (a checkout that touched it): the compiler keeps
        // the old object and module, and rewrites only the source's dependency file and the
        // driver's build record. That build is as new as the source.
        build.setTime(build.sources[0], offset: 30)
        #expect(throws: SwiftPMEngine.NotFound.self) { try build.find().get() }
        for name in ["A.swiftdeps", "primary.priors"] {
            _ = FileManager.default.createFile(
                atPath: build.folder + "/ViewGraph.build/" + name, contents: Data("record".utf8))
            build.setTime(build.folder + "/ViewGraph.build/" + name, offset: 31)
        }
        #expect((try? build.find().get()) != nil)

        // A source SwiftPM never saw (added since), or one it saw that is gone.
        #expect(throws: SwiftPMEngine.NotFound.self) {
            try build.find(build.sources + [build.root + "/Sources/C.swift"]).get()
        }
        #expect(throws: SwiftPMEngine.NotFound.self) { try build.find([build.sources[0]]).get() }

        // No module.
        try FileManager.default.removeItem(atPath: build.folder + "/Modules/ViewGraph.swiftmodule")
        #expect(throws: SwiftPMEngine.NotFound.self) { try build.find().get() }
    }

    @Test("The engine's hash is its content's: a rebuild that changes nothing keeps it, a changed object changes it")
    func contentHash() throws {
        let build = try FakeBuild()
        defer { try? FileManager.default.removeItem(atPath: build.root) }
        let toolchain = Toolchain(swiftc: "/bin/false", version: "Swift version 6.3.1 (test)")
        let cache = build.root + "/cache"
        let first = try build.find().get().contentHash(toolchain: toolchain, cacheDirectory: cache)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache + "/engine-stamps").count == 1)
        build.touchBuild(after: 30)
        #expect(try build.find().get().contentHash(toolchain: toolchain, cacheDirectory: cache) == first)
        _ = FileManager.default.createFile(
            atPath: build.folder + "/ViewGraph.build/A.swift.o", contents: Data("changed".utf8))
        build.setTime(build.folder + "/ViewGraph.build/A.swift.o", offset: 40)
        #expect(try build.find().get().contentHash(toolchain: toolchain, cacheDirectory: cache) != first)
    }

    @Test("--no-cache makes the engine afresh in a folder of its own, removed after")
    func noCache() throws {
        let toolchain = try Toolchain.find()
        var folder = ""
        do {
            let engine = try EngineBuild.prepare(layout: layout, toolchain: toolchain, cacheDirectory: nil)
            folder = (engine.directory as NSString).deletingLastPathComponent
            #expect(engine.wasBuilt)
            #expect(FileManager.default.fileExists(atPath: engine.directory + "/libViewGraph.so"))
        }
        #expect(!folder.isEmpty && !FileManager.default.fileExists(atPath: folder))
    }
}
