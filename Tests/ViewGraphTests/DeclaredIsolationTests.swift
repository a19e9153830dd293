import Foundation
import Testing

@testable import ViewGraph

// The isolation and `Sendable` conformances SwiftUI declares for its public types, checked against
// the engine's, so that a lesson's code meets in Swift 6 mode the checks it meets on iOS. Each row
// stands on SwiftUI's own declaration: Apple's documentation pages (iOS 27), whose declaration line
// reads `@MainActor @preconcurrency protocol View` or `nonisolated protocol Shape : Sendable, …`, and
// whose "Conforms To" lists `Sendable` (Shape, Gesture, fill(style:) read there); for the rest,
// OpenSwiftUI's declarations, which follow SwiftUI's interface.
//
// A drift fails the build of the tests: a type that stops being `Sendable` no longer meets
// `sendable(_:)`, and a protocol that loses its main actor no longer lets `MainActorProbe` conformers
// read `mainActorOnly`. The test then checks that every documented row has its check.

/// Compiles only for a `Sendable` type; returns its name.
private func sendable<T: Sendable>(_ type: T.Type) -> String { "\(type)" }

/// State only the main actor may read: a conformer of a main-actor protocol reads it without `await`.
@MainActor private var mainActorOnly = 0

/// The types SwiftUI declares `Sendable` (unconditionally, or where their value is).
private let documentedSendable: Set<String> = [
    "Angle", "UnitPoint", "EdgeInsets", "ProposedViewSize", "Alignment", "HorizontalAlignment",
    "VerticalAlignment", "Edge", "Axis", "LayoutDirection", "ColorScheme", "DynamicTypeSize",
    "ScenePhase", "Visibility", "ContentMode", "RoundedCornerStyle", "TextAlignment", "Color", "Font",
    "Animation", "Gradient", "LinearGradient", "LayoutSubviews", "EmptyView", "Binding<Int>",
    "Text", "Image", "Path", "Namespace", "Rectangle", "Circle", "Capsule", "RoundedRectangle",
    "HexagonProbe", "GestureState<Int>", "Bindable<Int>", "Environment<Int>", "State<Int>",
]

/// The engine's types, each passed through `sendable(_:)`: one that is not `Sendable` stops the build.
private let checkedSendable: Set<String> = [
    sendable(Angle.self), sendable(UnitPoint.self), sendable(EdgeInsets.self), sendable(ProposedViewSize.self),
    sendable(Alignment.self), sendable(HorizontalAlignment.self), sendable(VerticalAlignment.self),
    sendable(Edge.self), sendable(Axis.self), sendable(LayoutDirection.self), sendable(ColorScheme.self),
    sendable(DynamicTypeSize.self), sendable(ScenePhase.self), sendable(Visibility.self), sendable(ContentMode.self),
    sendable(RoundedCornerStyle.self), sendable(TextAlignment.self), sendable(Color.self), sendable(Font.self),
    sendable(Animation.self), sendable(Gradient.self), sendable(LinearGradient.self), sendable(LayoutSubviews.self),
    sendable(EmptyView.self), sendable(Binding<Int>.self),
    sendable(Text.self), sendable(Image.self), sendable(Path.self), sendable(Namespace.self),
    sendable(Rectangle.self), sendable(Circle.self), sendable(Capsule.self), sendable(RoundedRectangle.self),
    sendable(HexagonProbe.self), sendable(GestureState<Int>.self), sendable(Bindable<Int>.self),
    sendable(Environment<Int>.self), sendable(State<Int>.self),
]

/// A shape of a lesson's own: `Shape` is `Sendable` (Apple: `nonisolated protocol Shape : Sendable,
/// Animatable, View`), so every shape is, with no conformance written.
private struct HexagonProbe: Shape {
    var inset: CGFloat = 0
    func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: inset, dy: inset)) }
}

/// Off the main actor: compiles only while `path(in:)` is `nonisolated`, as SwiftUI declares it.
private nonisolated func outline<S: Shape>(of shape: S, in rect: CGRect) -> Path { shape.path(in: rect) }

/// Off the main actor: compiles only while `fill`, `stroke` and `modifier(_:)` are `nonisolated`, as
/// SwiftUI declares them (Apple's pages: `nonisolated func fill<S>(_:style:)`, `nonisolated func
/// modifier<T>(_:)`).
private nonisolated func badge<S: Shape>(_ shape: S) -> some View {
    shape.fill(Color.red).modifier(BadgeModifier())
}
private struct BadgeModifier: ViewModifier {
    func body(content: Content) -> some View { content }
}

/// The protocols SwiftUI declares `@MainActor @preconcurrency`.
private let documentedMainActor: Set<String> = [
    "View", "ViewModifier", "App", "Scene", "Transition", "ButtonStyle", "PrimitiveButtonStyle",
    "ToggleStyle", "LabelStyle", "Gesture",
]

/// A conformer of each main-actor protocol reads `mainActorOnly` in a plain method: that compiles
/// only while the protocol gives its conformers the main actor.
private protocol MainActorProbe { static var protocolName: String { get } }

private struct ViewProbe: View, MainActorProbe {
    nonisolated static let protocolName = "View"
    var body: some View { EmptyView() }
    func probe() -> Int { mainActorOnly }
}
private struct ViewModifierProbe: ViewModifier, MainActorProbe {
    nonisolated static let protocolName = "ViewModifier"
    func body(content: Content) -> some View { content }
    func probe() -> Int { mainActorOnly }
}
private struct AppProbe: App, MainActorProbe {
    nonisolated static let protocolName = "App"
    var body: some Scene { WindowGroup { EmptyView() } }
    func probe() -> Int { mainActorOnly }
}
private struct SceneProbe: Scene, MainActorProbe {
    nonisolated static let protocolName = "Scene"
    var body: some Scene { WindowGroup { EmptyView() } }
    func probe() -> Int { mainActorOnly }
}
private struct TransitionProbe: Transition, MainActorProbe {
    nonisolated static let protocolName = "Transition"
    func body(content: Content, phase: TransitionPhase) -> some View { content }
    func probe() -> Int { mainActorOnly }
}
private struct ButtonStyleProbe: ButtonStyle, MainActorProbe {
    nonisolated static let protocolName = "ButtonStyle"
    func makeBody(configuration: Configuration) -> some View { configuration.label }
    func probe() -> Int { mainActorOnly }
}
private struct PrimitiveButtonStyleProbe: PrimitiveButtonStyle, MainActorProbe {
    nonisolated static let protocolName = "PrimitiveButtonStyle"
    func makeBody(configuration: Configuration) -> some View { configuration.label }
    func probe() -> Int { mainActorOnly }
}
private struct ToggleStyleProbe: ToggleStyle, MainActorProbe {
    nonisolated static let protocolName = "ToggleStyle"
    func makeBody(configuration: Configuration) -> some View { configuration.label }
    func probe() -> Int { mainActorOnly }
}
private struct LabelStyleProbe: LabelStyle, MainActorProbe {
    nonisolated static let protocolName = "LabelStyle"
    func makeBody(configuration: Configuration) -> some View { configuration.title }
    func probe() -> Int { mainActorOnly }
}

private struct GestureProbe: Gesture, MainActorProbe {
    nonisolated static let protocolName = "Gesture"
    typealias Value = Void
    func probe() -> Int { mainActorOnly }
}

/// The probes, one for each protocol.
private func checkedMainActor() -> [any MainActorProbe.Type] {
    [
        ViewProbe.self, ViewModifierProbe.self, AppProbe.self, SceneProbe.self, TransitionProbe.self,
        ButtonStyleProbe.self, PrimitiveButtonStyleProbe.self, ToggleStyleProbe.self, LabelStyleProbe.self,
        GestureProbe.self,
    ]
}

@Suite("SwiftUI's declared isolation and Sendable conformances")
struct DeclaredIsolationTests {
    @Test("Every type SwiftUI declares Sendable is checked to be Sendable in the engine")
    func sendableTypes() {
        #expect(checkedSendable == documentedSendable)
    }

    @Test("Every protocol SwiftUI declares @MainActor has a conformer that uses the main actor")
    func mainActorProtocols() {
        #expect(Set(checkedMainActor().map { $0.protocolName }) == documentedMainActor)
    }

    @Test("A shape's path is drawn off the main actor, as SwiftUI's nonisolated path(in:) allows")
    func shapePathOffTheMainActor() async {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let drawn = await Task.detached { outline(of: HexagonProbe(inset: 5), in: rect) }.value
        #expect(drawn == Path(CGRect(x: 5, y: 5, width: 30, height: 10)))
    }

    @Test("A shape is filled and modified off the main actor, and an unmodelled call made there is still noted")
    @MainActor func shapeFilledOffTheMainActor() async {
        let made = await Task.detached { "\(type(of: badge(Circle())))" }.value
        #expect(made == "ModifiedContent<ModifiedContent<Circle, _InertModifier>, BadgeModifier>")
        // Noted in a list of its own: this test runs beside the engine's, which check the process's list.
        let scope = UnmodelledAPI.Scope()
        let name = "offMainActorProbe"
        await Task.detached { UnmodelledAPI.$scope.withValue(scope) { _ = Circle().inert(name) } }.value
        // The note went to the main actor as a job of its own; yield until it has run.
        for _ in 0..<1000 where !scope.used.contains(name) { await Task.yield() }
        #expect(scope.used.contains(name))
    }
}

/// A trip's card made in a `nonisolated` helper: compiles only while the views' initializers, the
/// modifiers, the gesture and its `onEnded` are `nonisolated`, and a button's action is main-actor,
/// as SwiftUI declares them (Apple's pages for iOS 27: `@frozen nonisolated struct VStack`,
/// `nonisolated init(alignment:spacing:content:)`, `nonisolated func sheet(isPresented:onDismiss:content:)`,
/// `nonisolated struct TapGesture`, `nonisolated func onEnded(_:)`, `@preconcurrency nonisolated
/// init<S>(_ title: S, action: @escaping @MainActor () -> Void)`).
private nonisolated func tripCard(title: String, notesShown: Binding<Bool>, onTap: @escaping () -> Void) -> some View {
    VStack(alignment: .leading, spacing: 8) {
        HStack {
            Image(systemName: "airplane")
            Text(title).font(.headline).bold()
            Spacer()
        }
        ForEach(["Lisbon", "Porto"], id: \.self) { Text($0) }
        Button("Notes") { notesShown.wrappedValue = true }
        Text("Mark").gesture(TapGesture().onEnded(onTap))
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(Color.blue.opacity(0.1))
    .overlay(alignment: .topTrailing) { Circle().fill(Color.red).frame(width: 8, height: 8) }
    .onAppear {}
    .task {}
    .sheet(isPresented: notesShown) { Text("Pack light") }
    .alert("Saved", isPresented: .constant(false)) { Button("OK") {} }
    .navigationTitle("Trips")
    .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add") {} } }
}

/// The main-actor model a button made off the main actor may still call, as on iOS.
@MainActor private final class TripLog {
    var marks = 0
    func mark() { marks += 1 }
}

/// A row made in a `nonisolated` helper whose button calls the main-actor model.
private nonisolated func logRow(_ log: TripLog) -> some View {
    Button("Log") { log.mark() }
}

private struct TripCardScreen: View {
    @State private var notesShown = false
    @State private var marks = 0
    let log: TripLog
    var body: some View {
        NavigationStack {
            VStack {
                tripCard(title: "Marked \(marks)", notesShown: $notesShown, onTap: { marks += 1 })
                logRow(log)
            }
        }
    }
}

extension DeclaredIsolationTests {
    @Test(
        "A view tree with stacks, a list of rows, a button, a gesture and presentation modifiers is made off the main actor"
    )
    func viewTreeOffTheMainActor() async {
        let made = await Task.detached {
            "\(type(of: tripCard(title: "Lisbon", notesShown: .constant(false), onTap: {})))"
        }.value
        #expect(made.hasPrefix("ModifiedContent<ModifiedContent<"))
        #expect(made.contains("VStack<TupleView<(HStack<"))
        #expect(made.contains("_PresentationModifier"))
    }

    /// Every `func` in an `extension View` or `extension Gesture` of the engine, and every view,
    /// modifier and gesture type, read from the sources: a new modifier that forgets `nonisolated`
    /// fails here, naming its file and line, where Apple's pages declare them all `nonisolated`.
    @Test(
        "Every modifier of View and Gesture, and every view, modifier and gesture type, is nonisolated as SwiftUI declares them"
    )
    func modifiersAndViewTypesAreNonisolated() throws {
        var missing: [String] = []
        let sources = UnmodelledAPIListTests.sources
        let files =
            FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter {
                $0.hasSuffix(".swift")
            } ?? []
        #expect(files.count > 100)
        var counted = (modifiers: 0, types: 0)
        for file in files.sorted() {
            let lines = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8).components(
                separatedBy: "\n")
            var inModifierExtension = false
            for (index, line) in lines.enumerated()
            where line.contains("extension") || line.hasPrefix("}") || line.contains("func ")
                || line.contains("struct ")
            {
                if line.firstMatch(of: #/^(?:public )?extension (?:View|Gesture)\b/#) != nil {
                    inModifierExtension = true
                    continue
                }
                if line.hasPrefix("}") {
                    inModifierExtension = false
                    continue
                }
                let isModifier =
                    inModifierExtension
                    && line.firstMatch(
                        of:
                            #/^    (?:@\w+(?:\([^)]*\))? )*(?:(?:public|internal|private|fileprivate|nonisolated|@MainActor) )*func /#
                    ) != nil
                    && !line.contains("static func")
                let isType =
                    line.firstMatch(
                        of:
                            #/^(?:@\w+ )*(?:nonisolated )?(?:public )?struct \w+(?:<[^{]*>)?: [^{]*\b(?:View|ViewModifier|Gesture)\b/#
                    ) != nil
                if isModifier { counted.modifiers += 1 }
                if isType { counted.types += 1 }
                if (isModifier || isType) && !line.contains("nonisolated") && !line.contains("@MainActor") {
                    missing.append("\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(counted.modifiers > 400)
        #expect(counted.types > 150)
        #expect(missing == [])
    }
}

extension EngineTests {
    @MainActor @Suite("Views made by nonisolated helpers")
    struct NonisolatedHelperViewTests {
        @Test(
            "A card made in a nonisolated helper is shown, tapped and presents its sheet; its button calls the main-actor model"
        )
        func cardFromANonisolatedHelper() async throws {
            let log = TripLog()
            let host = Host.recording()
            await host.launch { TripCardScreen(log: log) }
            let shown = { host.screen().map { $0.trimmingCharacters(in: .whitespaces) } }
            #expect(shown().contains("Text \"Marked 0\""))
            try await host.perform(.tap("Mark"))
            #expect(shown().contains("Text \"Marked 1\""))
            try await host.perform(.tap("Log"))
            #expect(log.marks == 1)
            try await host.perform(.tap("Notes"))
            #expect(shown().contains("Sheet"))
            #expect(shown().contains("Text \"Pack light\""))
        }
    }
}

/// What a view's task may capture: a value that is not `Sendable`, made in `body`. Compiles only while
/// `task`'s action is `sending`, as Apple's page declares it for iOS 26 (`_ action: sending @escaping
/// @isolated(any) () async -> Void`); with the `@Sendable` action it had before, the capture was an
/// error ("capture of 'draft' with non-Sendable type 'TripDraft' in a `@Sendable` closure").
private final class TripDraft {
    var stops = 0
}

private struct DraftScreen: View {
    var body: some View {
        let draft = TripDraft()
        Text("Draft").task { draft.stops += 1 }
    }
}

extension DeclaredIsolationTests {
    @Test("A view's task captures a value that is not Sendable, as SwiftUI's sending action allows")
    @MainActor func taskCapturesNonSendable() {
        #expect("\(type(of: DraftScreen().body))".hasPrefix("ModifiedContent<Text, _TaskModifier<"))
    }
}

/// A scene modified off the main actor: compiles only while Scene's modifiers are `nonisolated`, as
/// Apple's pages declare them (`nonisolated func onChange<V>(of:initial:_:) -> some Scene`,
/// `nonisolated func environment<V>(_:_:) -> some Scene`, `nonisolated func environmentObject<T>(_:)`).
private nonisolated func tripScene<S: Scene>(_ scene: S, phase: ScenePhase) -> some Scene {
    scene
        .onChange(of: phase) {}
        .onChange(of: phase) { _, _ in }
        .environment(\.locale, Locale(identifier: "pt_PT"))
        .defaultSize(width: 400, height: 300)
}

extension DeclaredIsolationTests {
    @Test("A scene's modifiers are applied off the main actor, as SwiftUI's nonisolated Scene modifiers allow")
    func sceneModifiedOffTheMainActor() async {
        let made = await Task.detached { "\(type(of: tripScene(EmptySceneProbe(), phase: .active)))" }.value
        #expect(made.hasPrefix("_ModifiedScene<_ModifiedScene<"))
    }
}

/// A scene of the test's own, to modify.
private struct EmptySceneProbe: Scene {
    var body: some Scene { WindowGroup { EmptyView() } }
}
