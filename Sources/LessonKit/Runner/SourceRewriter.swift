import Foundation

/// Turns a lesson's Swift, written for Apple's SDK, into Swift that builds against the engine,
/// without moving a single line: compiler messages keep pointing at the lesson.
///
/// - `import SwiftUI` (and `Foundation`, `Combine`, `os`, `CoreGraphics`) becomes `import ViewGraph`,
///   and `import ViewGraph; import FoundationNetworking` in a program that names one of its types.
/// - `@Entry var name = value` (a macro in Apple's SDK) becomes an `EnvironmentKey` and a property,
///   on the same line.
/// - `#Preview { … }` (a macro) becomes a function that is never called; `#Preview(body: { … })`, a
///   value that is never read.
/// - A name qualified by its module, `SwiftUI.Color` (as code that has a `Color` of its own writes
///   it), becomes `ViewGraph.Color`; a compiler message later on such a line is two columns off.
enum SourceRewriter {
    /// Modules the engine stands in for: SwiftUI, the part of Combine SwiftUI code uses
    /// (`ObservableObject`, `@Published`, `AnyCancellable`, `Timer.publish`), and the logging part
    /// of `os` (`Logger`, `os_log`, signposts that do nothing).
    ///
    /// `Foundation` too: the engine re-exports it, and shadows a few of its functions to act as the
    /// device does (`Timer.scheduledTimer` on virtual time, US formats, a fresh home per run); a file
    /// that imported Foundation itself would see both and call them ambiguous.
    /// `CoreGraphics` too: its `CGFloat`, `CGPoint`, `CGSize`, `CGRect` come with Foundation, and the
    /// engine has `CGAffineTransform`.
    /// `UniformTypeIdentifiers` and `CoreTransferable` too: the engine has `UTType` and `Transferable`.
    /// `AVKit` too: the engine has its SwiftUI view, `VideoPlayer`, and the `AVPlayer` it is given
    /// (`AVFoundation`, with audio and capture, stays Apple-only).
    static let mappedImports: Set<String> = [
        "SwiftUI", "SwiftUICore", "Combine", "os", "OSLog", "os.log", "Foundation", "CoreGraphics",
        "UniformTypeIdentifiers", "CoreTransferable", "AVKit",
    ]
    /// Modules that do not exist off Apple platforms: code that imports them cannot run here.
    static let appleOnlyImports: Set<String> = [
        "UIKit", "AppKit", "Charts", "MapKit", "WidgetKit", "SwiftData", "CoreData", "PhotosUI",
        "AVFoundation", "StoreKit", "CoreLocation", "CloudKit", "WebKit", "ActivityKit",
    ]

    /// Names of the types `FoundationNetworking` declares (`URLSession`, `URLRequest`,
    /// `HTTPURLResponse`, `HTTPCookie`...), as parts of words. On Apple platforms they come with
    /// Foundation; on Linux they live in a module of their own, which brings libcurl and TLS with
    /// it: loading those took 4.6 ms of CPU (8 ms of wall time) at the start of every play, measured
    /// with `perf stat` on a two-line program. So only a program that names one of them imports it.
    static let networkingNames = [
        "URLSession", "URLRequest", "URLResponse", "URLCache", "URLCredential", "URLProtocol", "URLProtectionSpace",
        "URLAuthenticationChallenge", "HTTPCookie", "NSURLSession", "NSURLCredentialStorage", "tls_ciphersuite_t",
        "tls_protocol_version_t",
    ]

    /// Whether a program with these lines needs `FoundationNetworking` (a name in a comment counts
    /// too: importing it when not needed only costs time).
    static func needsNetworking<Lines: Sequence>(_ lines: Lines) -> Bool where Lines.Element == String {
        #if canImport(FoundationNetworking)
        lines.contains { line in
            line.has("URL") || line.has("HTTP") || line.has("tls_") ? networkingNames.contains { line.has($0) } : false
        }
        #else
        false
        #endif
    }

    /// The rewritten line; `networking`: the program needs `FoundationNetworking` (`needsNetworking`).
    static func rewrite(_ line: String, lineNumber: Int, networking: Bool = false) -> String {
        if line.has("import"), let found = importedModule(line), mappedImports.contains(found.module) {
            let rest = line[found.range.upperBound...].trimmingCharacters(in: .whitespaces)
            let wholeModule = rest.isEmpty || rest.hasPrefix(";") || rest.hasPrefix("//") || rest.hasPrefix("/*")
            var mapped = line.replacingCharacters(
                in: found.range,
                with: networking && wholeModule ? "ViewGraph; import FoundationNetworking" : "ViewGraph")
            // Two modules that were imported at different access levels (`internal import Combine`,
            // `import SwiftUI`) are now one, which Swift calls ambiguous: the access level goes,
            // blanked so that the columns stay.
            if !mapped.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("import"),
                let level = mapped.firstMatch(of: accessLevel)
            {
                mapped.replaceSubrange(level.range, with: String(repeating: " ", count: level.output.count))
            }
            return mapped
        }
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("@Entry "), let rewritten = rewriteEntry(line) { return rewritten }
        if line.has("SwiftUI.") { return rewriteQualifiedNames(line) }
        if trimmed.hasPrefix("#Preview") {
            let indent = line.prefix { $0 == " " }
            // `#Preview(body: { … })`, the body given as an argument: its closing `)` may be lines
            // away, so the call stays a call, of the engine's `_PreviewBody`, kept in a value never read.
            if trimmed.dropFirst("#Preview".count).hasPrefix("("), let body = line.range(of: "body:"),
                line.firstIndex(of: "{").map({ body.lowerBound < $0 }) ?? true
            {
                return indent + "private let __preview_\(lineNumber) = ViewGraph._PreviewBody"
                    + trimmed.dropFirst("#Preview".count)
            }
            if let brace = line.firstIndex(of: "{") {
                return indent + "@MainActor @ViewBuilder private func __preview_\(lineNumber)() -> some View "
                    + line[brace...]
            }
        }
        return line
    }

    /// `line` with each `SwiftUI.` that qualifies a name, outside string literals, as `ViewGraph.`.
    static func rewriteQualifiedNames(_ line: String) -> String {
        var result = ""
        var inString = false
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString, line[index...].hasPrefix("SwiftUI."),
                !(previous.isLetter || previous.isNumber || previous == "_" || previous == "."),
                let next = line[index...].dropFirst("SwiftUI.".count).first, next.isLetter || next == "_"
            {
                result += "ViewGraph."
                index = line.index(index, offsetBy: "SwiftUI.".count)
                previous = "."
                continue
            }
            result.append(character)
            previous = character
            index = line.index(after: index)
        }
        return result
    }

    /// `@Entry var highlight = Color.yellow` as a key and a property.
    static func rewriteEntry(_ line: String) -> String? {
        guard
            let match = line.firstMatch(of: entryDeclaration)
        else { return nil }
        let indent = String(match.1)
        let name = String(match.2)
        let value = String(match.4)
        let key = "__Key_\(name)"
        let declaredType = match.3.map { String($0).trimmingCharacters(in: .whitespaces) }
        let defaultValue =
            declaredType.map { "static var defaultValue: \($0) { \(value) }" } ?? "static let defaultValue = \(value)"
        return indent + "struct \(key): EnvironmentKey { \(defaultValue) }; "
            + "var \(name): \(key).Value { get { self[\(key).self] } set { self[\(key).self] = newValue } }"
    }

    /// The lines of one file (by index) that assign, in an initializer, a `@State` property declared
    /// with no starting value, rewritten as `self._name = ViewGraph.State(initialValue: value)`.
    ///
    /// Swift turns `self.quantity = start` in an `init` into `_quantity = State(wrappedValue: start)`
    /// only when the wrapper's `init(wrappedValue:)` takes the value itself, as SwiftUI's does. The
    /// engine's takes an escaping autoclosure instead (so that `@State var model = Model()` runs
    /// `Model()` once per identity, as on iOS 27), and Swift refuses that form in an initializer
    /// ("'self' used before all stored properties are initialized"). Xcode 27's `@State` does it with
    /// an init accessor that makes `State(initialValue:)` from the value; this rewrite does the same, on
    /// the same line. The value is used only the first time the view's identity appears, as for
    /// `_quantity = State(initialValue: start)`.
    ///
    /// An optional property is left alone: Swift gives it `nil` as its starting value, so the
    /// assignment is a write to state not yet installed, which SwiftUI ignores and so does the engine.
    /// So is a statement that goes on past its line, which the rewrite cannot close.
    static func stateAssignments(in lines: [String]) -> [Int: String] {
        // Most programs have nothing to rewrite: a look for the words first (the scan and the regular
        // expressions below, on every line of every program, were a fifth of a check with nothing to do).
        guard lines.contains(where: { $0.has("@State") }), lines.contains(where: { $0.has("init") }) else { return [:] }
        guard let starts = TopLevelScanner.lineStarts(lines) else { return [:] }
        // The line that opened the block each line is in (-1: the file), as a stack walked down the file.
        var owners: [Int] = []
        var open: [Int] = []
        for index in lines.indices {
            owners.append(open.last ?? -1)
            let next = index + 1 < starts.count ? starts[index + 1].braces : 0
            if next > starts[index].braces {
                for _ in starts[index].braces..<next { open.append(index) }
            } else if next < starts[index].braces {
                open.removeLast(min(open.count, starts[index].braces - next))
            }
        }
        var declared: Set<String> = []  // "owner:name"
        for index in lines.indices where starts[index].inCode {
            guard lines[index].has("var"), let match = lines[index].wholeMatch(of: stateDeclaration) else { continue }
            let previous = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            guard match.1 != nil || previous?.trimmingCharacters(in: .whitespaces) == "@State" else { continue }
            let type = match.3.trimmingCharacters(in: .whitespaces)
            if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") || type.contains("=")
                || type.contains("{")
            {
                continue
            }
            declared.insert("\(owners[index]):\(match.2)")
        }
        guard !declared.isEmpty else { return [:] }
        var result: [Int: String] = [:]
        // The initializer being read: where its braces start, its type's block, and whether its body
        // has begun (a signature may run over several lines before its `{`).
        var initializer: (braces: Int, owner: Int, inBody: Bool)?
        for index in lines.indices where starts[index].inCode {
            if let current = initializer {
                if starts[index].braces > current.braces {
                    initializer?.inBody = true
                } else if current.inBody {
                    initializer = nil
                }
            }
            if initializer == nil || initializer?.inBody == false {
                if lines[index].has("init"), lines[index].firstMatch(of: initializerStart) != nil {
                    initializer = (starts[index].braces, owners[index], false)
                }
                continue
            }
            guard let current = initializer, lines[index].has("="), let match = lines[index].wholeMatch(of: assignment),
                declared.contains("\(current.owner):\(match.3)")
            else { continue }
            let (value, comment) = splitComment(String(match.4))
            let next = lines[(index + 1)...].first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?
                .trimmingCharacters(in: .whitespaces)
            guard isWholeExpression(value), !(next.map(continuesStatement) ?? false) else { continue }
            result[index] =
                "\(match.1)self._\(match.3) = ViewGraph.State(initialValue: \(value))"
                + (comment.isEmpty ? "" : " " + comment)
        }
        return result
    }

    /// Unsafe only in name: `Regex` is not declared `Sendable`, but a `let` of one is never written, and
    /// its one part filled in later, the program it compiles on first use, is installed atomically.
    /// swift-experimental-string-processing, `Sources/_StringProcessing/Regex/Core.swift`,
    /// `Regex.Program.loweredProgram`: it loads the program with `_stdlib_atomicLoadARCRef` and, when
    /// there is none, compiles one and installs it with `_stdlib_atomicInitializeARCRef`, a
    /// compare-exchange from nil (the standard library's `Runtime.swift`) whose loser returns the
    /// winner's program. The only other write, `_forceAction`, is benchmark SPI on a `var`. So several
    /// threads may match with it at once.
    nonisolated(unsafe) private static let stateDeclaration =
        #/\s*(@State\s+)?(?:(?:private|fileprivate|internal|public|package)(?:\(set\))?\s+)*var\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*([^=]+?)\s*(?://.*)?/#
    /// Unsafe only in name, as `stateDeclaration` is.
    nonisolated(unsafe) private static let initializerStart =
        #/^\s*(?:(?:@\w+|public|package|internal|fileprivate|private|convenience|required|override|nonisolated)\s+)*init[?!]?\s*[(<]/#
    /// Unsafe only in name, as `stateDeclaration` is.
    nonisolated(unsafe) private static let assignment =
        #/(\s*)(self\.)?([A-Za-z_][A-Za-z0-9_]*)\s*=(?!=)\s*(.+)/#

    /// `text` split where a `//` comment starts outside a string literal.
    private static func splitComment(_ text: String) -> (code: String, comment: String) {
        var inString = false
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString, character == "/", previous == "/" {
                let start = text.index(before: index)
                return (text[..<start].trimmingCharacters(in: .whitespaces), String(text[start...]))
            }
            previous = character
        }
        return (text.trimmingCharacters(in: .whitespaces), "")
    }

    /// Whether `code` closes every bracket it opens and does not end waiting for more.
    private static func isWholeExpression(_ code: String) -> Bool {
        guard !code.isEmpty, let last = code.last, !"+-*/%=&|^<>!?:,.([{\\".contains(last) else { return false }
        var depth = 0
        var inString = false
        var previous: Character = " "
        for character in code {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) {
                    depth -= 1
                    if depth < 0 { return false }
                }
            }
            previous = character
        }
        return depth == 0 && !inString
    }

    /// Whether a line that starts with `text` goes on the statement before it.
    private static func continuesStatement(_ text: String) -> Bool {
        guard let first = text.first else { return false }
        return ".+*/%&|^?:=,".contains(first) || (first == "-" && !text.hasPrefix("->"))
    }

    /// The Apple-only modules `lines` import.
    static func appleOnlyModules(in lines: [String]) -> [String] {
        lines.compactMap { line in
            guard let module = importedModule(line)?.module else { return nil }
            return appleOnlyImports.contains(module) ? module : nil
        }
    }

    /// The module an import declaration names, and where its name is in `line`, as Swift's grammar
    /// allows the declaration: after attributes (`@preconcurrency`, `@testable`, `@_exported`), an
    /// access level (`internal import Combine`, as Swift 6 projects write), an import kind
    /// (`import struct SwiftUI.Color`), and before a `;` or a comment (`import SwiftUI;`).
    /// Nil for a line that is not an import.
    static func importedModule(_ line: String) -> (module: String, range: Range<String.Index>)? {
        guard let match = line.firstMatch(of: importDeclaration) else { return nil }
        let path = match.2
        // `import os.log` names a submodule the engine stands in for as a whole; `import struct
        // SwiftUI.Color` names a declaration, whose module is the first part of the path.
        if match.1 == nil, mappedImports.contains(String(path)) || appleOnlyImports.contains(String(path)) {
            return (String(path), path.startIndex..<path.endIndex)
        }
        let first = path.prefix { $0 != "." }
        return (String(first), first.startIndex..<first.endIndex)
    }

    /// An access level before `import` (a regex literal in a function is parsed again at each use).
    /// Unsafe only in name, as `stateDeclaration` is.
    nonisolated(unsafe) private static let accessLevel =
        #/\b(?:public|package|internal|fileprivate|private|open)(?=\s+import\b)/#

    /// Unsafe only in name, as `stateDeclaration` is.
    nonisolated(unsafe) private static let importDeclaration =
        #/^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|open)\s+)?import\s+(?:(typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)\s*(?:;|//|/\*|$)/#
}

/// `@Entry var name: Type = value`: its indent, name, type (when written) and value. Made once: a
/// regex literal is parsed again each time it is reached, and this one is tried on every line with
/// `@Entry`.
nonisolated(unsafe) private let entryDeclaration =
    #/^(\s*)@Entry\s+(?:(?:public|private|fileprivate|internal)\s+)?var\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*([^=]+?))?\s*=\s*(.+)$/#
