import Foundation
import Testing

/// The engine's API that compiles but changes nothing on the simulated device, read from its doc
/// comments ("/// Not modelled: …"), and the list of it that authors read in Lessons/README.md.
///
/// `UPDATE_UNMODELLED_LIST=1 swift test --filter UnmodelledAPIList` rewrites the list.
@Suite("The list of unmodelled API")
struct UnmodelledAPIListTests {
    /// The package's folder: the nearest folder above this file that holds `Package.swift`, so the
    /// test keeps working wherever in `Tests/` its file stands.
    static let root: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
            folder.pathComponents.count > 1
        {
            folder.deleteLastPathComponent()
        }
        return folder
    }()
    static let sources = root.appendingPathComponent("Sources/ViewGraph")
    static let readme = root.appendingPathComponent("Lessons/README.md")
    static let begin = "<!-- unmodelled-api:begin -->"
    static let end = "<!-- unmodelled-api:end -->"

    /// Each unmodelled declaration, as `Owner.name(labels:)`, by the engine's folder (its topic).
    static func declarations() throws -> [String: [String]] {
        var byTopic: [String: Set<String>] = [:]
        let files =
            FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter {
                $0.hasSuffix(".swift")
            } ?? []
        for file in files.sorted() {
            let topic = file.split(separator: "/").first.map(String.init) ?? "Core"
            let lines = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8).components(
                separatedBy: "\n")
            var owner = ""
            var pending = false
            for (index, line) in lines.enumerated() {
                // The regular expressions only where they can match: run on every line of the engine
                // they took most of this test's 25 s.
                if Self.declaresAType(line),
                    let match = line.firstMatch(
                        of:
                            #/^(?:public |open |@\w+ )*(?:extension|struct|class|final class|enum|protocol) ([A-Za-z_.]+)/#
                    )
                {
                    owner = String(match.1)
                }
                var trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("/// Not modelled") {
                    pending = true
                    continue
                }
                // A plain attribute before the declaration on its line (`@MainActor public func`).
                if trimmed.hasPrefix("@"), let attributes = trimmed.prefixMatch(of: #/(?:@\w+\s+)+/#) {
                    trimmed = String(trimmed[attributes.range.upperBound...])
                }
                if trimmed.hasPrefix("///") || trimmed.hasPrefix("@") || trimmed.isEmpty { continue }
                guard pending else { continue }
                pending = false
                // A declaration the formatter broke over lines: its parameter list, up to its last ")".
                var declaration = trimmed
                var next = index + 1
                while declaration.filter({ $0 == "(" }).count > declaration.filter({ $0 == ")" }).count,
                    next < lines.count
                {
                    declaration += " " + lines[next].trimmingCharacters(in: .whitespaces)
                    next += 1
                }
                if let name = displayName(of: declaration, owner: owner) {
                    byTopic[topic, default: []].insert(name)
                }
            }
        }
        return byTopic.mapValues { $0.sorted() }
    }

    /// Whether `line` has a word that starts a type's declaration or an extension.
    static func declaresAType(_ line: String) -> Bool {
        ["extension ", "struct ", "class ", "enum ", "protocol "].contains { line.contains($0) }
    }

    /// `View.shadow(color:radius:x:y:)`, `ImagePaint`, `Shape.fill(_:style:)`, `CircularProgressViewStyle.init(tint:)`…
    static func displayName(of declaration: String, owner: String) -> String? {
        if let match = declaration.firstMatch(of: #/(?:struct|class|enum|protocol) ([A-Za-z_]+)/#) {
            return String(match.1)
        }
        if let match = declaration.firstMatch(of: #/(?:func ([A-Za-z_]+)|\b(init)(?=[<(]))/#) {
            let name = match.1 ?? match.2 ?? ""
            // The parameter list: from the first "(" after the name to its matching ")".
            var rest = declaration[match.range.upperBound...]
            if rest.first == "<" {
                var depth = 0
                while let character = rest.first {
                    rest = rest.dropFirst()
                    if character == "<" { depth += 1 }
                    if character == ">" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                }
            }
            guard rest.first == "(" else { return nil }
            var labels: [String] = []
            var depth = 0
            var current = ""
            var previous: Character = " "
            for character in rest {
                defer { previous = character }
                if "([<".contains(character) {
                    depth += 1
                    if depth == 1 { continue }
                }
                if ")]>".contains(character), !(character == ">" && previous == "-") {
                    depth -= 1
                    if depth == 0 { break }
                }
                if character == ",", depth == 1 {
                    labels.append(current)
                    current = ""
                } else {
                    current.append(character)
                }
            }
            if !current.trimmingCharacters(in: .whitespaces).isEmpty { labels.append(current) }
            let names = labels.map {
                $0.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map {
                    String($0).replacingOccurrences(of: ":", with: "")
                } ?? "_"
            }
            return (owner.isEmpty ? "" : owner + ".") + name + "(" + names.map { $0 + ":" }.joined() + ")"
        }
        if let match = declaration.firstMatch(of: #/(?:var|let) ([A-Za-z_]+)/#) {
            return (owner.isEmpty ? "" : owner + ".") + match.1
        }
        return nil
    }

    /// The README section the declarations make.
    static func section() throws -> String {
        var text = """
            \(begin)
            Generated from the engine's doc comments by `UPDATE_UNMODELLED_LIST=1 swift test --filter UnmodelledAPIList`;
            a test fails when it is out of date. These build, and change nothing on the simulated device
            (nothing is drawn, laid out or felt), so a check cannot see their effect: when a failing check's
            play used one, its report says so.

            """
        for (topic, names) in try declarations().sorted(by: { $0.key < $1.key }) {
            text += "\n- **\(topic)**: " + names.map { "`\($0)`" }.joined(separator: ", ") + "\n"
        }
        return text + "\n" + end
    }

    @Test("Every modifier that changes nothing the engine models says so first in its doc comment")
    func inertModifiersAreDocumented() throws {
        var undocumented: [String] = []
        let files =
            FileManager.default.enumerator(atPath: Self.sources.path)?.compactMap { $0 as? String }.filter {
                $0.hasSuffix(".swift")
            } ?? []
        for file in files {
            let lines = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8).components(
                separatedBy: "\n")
            for (index, line) in lines.enumerated() where line.contains("inert(\"") && line.contains("func ") {
                var above = index - 1
                while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { above -= 1 }
                var first = above
                while first > 0, lines[first - 1].trimmingCharacters(in: .whitespaces).hasPrefix("///") { first -= 1 }
                if first < 0 || !lines[first].trimmingCharacters(in: .whitespaces).hasPrefix("/// Not modelled") {
                    undocumented.append("\(file):\(index + 1)")
                }
            }
        }
        #expect(undocumented.isEmpty, "doc comments that should start with \"Not modelled:\": \(undocumented)")
    }

    @Test("Lessons/README.md lists every unmodelled API the engine declares")
    func readmeListsThem() throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let section = try Self.section()
        guard let start = readme.range(of: Self.begin), let stop = readme.range(of: Self.end) else {
            Issue.record("Lessons/README.md has no \(Self.begin) … \(Self.end) section")
            return
        }
        let current = String(readme[start.lowerBound..<stop.upperBound])
        if current != section, ProcessInfo.processInfo.environment["UPDATE_UNMODELLED_LIST"] == "1" {
            try readme.replacingCharacters(in: start.lowerBound..<stop.upperBound, with: section).write(
                to: Self.readme, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            current == section,
            "the list is out of date: run UPDATE_UNMODELLED_LIST=1 swift test --filter UnmodelledAPIList")
        #expect(section.contains("`View.shadow(color:radius:x:y:)`"))
    }
}
