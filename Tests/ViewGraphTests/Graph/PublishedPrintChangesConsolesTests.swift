import Testing

@testable import ViewGraph

// Consoles other people recorded with `Self._printChanges()` on devices and simulators, replayed on
// the engine and compared line by line. Each program is the source's, with `print` written as
// `Console.record` and the source's own helpers (a random background) written again in our words.
// Sources, by the letter the tests cite them by:
//
// - [KD] "[SwiftUI] diff2", a Korean blog post kept as a GitHub Pages source file (stored file id
//   55913935420; posted 2026-06-01, consoles recorded 2026-06-12 on an iPhone 17 Pro Max simulator,
//   so Xcode 26 / iOS 26: its `@State` names have one underscore).
// - [OW] UberJason/ObservableWeirdness, README.md (2023-12-12, Xcode 15 / iOS 17):
//   https://github.com/UberJason/ObservableWeirdness
// - [FB] urcomputeringpal/feedbackapp, a feedback draft "tabViewBottomAccessory causes unstable view
//   identity for views accessing Environment or State" (Xcode 26.2, iOS 26.2):
//   https://github.com/urcomputeringpal/feedbackapp (branch tabViewBottomAccessory-identity)
// - [AX] CharlesWiltgen/Axiom, the swiftui-debugging skill's "Output interpretation (measured on
//   iOS 27.2)" (stored file id 70930859062): "MyView: @self, @identity, __count changed."; "an internal
//   `@State var count` reports `_count` and `@State private var count` reports `__count`".
// - [ZH] a Chinese SwiftUI course, chapter 6.4 "身份" (stored file id 69152841473), "实测" (measured),
//   Xcode 27: a child whose `.id` changes from "A" to "B" evaluates its `@State`'s starting
//   expression a second time and prints "Child: @self, @identity, __n changed.".
//
// iOS versions differ in two words of these lines. Xcode 27's `@State` macro names its storage
// `__tick` (seeds: lesson 7, edge case 4), where Xcode 26 and earlier printed `_tick`: the engine
// names a state as the device's version does, so a console recorded on iOS 26 is replayed on an iOS
// 26 host and compared exactly. iOS 27 names an observable's changed property by its key path
// (`\TripStore.trips changed.`, lesson 7), where iOS 17 printed `@dependencies changed.`, and the
// engine follows iOS 27 there whatever the version: a console that differs so is checked exactly under
// a known issue that says so, and checked again with iOS 27's words, written by the project.

/// A background of a random colour, which [KD] puts on every view to see its body run.
private struct RandomBackground: ViewModifier {
    func body(content: Content) -> some View {
        content.background(Color(red: .random(in: 0...1), green: .random(in: 0...1), blue: .random(in: 0...1)))
    }
}

extension View {
    fileprivate func randomColorStyle() -> some View { modifier(RandomBackground()) }
}

// MARK: - [KD] section 4: bindings, read in body or only in an action

private struct SampleDiffView5: View {
    @State private var isOn = true
    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 20) {
            ExtractTitleView()
            ExtractLightView(isOn: $isOn)
            ExtractSubButton(isOn: $isOn)
        }
        .padding(24)
    }
}

private struct ExtractTitleView: View {
    var body: some View {
        let _ = Self._printChanges()
        Text("Hello World").frame(maxWidth: .infinity).randomColorStyle()
    }
}

private struct ExtractLightView: View {
    @Binding var isOn: Bool
    var body: some View {
        let _ = Self._printChanges()
        Text(isOn ? "On" : "Off").frame(maxWidth: .infinity).randomColorStyle()
    }
}

private struct ExtractSubButton: View {
    @Binding var isOn: Bool
    var body: some View {
        let _ = Self._printChanges()
        Button {
            isOn.toggle()
        } label: {
            Text("버튼").frame(maxWidth: .infinity)
        }
        .randomColorStyle()
    }
}

// MARK: - [KD] sections 5 and 6: @ObservedObject, one object seen by several views

private final class LightViewModel: ObservableObject {
    @Published var isOn = true
    func toggle() { isOn.toggle() }
}

private struct SampleObservedObjectDiffView: View {
    @StateObject private var viewModel = LightViewModel()
    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 20) {
            ObservedTitleView()
            ObservedLightView(viewModel: viewModel)
            ObservedSubButton(viewModel: viewModel)
        }
        .padding(24)
    }
}

private struct ObservedTitleView: View {
    var body: some View {
        let _ = Self._printChanges()
        Text("Hello World").frame(maxWidth: .infinity).randomColorStyle()
    }
}

private struct ObservedLightView: View {
    @ObservedObject var viewModel: LightViewModel
    var body: some View {
        let _ = Self._printChanges()
        Text(viewModel.isOn ? "On" : "Off").frame(maxWidth: .infinity).randomColorStyle()
    }
}

private struct ObservedSubButton: View {
    @ObservedObject var viewModel: LightViewModel
    var body: some View {
        let _ = Self._printChanges()
        Button {
            viewModel.toggle()
        } label: {
            Text("버튼").frame(maxWidth: .infinity)
        }
        .randomColorStyle()
    }
}

private final class MultiPublishedViewModel: ObservableObject {
    @Published var count = 0
    @Published var title = "Hello World"
    func increaseCount() { count += 1 }
}

private struct SampleMultiPublishedDiffView: View {
    @StateObject private var viewModel = MultiPublishedViewModel()
    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 20) {
            PublishedCountView(viewModel: viewModel)
            PublishedTitleView(viewModel: viewModel)
            PublishedSubButton(viewModel: viewModel)
        }
        .padding(24)
    }
}

private struct PublishedCountView: View {
    @ObservedObject var viewModel: MultiPublishedViewModel
    var body: some View {
        let _ = Self._printChanges()
        Text("count: \(viewModel.count)").frame(maxWidth: .infinity).randomColorStyle()
    }
}

private struct PublishedTitleView: View {
    @ObservedObject var viewModel: MultiPublishedViewModel
    var body: some View {
        let _ = Self._printChanges()
        Text(viewModel.title).frame(maxWidth: .infinity).randomColorStyle()
    }
}

private struct PublishedSubButton: View {
    @ObservedObject var viewModel: MultiPublishedViewModel
    var body: some View {
        let _ = Self._printChanges()
        Button {
            viewModel.increaseCount()
        } label: {
            Text("count 증가").frame(maxWidth: .infinity)
        }
        .randomColorStyle()
    }
}

// MARK: - [KD] section 7: ForEach rows whose .id changes with the parent's state

private struct DiffItem: Identifiable {
    let id = UUID()
    let title: String
}

private struct ForEachIdentitySampleView: View {
    @State private var tick = 0
    private let items = [DiffItem(title: "First"), DiffItem(title: "Second"), DiffItem(title: "Third")]
    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 20) {
            Text("tick: \(tick)").frame(maxWidth: .infinity).randomColorStyle()
            Button("부모 업데이트") { tick += 1 }.frame(maxWidth: .infinity).randomColorStyle()
            ForEach(items) { item in
                StableIdentityRow(title: item.title)
            }
            ForEach(items) { item in
                UnstableIdentityRow(title: item.title)
                    .id("\(item.id)-\(tick)")
            }
        }
        .padding(24)
    }
}

private struct StableIdentityRow: View {
    let title: String
    @State private var color = Color(red: .random(in: 0...1), green: .random(in: 0...1), blue: .random(in: 0...1))
    var body: some View {
        let _ = Self._printChanges()
        Text("stable: \(title)").frame(maxWidth: .infinity).padding(12).background(color.opacity(0.35))
    }
}

private struct UnstableIdentityRow: View {
    let title: String
    @State private var color = Color(red: .random(in: 0...1), green: .random(in: 0...1), blue: .random(in: 0...1))
    var body: some View {
        let _ = Self._printChanges()
        Text("unstable: \(title)").frame(maxWidth: .infinity).padding(12).background(color.opacity(0.35))
    }
}

// MARK: - [KD] sections 8, 8-1, 8-2: a child with the same input, with and without .equatable()

private struct NonEquatableSampleView: View {
    @State private var count = 0
    @State private var unrelated = false
    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 20) {
            Text("unrelated: \(unrelated.description)").frame(maxWidth: .infinity).randomColorStyle()
            PlainCounterView(count: count)
            Button("unrelated 변경") { unrelated.toggle() }.frame(maxWidth: .infinity).randomColorStyle()
            Button("count 증가") { count += 1 }.frame(maxWidth: .infinity).randomColorStyle()
        }
        .padding(24)
    }
}

private struct PlainCounterView: View {
    let count: Int
    var body: some View {
        let _ = Self._printChanges()
        Text("count: \(count)").frame(maxWidth: .infinity).randomColorStyle()
    }
}

private struct EquatableValueSampleView: View {
    @State private var count = 0
    @State private var unrelated = false
    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 20) {
            Text("unrelated: \(unrelated.description)").frame(maxWidth: .infinity).randomColorStyle()
            EquatableValueCounterView(count: count)
                .equatable()
            Button("unrelated 변경") { unrelated.toggle() }.frame(maxWidth: .infinity).randomColorStyle()
            Button("count 증가") { count += 1 }.frame(maxWidth: .infinity).randomColorStyle()
        }
        .padding(24)
    }
}

private struct EquatableValueCounterView: View, Equatable {
    let count: Int
    var body: some View {
        let _ = Self._printChanges()
        Text("count: \(count)").frame(maxWidth: .infinity).randomColorStyle()
    }
}

private struct EquatableClosureSampleView: View {
    @State private var count = 0
    @State private var unrelated = false
    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 20) {
            Text("unrelated: \(unrelated.description)").frame(maxWidth: .infinity).randomColorStyle()
            EquatableClosureCounterView(count: count, action: { unrelated.toggle() })
                .equatable()
            Button("unrelated 변경") { unrelated.toggle() }.frame(maxWidth: .infinity).randomColorStyle()
            Button("count 증가") { count += 1 }.frame(maxWidth: .infinity).randomColorStyle()
        }
        .padding(24)
    }
}

private struct EquatableClosureCounterView: View, Equatable {
    let count: Int
    let action: () -> Void
    nonisolated static func == (lhs: EquatableClosureCounterView, rhs: EquatableClosureCounterView) -> Bool {
        lhs.count == rhs.count
    }
    var body: some View {
        let _ = Self._printChanges()
        Button {
            action()
        } label: {
            Text("count: \(count)").frame(maxWidth: .infinity)
        }
        .randomColorStyle()
    }
}

// MARK: - [KD] section 9: an @Observable model handed down as a plain let

@Observable
private final class ObservableLightModel {
    var isOn = true
    var title = "Hello World"
    func toggle() { isOn.toggle() }
}

private struct SampleObservableMacroDiffView: View {
    @State private var model = ObservableLightModel()
    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 20) {
            ObservableMacroTitleView(model: model)
            ObservableMacroLightView(model: model)
            ObservableMacroSubButton(model: model)
        }
        .padding(24)
    }
}

private struct ObservableMacroTitleView: View {
    let model: ObservableLightModel
    var body: some View {
        let _ = Self._printChanges()
        Text(model.title).frame(maxWidth: .infinity).randomColorStyle()
    }
}

private struct ObservableMacroLightView: View {
    let model: ObservableLightModel
    var body: some View {
        let _ = Self._printChanges()
        Text(model.isOn ? "On" : "Off").frame(maxWidth: .infinity).randomColorStyle()
    }
}

private struct ObservableMacroSubButton: View {
    let model: ObservableLightModel
    var body: some View {
        let _ = Self._printChanges()
        Button {
            model.toggle()
        } label: {
            Text("버튼").frame(maxWidth: .infinity)
        }
        .randomColorStyle()
    }
}

// MARK: - [AX]: a private and an internal @State

private struct MyView: View {
    @State private var count = 0
    var body: some View {
        let _ = Self._printChanges()
        Button("Count \(count)") { count += 1 }
    }
}

private struct InternalCount: View {
    @State var count = 0
    var body: some View {
        let _ = Self._printChanges()
        Button("Count \(count)") { count += 1 }
    }
}

// MARK: - [ZH]: an .id that changes makes a new identity, and @State starts again

/// How many times a `Child`'s `@State` starting expression ran.
@MainActor
private enum Starts {
    static var count = 0
    static func next() -> Int {
        count += 1
        return count
    }
}

private struct Child: View {
    let stats: String
    @State private var n = Starts.next()
    var body: some View {
        let _ = Self._printChanges()
        Text("\(stats) \(n)")
    }
}

private struct IdentityParent: View {
    @State private var useB = false
    var body: some View {
        VStack {
            Child(stats: "s").id(useB ? "B" : "A")
            Button("Use B") { useB = true }
        }
    }
}

// MARK: - [OW]: an @Observable model whose initializer reads its own property

private struct ContentView: View {
    var body: some View {
        let _ = Self._printChanges()
        ChildView()
    }
}

private struct ChildView: View {
    @State var viewModel = WeirdViewModel()
    var body: some View {
        let _ = Self._printChanges()
        Button("Mutate") { [weak viewModel] in
            viewModel?.mutate()
        }
        Text("\(viewModel.amount)")
    }
}

@Observable
private final class WeirdViewModel {
    var amount = 75.0
    init() {
        MainActor.assumeIsolated { Console.record("ViewModel.init") }
        randomFunction(amount: amount)
    }
    func randomFunction(amount: Double? = nil) {}
    func mutate() { amount = Double.random(in: 0...100) }
}

// MARK: - [FB]: views in a tab view's bottom accessory while the tabs change

private struct AccessoryView: View {
    var body: some View {
        HStack {
            EnvironmentAccess()
            WithState()
            Stateless()
        }
    }
}

private struct EnvironmentAccess: View {
    @Environment(\.tabViewBottomAccessoryPlacement) var placement
    var body: some View {
        let _ = Self._printChanges()
        Text(String(describing: type(of: self)))
    }
}

private struct WithState: View {
    @State var int = Int.random(in: 0...100)
    var body: some View {
        let _ = Self._printChanges()
        Text(String(describing: type(of: self)))
    }
}

private struct Stateless: View {
    var body: some View {
        let _ = Self._printChanges()
        Text(String(describing: type(of: self)))
    }
}

/// [FB]'s tab view: the draft names a `showMoreTabs` toggle that shows or hides tabs; the repository's
/// full case is on a branch not stored, so the tabs around the accessory are the project's.
private struct AccessoryTabs: View {
    @State private var showMoreTabs = false
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") {
                Toggle("More tabs", isOn: $showMoreTabs)
            }
            if showMoreTabs {
                Tab("Alerts", systemImage: "bell") { Text("Alerts") }
            }
        }
        .tabViewBottomAccessory {
            AccessoryView()
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Published _printChanges() consoles")
    struct PublishedPrintChangesConsolesTests {
        @Test("[KD] 4: a binding read in body names the child; a binding used only in an action does not run it")
        func bindingReadInBody() async throws {
            let host = Host.recording()
            await host.launch { SampleDiffView5() }
            let first = try await Console.capture { try await host.perform(.tap("버튼")) }
            #expect(first == ["ExtractLightView: _isOn changed."])
            let second = try await Console.capture { try await host.perform(.tap("버튼")) }
            #expect(second == ["ExtractLightView: _isOn changed."])
        }

        @Test("[KD] 5: every view observing an ObservableObject runs, the owner first, each naming its field")
        func observedObjectObservers() async throws {
            let host = Host.recording()
            await host.launch { SampleObservedObjectDiffView() }
            let recorded = [
                "SampleObservedObjectDiffView: _viewModel changed.",
                "ObservedLightView: _viewModel changed.",
                "ObservedSubButton: _viewModel changed.",
            ]
            let first = try await Console.capture { try await host.perform(.tap("버튼")) }
            #expect(first == recorded)
            let second = try await Console.capture { try await host.perform(.tap("버튼")) }
            #expect(second == recorded)
        }

        @Test("[KD] 6: one @Published property changing runs every observer, whatever it reads")
        func onePublishedOfMany() async throws {
            let host = Host.recording()
            await host.launch { SampleMultiPublishedDiffView() }
            let tap = try await Console.capture { try await host.perform(.tap("count 증가")) }
            #expect(
                tap == [
                    "SampleMultiPublishedDiffView: _viewModel changed.",
                    "PublishedCountView: _viewModel changed.",
                    "PublishedTitleView: _viewModel changed.",
                    "PublishedSubButton: _viewModel changed.",
                ])
        }

        @Test("[KD] 7: rows whose .id follows the parent's state start again; rows with stable ids stay quiet")
        func unstableRowIdentity() async throws {
            // On the device and iOS it was recorded on (an iPhone 17 Pro Max simulator, iOS 26), where
            // `@State` is still the property wrapper: the console exactly.
            let recorded = Host.recording()
            recorded.device = DeviceMetrics(model: .iPhone17ProMax, systemVersion: 26)
            await recorded.launch { ForEachIdentitySampleView() }
            let onIOS26 = try await Console.capture { try await recorded.perform(.tap("부모 업데이트")) }
            #expect(
                onIOS26 == [
                    "ForEachIdentitySampleView: _tick changed.",
                    "UnstableIdentityRow: @self, @identity, _color changed.",
                    "UnstableIdentityRow: @self, @identity, _color changed.",
                    "UnstableIdentityRow: @self, @identity, _color changed.",
                ])
            let host = Host.recording()
            await host.launch { ForEachIdentitySampleView() }
            let tap = try await Console.capture { try await host.perform(.tap("부모 업데이트")) }
            // The same console in iOS 27's words (the project's translation of the names only).
            #expect(
                tap == [
                    "ForEachIdentitySampleView: __tick changed.",
                    "UnstableIdentityRow: @self, @identity, __color changed.",
                    "UnstableIdentityRow: @self, @identity, __color changed.",
                    "UnstableIdentityRow: @self, @identity, __color changed.",
                ])
            #expect(
                tap.filter { $0.hasPrefix("UnstableIdentityRow") }
                    == Array(repeating: "UnstableIdentityRow: @self, @identity, __color changed.", count: 3))
        }

        @Test("[KD] 8: a child given the same plain value does not run; given a new one, it names the field")
        func plainChildInput() async throws {
            let host = Host.recording()
            await host.launch { NonEquatableSampleView() }
            let unrelated = try await Console.capture { try await host.perform(.tap("unrelated 변경")) }
            let count = try await Console.capture { try await host.perform(.tap("count 증가")) }
            withKnownIssue(
                "Xcode 26 names @State storage _count, Xcode 27 __count (seeds); and iOS 27 does not name a plain let that changed (lesson 48's card: \"a plain let, which is not named\"), where this recording says _count"
            ) {
                #expect(unrelated == ["NonEquatableSampleView: _unrelated changed."])
                #expect(count == ["NonEquatableSampleView: _count changed.", "PlainCounterView: _count changed."])
            }
            // iOS 27's words: the seed (lesson 48's card on "@self changed.") says a plain let "is not named".
            #expect(unrelated == ["NonEquatableSampleView: __unrelated changed."])
            #expect(count == ["NonEquatableSampleView: __count changed.", "PlainCounterView: @self changed."])
        }

        @Test("[KD] 8-1: an .equatable() child given a new value says @self, not the field")
        func equatableChildInput() async throws {
            // On the recorded iOS 26, the console exactly.
            let recorded = Host.recording()
            recorded.device = DeviceMetrics(model: .iPhone17ProMax, systemVersion: 26)
            await recorded.launch { EquatableValueSampleView() }
            let unrelated26 = try await Console.capture { try await recorded.perform(.tap("unrelated 변경")) }
            let count26 = try await Console.capture { try await recorded.perform(.tap("count 증가")) }
            #expect(unrelated26 == ["EquatableValueSampleView: _unrelated changed."])
            #expect(
                count26 == ["EquatableValueSampleView: _count changed.", "EquatableValueCounterView: @self changed."])
            // In iOS 27's words.
            let host = Host.recording()
            await host.launch { EquatableValueSampleView() }
            let unrelated = try await Console.capture { try await host.perform(.tap("unrelated 변경")) }
            let count = try await Console.capture { try await host.perform(.tap("count 증가")) }
            #expect(unrelated == ["EquatableValueSampleView: __unrelated changed."])
            #expect(
                count == ["EquatableValueSampleView: __count changed.", "EquatableValueCounterView: @self changed."])
        }

        @Test("[KD] 8-2: an == that leaves out a closure keeps the child quiet when only the closure is new")
        func equatableClosureChild() async throws {
            let host = Host.recording()
            await host.launch { EquatableClosureSampleView() }
            let unrelated = try await Console.capture { try await host.perform(.tap("unrelated 변경")) }
            let inChild = try await Console.capture { try await host.perform(.tap("count: 0")) }
            let count = try await Console.capture { try await host.perform(.tap("count 증가")) }
            withKnownIssue(
                "Xcode 26 names @State storage _count, Xcode 27 __count; and iOS 27 runs an Equatable view's body at its first update without asking its == (lesson 48's card, recorded), where this iOS 26 recording shows the child quiet"
            ) {
                #expect(unrelated == ["EquatableClosureSampleView: _unrelated changed."])
                #expect(inChild == ["EquatableClosureSampleView: _unrelated changed."])
                #expect(
                    count == [
                        "EquatableClosureSampleView: _count changed.", "EquatableClosureCounterView: @self changed.",
                    ])
            }
            // iOS 27's words and rule (the project's reading of lesson 48's card): the first update runs
            // the child's body, from the second on its == is asked and says "the same".
            #expect(
                unrelated == [
                    "EquatableClosureSampleView: __unrelated changed.", "EquatableClosureCounterView: @self changed.",
                ])
            #expect(inChild == ["EquatableClosureSampleView: __unrelated changed."])
            #expect(
                count == [
                    "EquatableClosureSampleView: __count changed.", "EquatableClosureCounterView: @self changed.",
                ])
        }

        @Test("[KD] 9: only the view that read the changed @Observable property runs")
        func observableReadInBody() async throws {
            let host = Host.recording()
            await host.launch { SampleObservableMacroDiffView() }
            let first = try await Console.capture { try await host.perform(.tap("버튼")) }
            let second = try await Console.capture { try await host.perform(.tap("버튼")) }
            withKnownIssue(
                "iOS 26 names the let holding the model (_model); iOS 27 names the property's key path (seeds, lesson 7)"
            ) {
                #expect(first == ["ObservableMacroLightView: _model changed."])
                #expect(second == ["ObservableMacroLightView: _model changed."])
            }
            #expect(first == ["ObservableMacroLightView: \\ObservableLightModel.isOn changed."])
            #expect(second == ["ObservableMacroLightView: \\ObservableLightModel.isOn changed."])
        }

        @Test("[AX] iOS 27.2: a private @State is named by its macro's storage, __count")
        func privateStateName() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { MyView() } }
            #expect(launch == ["MyView: @self, @identity, __count changed."])
        }

        @Test("[AX] iOS 27.2: an internal @State is named _count")
        func internalStateName() async throws {
            let host = Host.recording()
            await host.launch { InternalCount() }
            let tap = try await Console.capture { try await host.perform(.tap("Count 0")) }
            withKnownIssue(
                "the engine names every @State with two underscores: reflection does not show a property's access level"
            ) {
                #expect(tap == ["InternalCount: _count changed."])
            }
        }

        @Test("[ZH] Xcode 27: a new .id starts the view's state again, and its starting expression runs again")
        func idChangeRestartsState() async throws {
            Starts.count = 0
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { IdentityParent() } }
            #expect(launch == ["Child: @self, @identity, __n changed."])
            #expect(Starts.count == 1)
            let tap = try await Console.capture { try await host.perform(.tap("Use B")) }
            #expect(tap == ["Child: @self, @identity, __n changed."])
            #expect(Starts.count == 2)
            #expect(host.screen().contains { $0.contains("s 2") })
        }

        @Test("[OW] iOS 17: a model whose init reads itself while a parent's body runs ties that parent to it, once")
        func initReadTiesParent() async throws {
            let host = Host.recording()
            await host.launch { ContentView() }
            let first = try await Console.capture { try await host.perform(.tap("Mutate")) }
            let later = try await Console.capture { try await host.perform(.tap("Mutate")) }
            withKnownIssue(
                "iOS 17 ran @State's initial value at every parent body and printed @dependencies; Xcode 27's macro runs it once, and iOS 27 names key paths"
            ) {
                #expect(
                    first == [
                        "ContentView: @dependencies changed.", "ViewModel.init",
                        "ChildView: @dependencies, @self changed.",
                    ])
                #expect(later == ["ChildView: @dependencies changed."])
            }
        }

        @Test("[FB] iOS 26.2: the bottom accessory's views start again when the tabs change, except a stateless one")
        func accessoryIdentity() async throws {
            let host = Host.recording()
            await host.launch { AccessoryTabs() }
            let toggled = try await Console.capture { try await host.perform(.toggle("More tabs")) }
            // [AX]: iOS 27 names an internal @State `_int` as iOS 26 did, so this console is iOS 27's too.
            withKnownIssue(
                "the engine keeps a tab view's bottom accessory when its tabs change; iOS 26.2 made its views anew"
            ) {
                #expect(toggled.first == "EnvironmentAccess: @self, @identity, _placement changed.")
                #expect(toggled.last == "Stateless: @self changed.")
            }
            withKnownIssue(
                "the engine names every @State with two underscores: reflection does not show a property's access level"
            ) {
                #expect(
                    toggled == [
                        "EnvironmentAccess: @self, @identity, _placement changed.",
                        "WithState: @self, @identity, _int changed.",
                        "Stateless: @self changed.",
                    ])
            }
        }
    }
}
