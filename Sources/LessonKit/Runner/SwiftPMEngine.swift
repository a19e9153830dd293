import Foundation
import Synchronization

/// The engine as SwiftPM compiled it for the running tool: the object file of each source of the
/// engine and of the contract it speaks to the runner in (`HostContract`), and their modules, in the
/// build folder (`.build/debug`, `.build/release`…).
///
/// Found next to the running executable (`lessons`, the test bundle, the benchmarks all sit in their
/// build folder), else in the package's `.build/debug` or `.build/release`. Used only when it was
/// built from exactly the sources as they are now: for each of the two modules, the build folder's
/// `ViewGraph.build/output-file-map.json` (`HostContract.build/…`) lists one object per source, and
/// every object is no older than its source, the module no older than any source. A build from
/// another copy of the package, one left behind by an edit SwiftPM has not built yet, or one that
/// failed half-way, is not used.
struct SwiftPMEngine {
    /// The objects to link: the contract's, then the engine's, each in its map's order.
    var objects: [String]
    /// `HostContract.swiftmodule` (when the contract's sources were given) and `ViewGraph.swiftmodule`.
    var modules: [String]
    /// The build folder they were found in.
    var folder: String

    struct NotFound: Error {
        var reason: String
    }

    /// The build folders to look in, in order.
    static func candidateFolders(layout: PackageLayout) -> [String] {
        var folders: [String] = []
        #if os(Linux)
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        #else
        let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? ""
        #endif
        if !executable.isEmpty { folders.append((executable as NSString).deletingLastPathComponent) }
        for configuration in ["debug", "release"] {
            folders.append(
                URL(fileURLWithPath: layout.root + "/.build/" + configuration).resolvingSymlinksInPath().path)
        }
        var seen = Set<String>()
        return folders.filter { seen.insert($0).inserted }
    }

    /// SwiftPM's build of the engine whose sources are `sources`, and of the contract, or why there
    /// is none to use. `LESSONS_ENGINE_FROM_SOURCES` (set to anything) refuses it, to compile the
    /// engine as before.
    static func find(layout: PackageLayout, sources: [String]) -> Result<SwiftPMEngine, NotFound> {
        if ProcessInfo.processInfo.environment["LESSONS_ENGINE_FROM_SOURCES"] != nil {
            return .failure(NotFound(reason: "LESSONS_ENGINE_FROM_SOURCES is set"))
        }
        return find(
            in: candidateFolders(layout: layout), sources: sources,
            contractSources: EngineBuild.swiftSources(in: layout.contractSources))
    }

    /// The first of `folders` with a build of `sources` (and of `contractSources`, when any) that can
    /// be used, or why none can.
    static func find(in folders: [String], sources: [String], contractSources: [String] = [])
        -> Result<SwiftPMEngine, NotFound>
    {
        var reasons: [String] = []
        for folder in folders {
            guard let engine = check(folder, module: "ViewGraph", sources: sources, reasons: &reasons) else { continue }
            if contractSources.isEmpty { return .success(engine) }
            guard let contract = check(folder, module: "HostContract", sources: contractSources, reasons: &reasons)
            else {
                reasons.append("SwiftPM's build of it in \(folder) lacks the contract's (run swift build)")
                continue
            }
            return .success(
                SwiftPMEngine(
                    objects: contract.objects + engine.objects, modules: contract.modules + engine.modules,
                    folder: folder))
        }
        return .failure(NotFound(reason: reasons.first ?? "no SwiftPM build of it was found"))
    }

    /// The module `name` built in `folder`, or nil, with why in `reasons` when `folder` holds a build of it.
    private static func check(_ folder: String, module name: String, sources: [String], reasons: inout [String])
        -> SwiftPMEngine?
    {
        func refuse(_ reason: String) -> SwiftPMEngine? {
            reasons.append(reason)
            return nil
        }
        let fileManager = FileManager.default
        let build = folder + "/\(name).build"
        guard let data = fileManager.contents(atPath: build + "/output-file-map.json") else { return nil }
        guard let map = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return refuse("SwiftPM's build of it in \(folder) cannot be read")
        }
        let module = [folder + "/Modules/\(name).swiftmodule", folder + "/\(name).swiftmodule"]
            .first { fileManager.fileExists(atPath: $0) }
        guard let module else { return refuse("SwiftPM's build of it in \(folder) has no module") }

        // The sources and their map's keys are files in a few folders: each folder's links are
        // resolved once (Foundation resolves a path one component at a time, which was most of what
        // finding the engine cost a check with nothing to do), and a file that is no link itself
        // keeps its name in its folder's resolved path.
        var resolvedFolders: [Substring: String] = [:]
        func resolved(_ path: String) -> String {
            var info = stat()
            guard let slash = path.lastIndex(of: "/"), slash != path.startIndex, lstat(path, &info) == 0,
                info.st_mode & S_IFMT != S_IFLNK
            else { return URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
            let name = path[path.index(after: slash)...]
            guard !name.isEmpty, name != ".", name != ".." else {
                return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            }
            let folder = path[..<slash]
            let folderPath =
                resolvedFolders[folder] ?? URL(fileURLWithPath: String(folder)).resolvingSymlinksInPath().path
            resolvedFolders[folder] = folderPath
            return folderPath + (folderPath.hasSuffix("/") ? "" : "/") + name
        }
        // What the compiler writes each time it compiles a source successfully: its dependency
        // files, and, for the whole module, its dependency file and the driver's build record. The
        // object alone will not do: a source recompiled to the same code keeps its old object (the
        // frontend does not rewrite an object whose code is unchanged), and so does the module.
        func newest(_ paths: [String]) -> timespec? {
            paths.compactMap(modified).max { later($1, than: $0) }
        }
        // A source's own dependency files (an incremental build); without them (a whole-module
        // build), the module's dependency file, written when the whole module compiled.
        let whole = map[""] as? [String: Any]
        let moduleDependencies = ["dependencies", "swift-dependencies"].compactMap { whole?[$0] as? String }
            .filter { FileManager.default.fileExists(atPath: $0) }
        var buildRecord: [String] = []
        if let record = whole?["swift-dependencies"] as? String, record.hasSuffix(".swiftdeps") {
            buildRecord.append(String(record.dropLast(".swiftdeps".count)) + ".priors")
        }
        var objectOf: [String: String] = [:]
        var stampsOf: [String: [String]] = [:]
        for (source, value) in map where !source.isEmpty {
            guard let entry = value as? [String: Any], let object = entry["object"] as? String else { continue }
            let own = ["dependencies", "swift-dependencies"].compactMap { entry[$0] as? String }
                .filter { FileManager.default.fileExists(atPath: $0) }
            objectOf[resolved(source)] = object
            stampsOf[resolved(source)] = [object] + (own.isEmpty ? moduleDependencies : own)
        }
        let moduleStamps = moduleDependencies + buildRecord
        let current = sources.map(resolved)
        guard Set(objectOf.keys) == Set(current) else {
            return refuse("SwiftPM's build of it in \(folder) is of other sources (run swift build)")
        }
        var newestSource: timespec = timespec()
        var objects: [String] = []
        var missing = false
        for source in current {
            guard let sourceTime = modified(source) else { return refuse("cannot read \(source)") }
            if later(sourceTime, than: newestSource) { newestSource = sourceTime }
            let object = objectOf[source]!
            guard modified(object) != nil else {
                missing = true
                continue
            }
            guard let built = newest(stampsOf[source]!), !later(sourceTime, than: built) else {
                return refuse(
                    "SwiftPM's build of it is older than \((source as NSString).lastPathComponent) (run swift build)")
            }
            objects.append(object)
        }
        if missing {
            // Whole-module optimization without threads makes one object for the module.
            guard let wholeObject = whole?["object"] as? String, modified(wholeObject) != nil,
                let built = newest(moduleStamps), !later(newestSource, than: built)
            else {
                return refuse("SwiftPM's build of it in \(folder) lacks objects (run swift build)")
            }
            objects = [wholeObject]
        }
        guard let moduleTime = newest([module] + moduleStamps), !later(newestSource, than: moduleTime) else {
            return refuse("SwiftPM's module of it is older than its sources (run swift build)")
        }
        return SwiftPMEngine(objects: objects, modules: [module], folder: folder)
    }

    private static func modified(_ path: String) -> timespec? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if os(Linux)
        return info.st_mtim
        #else
        return info.st_mtimespec
        #endif
    }

    private static func later(_ a: timespec, than b: timespec) -> Bool {
        a.tv_sec != b.tv_sec ? a.tv_sec > b.tv_sec : a.tv_nsec > b.tv_nsec
    }

    /// The files whose content is the engine: the modules and the objects.
    var files: [String] { modules + objects }

    /// The hash of the module's and the objects' content, with the compiler's version. The
    /// contract's objects are among them, so each version of it (`HostProtocol.version`) is an
    /// engine of its own.
    ///
    /// Hashing them (about 30 MB) takes a moment, so the hash is kept in the cache under a stamp of
    /// their sizes and modification times (`engine-stamps/<stamp>`, a sealed entry): while SwiftPM
    /// rebuilds nothing, later runs read it back instead. A rebuild that changes nothing in the
    /// objects gives the same hash, so nothing built against the engine has to be built again.
    func contentHash(toolchain: Toolchain, cacheDirectory: String?) throws -> String {
        var stamp = ContentHash()
        stamp.add("engine stamp 1")
        stamp.add(toolchain.version)
        for file in files {
            var info = stat()
            guard stat(file, &info) == 0 else {
                throw RunnerError.unreadable(path: file, reason: AtomicFile.errorText())
            }
            stamp.add(file)
            #if os(Linux)
            stamp.add("\(info.st_size) \(info.st_ino) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)")
            #else
            stamp.add("\(info.st_size) \(info.st_ino) \(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)")
            #endif
        }
        let entry = cacheDirectory.map { $0 + "/engine-stamps/" + stamp.hex }
        if let entry, CacheEntry.verify(entry),
            let hash = try? String(contentsOfFile: entry + "/hash", encoding: .utf8), hash.count == 32
        {
            return hash
        }
        let hash = try Self.hashesMade.withLock { $0[stamp.hex] } ?? hashContent(toolchain: toolchain)
        Self.hashesMade.withLock { $0[stamp.hex] = hash }
        if let entry, let cacheDirectory {
            // Best effort: without it the next run hashes again.
            let staging = TemporaryFolders.name(in: cacheDirectory + "/engine-stamps", prefix: stamp.hex + ".tmp")
            Interruption.shared.removeOnInterrupt(staging)
            if BuildCache.makeFolders(staging) == nil {
                try? CacheEntry.write(Data(hash.utf8), to: staging + "/hash")
                try? CacheEntry.seal(staging)
                try? CacheEntry.publish(staging, as: entry)
            }
            try? FileManager.default.removeItem(atPath: staging)
            Interruption.shared.forgetPath(staging)
        }
        return hash
    }

    /// The content hashes made in this process, by the stamp of the files they were made from (the
    /// key of the cache's `engine-stamps` entries): a process that checks in several caches (the
    /// test bundle gives many tests a cache of their own) reads an unchanged engine's 30 MB once.
    private static let hashesMade = Mutex<[String: String]>([:])

    /// The hash of the modules' and the objects' content, read from the files.
    private func hashContent(toolchain: Toolchain) throws -> String {
        var content = ContentHash()
        content.add("engine linked from SwiftPM's objects 1")
        content.add(toolchain.version)
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw RunnerError.unreadable(path: file, reason: AtomicFile.errorText())
            }
            content.add((file as NSString).lastPathComponent)
            content.add(data)
        }
        return content.hex
    }

    /// Links the objects into `staging/libViewGraph.so`, beside a copy of each module: a program
    /// imports `ViewGraph`, whose module finds the contract's beside it.
    func link(into staging: String, toolchain: Toolchain) throws {
        for path in modules {
            guard let module = FileManager.default.contents(atPath: path) else {
                throw RunnerError.unreadable(path: path, reason: AtomicFile.errorText())
            }
            do {
                try CacheEntry.write(module, to: staging + "/" + (path as NSString).lastPathComponent)
            } catch {
                throw RunnerError.engineFolder(.copyModule, folder: staging, reason: "\(error)")
            }
        }
        // The objects are given through links in a folder of this build's own: the driver writes a
        // file beside the first object it is given, which must not be SwiftPM's build folder
        // (two runs linking at once would write the same file there).
        let links = staging + "/objects"
        do {
            try FileManager.default.createDirectory(atPath: links, withIntermediateDirectories: true)
            for (index, object) in objects.enumerated() {
                try FileManager.default.createSymbolicLink(
                    atPath: links + "/\(index)-" + (object as NSString).lastPathComponent,
                    withDestinationPath: object)
            }
        } catch {
            throw RunnerError.engineFolder(.makeLinkFolder, folder: staging, reason: "\(error)")
        }
        defer { try? FileManager.default.removeItem(atPath: links) }
        let linked = objects.indices.map { links + "/\($0)-" + (objects[$0] as NSString).lastPathComponent }
        try EngineBuild.runCompiler(
            toolchain,
            ["-emit-library", "-module-name", "ViewGraph"] + linked + [
                "-o", staging + "/libViewGraph.so", "-Xlinker", "-soname=libViewGraph.so",
            ] + toolchain.linkerArguments, in: staging)
    }
}
