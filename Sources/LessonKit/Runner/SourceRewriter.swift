/// Turns a lesson's Swift, written for Apple's SDK, into Swift that builds against the engine,
/// without moving a single line: compiler messages keep pointing at the lesson.
///
/// - `import SwiftUI` (and `Foundation`, `Combine`, `os`, `CoreGraphics`) becomes `import ViewGraph`,
///   and `import ViewGraph; import FoundationNetworking` in a program that names one of its types.
/// - `@Entry var name = value` (a macro in Apple's SDK) becomes an `EnvironmentKey` and a property,
///   on the same line.
/// - `#Preview { … }` (a macro) becomes a function that is never called.
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
    static let mappedImports: Set<String> = ["SwiftUI", "SwiftUICore", "Combine", "os", "OSLog", "os.log", "Foundation", "CoreGraphics"]
    /// Modules that do not exist off Apple platforms: code that imports them cannot run here.
    static let appleOnlyImports: Set<String> = [
        "UIKit", "AppKit", "Charts", "MapKit", "WidgetKit", "SwiftData", "CoreData", "PhotosUI",
        "AVKit", "AVFoundation", "StoreKit", "CoreLocation", "UniformTypeIdentifiers", "CloudKit", "WebKit", "ActivityKit",
    ]

    /// Names of the types `FoundationNetworking` declares (`URLSession`, `URLRequest`,
    /// `HTTPURLResponse`, `HTTPCookie`...), as parts of words. On Apple platforms they come with
    /// Foundation; on Linux they live in a module of their own, which brings libcurl and TLS with
    /// it: loading those took 4.6 ms of CPU (8 ms of wall time) at the start of every play, measured
    /// with `perf stat` on a two-line program. So only a program that names one of them imports it.
    static let networkingNames = [
        "URLSession", "URLRequest", "URLResponse", "URLCache", "URLCredential", "URLProtocol", "URLProtectionSpace",
        "URLAuthenticationChallenge", "HTTPCookie", "NSURLSession", "NSURLCredentialStorage", "tls_ciphersuite_t", "tls_protocol_version_t",
    ]

    /// Whether a program with these lines needs `FoundationNetworking` (a name in a comment counts
    /// too: importing it when not needed only costs time).
    static func needsNetworking<Lines: Sequence>(_ lines: Lines) -> Bool where Lines.Element == String {
        #if canImport(FoundationNetworking)
        lines.contains { line in line.contains("URL") || line.contains("HTTP") || line.contains("tls_") ? networkingNames.contains { line.contains($0) } : false }
        #else
        false
        #endif
    }

    /// The rewritten line; `networking`: the program needs `FoundationNetworking` (`needsNetworking`).
    static func rewrite(_ line: String, lineNumber: Int, networking: Bool = false) -> String {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("import ") {
            let module = trimmed.dropFirst("import ".count).trimmingCharacters(in: .whitespaces)
            if mappedImports.contains(module) {
                return line.replacingOccurrences(of: "import " + module, with: networking ? "import ViewGraph; import FoundationNetworking" : "import ViewGraph")
            }
        }
        if trimmed.hasPrefix("@Entry "), let rewritten = rewriteEntry(line) { return rewritten }
        if line.contains("SwiftUI.") { return rewriteQualifiedNames(line) }
        if trimmed.hasPrefix("#Preview") {
            let indent = line.prefix { $0 == " " }
            if let brace = line.firstIndex(of: "{") {
                return indent + "@MainActor @ViewBuilder private func __preview_\(lineNumber)() -> some View " + line[brace...]
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
            if !inString, line[index...].hasPrefix("SwiftUI."), !(previous.isLetter || previous.isNumber || previous == "_" || previous == "."),
               let next = line[index...].dropFirst("SwiftUI.".count).first, next.isLetter || next == "_" {
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
        guard let match = line.firstMatch(of: #/^(\s*)@Entry\s+(?:(?:public|private|fileprivate|internal)\s+)?var\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*([^=]+?))?\s*=\s*(.+)$/#) else { return nil }
        let indent = String(match.1), name = String(match.2), value = String(match.4)
        let key = "__Key_\(name)"
        let declaredType = match.3.map { String($0).trimmingCharacters(in: .whitespaces) }
        let defaultValue = declaredType.map { "static var defaultValue: \($0) { \(value) }" } ?? "static let defaultValue = \(value)"
        return indent + "struct \(key): EnvironmentKey { \(defaultValue) }; "
            + "var \(name): \(key).Value { get { self[\(key).self] } set { self[\(key).self] = newValue } }"
    }

    /// The Apple-only modules `lines` import.
    static func appleOnlyModules(in lines: [String]) -> [String] {
        lines.compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("import ") else { return nil }
            let module = trimmed.dropFirst("import ".count).trimmingCharacters(in: .whitespaces)
            return appleOnlyImports.contains(module) ? module : nil
        }
    }
}

import Foundation
