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
    [ViewProbe.self, ViewModifierProbe.self, AppProbe.self, SceneProbe.self, TransitionProbe.self,
     ButtonStyleProbe.self, PrimitiveButtonStyleProbe.self, ToggleStyleProbe.self, LabelStyleProbe.self, GestureProbe.self]
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
        // A name no other test uses, as tests run side by side and note their own calls.
        let name = "offMainActorProbe"
        await Task.detached { _ = Circle().inert(name) }.value
        // The note went to the main actor as a job of its own; yield until it has run.
        for _ in 0..<1000 where !UnmodelledAPI.used.contains(name) { await Task.yield() }
        #expect(UnmodelledAPI.used.contains(name))
    }
}
