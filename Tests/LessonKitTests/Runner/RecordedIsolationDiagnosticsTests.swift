import Foundation
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// What Xcode's Swift 6 compiler said of small SwiftUI programs about isolation, as people recorded
/// it in public (issues, pull requests, articles), checked against what the lesson runner's compiler
/// says of a program of the same shape, in our own words, built against the engine in the Swift 6
/// language mode. Each test names its recording: where it was published, which Xcode, what it said.
/// A program the recording says builds is checked with an empty `severity=warning` block (it must
/// build, with no warnings); one that fails, with the errors the recording quotes.
///
/// The messages are those of the runner's compiler (Swift 6.3): the recordings quote the same
/// diagnostics, with Xcode's capital first letter and, for some, an older wording ("cannot" for
/// "can not", "non-isolated" for "nonisolated"), which is the compiler's text and not SwiftUI's.
@Suite("Isolation diagnostics recorded in Xcode, against the engine", .serialized, .onThreadsOfItsOwn)
struct RecordedIsolationDiagnosticsTests {
    /// The result of checking `program` in the Swift 6 mode against `messages` of `severity`.
    func check(_ program: String, severity: String = "error", _ messages: String = "") throws -> CheckResult {
        let text =
            "# T\n\n```swift program\n\(program)\n```\n\n```diagnostics severity=\(severity) swift=6\n\(messages)\n```\n"
        let (lesson, diagnostics) = LessonParser.parse(text, path: "T.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        var options = CheckOptions()
        options.cacheDirectory = layout.defaultCache
        let results = try LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options).run([lesson])
        return try #require(results.first)
    }

    func expectPasses(_ result: CheckResult, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(
            result.status == .passed, "\(result.reason ?? "")\n\(result.diff ?? "")", sourceLocation: sourceLocation)
    }

    /// Checks a program that reads a view's state in a `Sendable` closure: the runner's compiler
    /// reports `message`, as a warning, and the recording's error is a known issue. The view's state
    /// is main-actor through `View`'s `@preconcurrency @MainActor`, and Swift 6.3 reports a use of
    /// such isolation from outside as a warning in the Swift 6 mode: lesson 07 records Xcode 27 doing
    /// so for `body` read from a `nonisolated` function. The recordings of an error are Xcode 16's
    /// (Swift 6.0); whether Xcode 27 says error or warning here is not recorded.
    func expectSendableClosureMessage(
        _ program: String, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        expectPasses(try check(program, severity: "warning", message), sourceLocation: sourceLocation)
        let asError = try check(program, message)
        withKnownIssue(
            "Xcode 16's Swift 6.0 made this an error; Swift 6.3 reports it as a warning under View's @preconcurrency"
        ) {
            expectPasses(asError, sourceLocation: sourceLocation)
        }
    }

    // MARK: Sendable closures of layout and geometry modifiers

    /// fatbobman, "Why Certain View Modifiers in Swift 6 Cannot Use the @State Property" (Xcode 16,
    /// Swift 6 mode, from an Apple Developer Forums case): reading a view's `@State` in
    /// `alignmentGuide`'s closure is "error: Main actor-isolated property 'isVisible' cannot be
    /// referenced from a Sendable closure"; the article's fix, a capture list copying the value, builds.
    /// Apple's page: `@preconcurrency nonisolated func alignmentGuide(_ g: VerticalAlignment,
    /// computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat) -> some View`.
    @Test("alignmentGuide's closure is Sendable: a view's state read there is reported, a captured copy builds")
    func alignmentGuideReadsState() throws {
        try expectSendableClosureMessage(
            """
            import SwiftUI

            struct ContentView: View {
                @State private var raised = false
                var body: some View {
                    HStack(alignment: .bottom) {
                        Text("Lisbon")
                        Text("3").alignmentGuide(.bottom) { raised ? $0[.top] : $0[.bottom] }
                    }
                }
            }
            """, "main actor-isolated property 'raised' can not be referenced from a Sendable closure")
        expectPasses(
            try check(
                """
                import SwiftUI

                struct ContentView: View {
                    @State private var raised = false
                    var body: some View {
                        HStack(alignment: .bottom) {
                            Text("Lisbon")
                            Text("3").alignmentGuide(.bottom) { [raised] in raised ? $0[.top] : $0[.bottom] }
                        }
                    }
                }
                """, severity: "warning"))
    }

    /// Apple's WWDC25 session "Explore concurrency in SwiftUI" (summarised in the public
    /// "SwiftUI Concurrency Tour" notes): `visualEffect` and `onGeometryChange` closures are
    /// `Sendable`, because SwiftUI runs them off the main thread, and a view's main-actor state read
    /// there is flagged by the compiler; copying the value in a capture list is the fix. Apple's pages:
    /// `nonisolated func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy)
    /// -> some VisualEffect) -> some View`; `@preconcurrency nonisolated func onGeometryChange<T>(for:
    /// of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void) -> some
    /// View where T : Equatable, T : Sendable`.
    @Test("visualEffect's and onGeometryChange's transforms are Sendable; onGeometryChange's action is the view's")
    func geometryClosures() throws {
        try expectSendableClosureMessage(
            """
            import SwiftUI

            struct ContentView: View {
                @State private var lifted = false
                var body: some View {
                    Text("Porto").visualEffect { content, proxy in
                        content.offset(y: lifted ? -proxy.size.height : 0)
                    }
                }
            }
            """, "main actor-isolated property 'lifted' can not be referenced from a Sendable closure")
        expectPasses(
            try check(
                """
                import SwiftUI

                struct ContentView: View {
                    @State private var lifted = false
                    var body: some View {
                        Text("Porto").visualEffect { [lifted] content, proxy in
                            content.offset(y: lifted ? -proxy.size.height : 0)
                        }
                    }
                }
                """, severity: "warning"))
        try expectSendableClosureMessage(
            """
            import SwiftUI

            struct ContentView: View {
                @State private var scale: CGFloat = 1
                @State private var width: CGFloat = 0
                var body: some View {
                    Text("Faro").onGeometryChange(for: CGFloat.self) { proxy in
                        proxy.size.width * scale
                    } action: { newWidth in
                        width = newWidth
                    }
                }
            }
            """, "main actor-isolated property 'scale' can not be referenced from a Sendable closure")
        expectPasses(
            try check(
                """
                import SwiftUI

                struct ContentView: View {
                    @State private var width: CGFloat = 0
                    var body: some View {
                        Text("Faro \\(Int(width))").onGeometryChange(for: CGFloat.self) { proxy in
                            proxy.size.width
                        } action: { newWidth in
                            width = newWidth
                        }
                    }
                }
                """, severity: "warning"))
    }

    /// ryanlintott's gist for FB15989990: in Xcode 16.2 beta 3 `onPreferenceChange`'s closure became
    /// `@Sendable`, so setting a view's `@State` there failed ("Main actor-isolated property … can not
    /// be mutated from a Sendable closure", as ButtonKit issue #10 quotes for 16.2 beta 1); "This has
    /// been fixed in Xcode 16.3": the same code builds. Apple's page (iOS 27): `nonisolated func
    /// onPreferenceChange<K>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void)`.
    @Test("onPreferenceChange's action sets a view's state, as it builds since Xcode 16.3")
    func preferenceChangeSetsState() throws {
        expectPasses(
            try check(
                """
                import SwiftUI

                struct WidthKey: PreferenceKey {
                    static let defaultValue: CGFloat = 0
                    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
                }

                struct ContentView: View {
                    @State private var widest: CGFloat = 0
                    var body: some View {
                        Text("Coimbra")
                            .preference(key: WidthKey.self, value: 80)
                            .onPreferenceChange(WidthKey.self) { widest = $0 }
                    }
                }
                """, severity: "warning"))
    }

    // MARK: Static defaults of keys

    /// antoinedc/MantaUI pull request #631 (2026): "the device build failed to compile under Swift 6 —
    /// a stored `static var defaultValue` is nonisolated global shared mutable state" in a
    /// `PreferenceKey`; the fix, a computed `static var defaultValue: CGFloat { 0 }`, builds. The
    /// message is the one cybozu/WebUI pull request #8 quotes ("Static property 'defaultValue' is not
    /// concurrency-safe because it is non-isolated global shared mutable state; this is an error in
    /// Swift 6"). It holds only while `PreferenceKey` is not main-actor: Apple's page declares
    /// `protocol PreferenceKey`, with no isolation.
    @Test("A PreferenceKey's stored static var defaultValue is an error in Swift 6; a computed one builds")
    func preferenceKeyDefault() throws {
        expectPasses(
            try check(
                """
                import SwiftUI

                struct BarHeightKey: PreferenceKey {
                    static var defaultValue: CGFloat = 0
                    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
                }

                struct ContentView: View {
                    var body: some View { Text("Braga").preference(key: BarHeightKey.self, value: 44) }
                }
                """,
                "static property 'defaultValue' is not concurrency-safe because it is nonisolated global shared mutable state"
            ))
        expectPasses(
            try check(
                """
                import SwiftUI

                struct BarHeightKey: PreferenceKey {
                    static var defaultValue: CGFloat { 0 }
                    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
                }

                struct ContentView: View {
                    var body: some View { Text("Braga").preference(key: BarHeightKey.self, value: 44) }
                }
                """, severity: "warning"))
    }

    /// gonzalezreal/swift-markdown-ui pull request #388 (2025): "Most `EnvironmentKey` implementations
    /// produce this warning when strict concurrency warnings are enabled: static property
    /// 'defaultValue' is not concurrency-safe because it is non-isolated global shared mutable state;
    /// this is an error in the Swift 6 language mode", for `static var defaultValue: URL? = nil`; the
    /// pull request's computed `{ nil }` builds. openillumi's Swift 6 migration note records the same
    /// error for `static var defaultValue: @Sendable () async -> Hello? = { nil }`, fixed by `let`.
    /// Apple's page declares `protocol EnvironmentKey`, with no isolation. (The runner lists a message
    /// once however many lines it is on: here both keys.)
    @Test("An EnvironmentKey's stored static var defaultValue is an error in Swift 6; computed or let builds")
    func environmentKeyDefault() throws {
        expectPasses(
            try check(
                """
                import SwiftUI

                struct HomePageKey: EnvironmentKey {
                    static var defaultValue: URL? = nil
                }

                struct LoaderKey: EnvironmentKey {
                    static var defaultValue: @Sendable () async -> String? = { nil }
                }

                extension EnvironmentValues {
                    var homePage: URL? {
                        get { self[HomePageKey.self] }
                        set { self[HomePageKey.self] = newValue }
                    }
                }

                struct ContentView: View {
                    @Environment(\\.homePage) private var homePage
                    var body: some View { Text(homePage?.absoluteString ?? "none") }
                }
                """,
                "static property 'defaultValue' is not concurrency-safe because it is nonisolated global shared mutable state"
            ))
        expectPasses(
            try check(
                """
                import SwiftUI

                struct HomePageKey: EnvironmentKey {
                    static var defaultValue: URL? { nil }
                }

                struct LoaderKey: EnvironmentKey {
                    static let defaultValue: @Sendable () async -> String? = { nil }
                }

                extension EnvironmentValues {
                    var homePage: URL? {
                        get { self[HomePageKey.self] }
                        set { self[HomePageKey.self] = newValue }
                    }
                }

                struct ContentView: View {
                    @Environment(\\.homePage) private var homePage
                    var body: some View { Text(homePage?.absoluteString ?? "none") }
                }
                """, severity: "warning"))
    }

    // MARK: Main-actor protocols

    /// Swift Forums, "How do SwiftUI nonisolated types use MainActor isolated ones in a synchronous
    /// nonisolated context?" (Xcode 16.1): a `Transition` of one's own wrapped in an `AnyTransition`
    /// static member builds ("I've just updated to 16.1 and now it compiles"), but a static member in
    /// `extension Transition where Self == Foo`, read from `AnyTransition`, is "Main actor-isolated
    /// static property 'foo' can not be referenced from a nonisolated context". The post does not say
    /// error or warning; it is a warning, as `@preconcurrency` makes every use of a main-actor member
    /// of SwiftUI's from a nonisolated context in the Swift 6 mode (lesson 07's recording of `body`
    /// read from a `nonisolated` function). Apple's pages:
    /// `@MainActor @preconcurrency protocol Transition` (a conformer and its extension's members are
    /// main-actor), `struct AnyTransition` with a nonisolated `init<T>(_ transition: T) where T : Transition`.
    @Test(
        "A transition of one's own wraps in AnyTransition; a Transition extension's member read from AnyTransition is main-actor"
    )
    func transitionInAnyTransition() throws {
        expectPasses(
            try check(
                """
                import SwiftUI

                struct Fade: Transition {
                    func body(content: Content, phase: TransitionPhase) -> some View {
                        content.opacity(phase.isIdentity ? 1 : 0)
                    }
                }

                extension AnyTransition {
                    static var fade: AnyTransition { AnyTransition(Fade()) }
                }

                struct ContentView: View {
                    var body: some View { Text("Evora").transition(.fade) }
                }
                """, severity: "warning"))
        expectPasses(
            try check(
                """
                import SwiftUI

                struct Fade: Transition {
                    func body(content: Content, phase: TransitionPhase) -> some View {
                        content.opacity(phase.isIdentity ? 1 : 0)
                    }
                }

                extension Transition where Self == Fade {
                    static var fade: Fade { Fade() }
                }

                extension AnyTransition {
                    static var fading: AnyTransition { AnyTransition(.fade) }
                }

                struct ContentView: View {
                    var body: some View { Text("Evora").transition(.fading) }
                }
                """, severity: "warning",
                "main actor-isolated static property 'fade' can not be referenced from a nonisolated context"))
    }

    // MARK: Environment values in a nonisolated initializer

    /// Apple Developer Forums thread 832983, "Making View's init nonisolated with environment
    /// variables" (answered by a Frameworks Engineer): a view with a `nonisolated init` fails to
    /// build when it has `@Environment(\.openURL)` or `@Environment(\.dismiss)`: "Main actor-isolated
    /// default value of 'self.openURL' cannot be used in a nonisolated initializer"; "@State variable
    /// defined in a view has the ability to be set in a nonisolated init but not @Environment". The
    /// `@State` view builds in the engine, as recorded. The `@Environment(\.dismiss)` one builds too:
    /// the engine's `DismissAction` is main-actor, as Apple declares it, but nothing in the engine
    /// makes the wrapper's default value main-actor, and Apple's page for `EnvironmentValues.dismiss`
    /// (the declaration that would) was not found: a known issue.
    @Test(
        "A nonisolated init builds with @State; with @Environment(\\.dismiss) Xcode says its default value is main-actor"
    )
    func nonisolatedInitWithEnvironment() throws {
        expectPasses(
            try check(
                """
                import SwiftUI

                struct CountRow: View {
                    @State private var count = 0
                    let title: String
                    nonisolated init(title: String) { self.title = title }
                    var body: some View { Button("\\(title) \\(count)") { count += 1 } }
                }

                struct ContentView: View {
                    var body: some View { CountRow(title: "Taps") }
                }
                """, severity: "warning"))
        let dismissing = try check(
            """
            import SwiftUI

            struct CloseRow: View {
                @Environment(\\.dismiss) private var dismiss
                let title: String
                nonisolated init(title: String) { self.title = title }
                var body: some View { Button(title) { dismiss() } }
            }

            struct ContentView: View {
                var body: some View { CloseRow(title: "Done") }
            }
            """, "main actor-isolated default value of 'self.dismiss' cannot be used in a nonisolated initializer")
        withKnownIssue(
            "Xcode makes @Environment(\\.dismiss)'s default value main-actor; the engine's does not, and the declaration that does so is not known"
        ) {
            expectPasses(dismissing)
        }
    }

    // MARK: Bindings of one's own

    /// onevcat/Prowl pull request #378 (2026): a view passed its stored `(Bool) -> Void` property as
    /// `Binding(get:set:)`'s `set:`, and the build warned "converting non-Sendable function value to
    /// '@isolated(any) @Sendable (Bool) -> Void' may introduce data races"; a closure literal, `set: {
    /// onDeleteBranchChanged($0) }`, made in the main-actor `body`, builds with no warning. Apple's
    /// page: `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping
    /// @isolated(any) @Sendable (Value) -> Void)`. The engine's `Binding(get:set:)` takes plain
    /// closures, which its bindings call synchronously on the main actor; an `@isolated(any)` function
    /// can be called only with `await`, so the engine cannot take SwiftUI's declaration as it is: the
    /// warning is a known issue, and the closure literal builds, as recorded.
    @Test("A stored function as a Binding's setter is warned about in Xcode; a closure literal made in body builds")
    func bindingSetterFromStoredFunction() throws {
        let stored = try check(
            """
            import SwiftUI

            struct DeleteToggle: View {
                let onChange: (Bool) -> Void
                @State private var on = false
                var body: some View {
                    Toggle("Delete branch", isOn: Binding(get: { on }, set: onChange))
                }
            }

            struct ContentView: View {
                var body: some View { DeleteToggle(onChange: { print($0) }) }
            }
            """, severity: "warning",
            "converting non-Sendable function value to '@isolated(any) @Sendable (Bool) -> Void' may introduce data races"
        )
        withKnownIssue(
            "the engine's Binding(get:set:) takes plain closures: SwiftUI's @isolated(any) @Sendable ones cannot be called synchronously"
        ) {
            expectPasses(stored)
        }
        expectPasses(
            try check(
                """
                import SwiftUI

                struct DeleteToggle: View {
                    let onChange: (Bool) -> Void
                    @State private var on = false
                    var body: some View {
                        Toggle("Delete branch", isOn: Binding(get: { on }, set: { onChange($0) }))
                    }
                }

                struct ContentView: View {
                    var body: some View { DeleteToggle(onChange: { print($0) }) }
                }
                """, severity: "warning"))
    }

    // MARK: Shapes

    /// Evil-Project/Twinskaraoke pull request #98 (2026): with Xcode 27 beta and the default
    /// main-actor isolation of a new project, each `Shape` type was rejected ("Conformance of
    /// 'DiscordShape' to protocol 'Shape' crosses into main actor-isolated code and can cause data
    /// races"), because `Shape` refines `Sendable` and SwiftUI calls `path(in:)` off the main actor;
    /// `nonisolated struct` builds; and "Xcode 26.x accepts this silently; 27 added the check". The
    /// runner has no default main-actor isolation, so the equivalent program spells it out
    /// (`@MainActor struct`). Its compiler is Swift 6.3, Xcode 26's: the main-actor shape builds
    /// silently, as Xcode 26 did; Xcode 27's error is its compiler's new check, not SwiftUI's.
    @Test("A nonisolated shape builds; a main-actor shape builds silently, as in Xcode 26, where Xcode 27 rejects it")
    func mainActorShape() throws {
        expectPasses(
            try check(
                """
                import SwiftUI

                nonisolated struct CornerBracket: Shape {
                    let length: CGFloat
                    func path(in rect: CGRect) -> Path {
                        var path = Path()
                        path.move(to: CGPoint(x: rect.minX, y: rect.minY + length))
                        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY))
                        path.addLine(to: CGPoint(x: rect.minX + length, y: rect.minY))
                        return path
                    }
                }

                struct ContentView: View {
                    var body: some View { CornerBracket(length: 12).stroke(Color.white, lineWidth: 3) }
                }
                """, severity: "warning"))
        let isolated = """
            import SwiftUI

            @MainActor struct CornerBracket: Shape {
                let length: CGFloat
                func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.minX, y: rect.minY, width: length, height: length)) }
            }

            struct ContentView: View {
                var body: some View { CornerBracket(length: 12).stroke(Color.white, lineWidth: 3) }
            }
            """
        expectPasses(try check(isolated, severity: "warning"))
        let rejected = try check(
            isolated,
            "conformance of 'CornerBracket' to protocol 'Shape' crosses into main actor-isolated code and can cause data races"
        )
        withKnownIssue(
            "Xcode 27's compiler added this check (the pull request: Xcode 26.x accepts it silently); the runner's compiler is Swift 6.3"
        ) {
            expectPasses(rejected)
        }
    }
}
