import Foundation
import Testing

@testable import ViewGraph

// The API of iOS 13 and 14 that much published SwiftUI code still uses: it works as its newer form does.

private struct OldAlert: View {
    @State private var asking = false
    @State private var answer = "none"
    var body: some View {
        VStack {
            Text("Answer: \(answer)")
            Button("Ask") { asking = true }
        }
        .alert(isPresented: $asking) {
            Alert(
                title: Text("Delete?"), message: Text("It cannot be undone."),
                primaryButton: .destructive(Text("Delete")) { answer = "deleted" },
                secondaryButton: .cancel())
        }
    }
}

private struct Pick: Identifiable { let id: Int }

private struct OldItemAlertAndSheet: View {
    @State private var pick: Pick?
    @State private var choosing = false
    @State private var colour = "none"
    var body: some View {
        VStack {
            Button("Pick 7") { pick = Pick(id: 7) }
            Button("Colour: \(colour)") { choosing = true }
        }
        .alert(item: $pick) { pick in Alert(title: Text("Picked \(pick.id)")) }
        .actionSheet(isPresented: $choosing) {
            ActionSheet(title: Text("Colour"), buttons: [.default(Text("Red")) { colour = "red" }, .cancel()])
        }
    }
}

private struct EmptyActions: View {
    @State private var showing = false
    var body: some View {
        Button("Show") { showing = true }
            .alert("Saved", isPresented: $showing) {}
    }
}

private struct ActiveLink: View {
    @State private var showingDetail = false
    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("Detail"), isActive: $showingDetail) { Text("Open") }
                Button("Open from code") { showingDetail = true }
                Text(showingDetail ? "active" : "inactive")
            }
            .navigationBarTitle(Text("Home"), displayMode: .inline)
        }
    }
}

private struct HiddenLinks: View {
    @State private var selection: String?
    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("View A"), tag: "A", selection: $selection) { EmptyView() }
                Button("Show A") { selection = "A" }
            }
        }
    }
}

private struct TitledTagLinks: View {
    @State private var selection: String?
    @State private var showsB = false
    var body: some View {
        NavigationView {
            VStack {
                NavigationLink("Open A", tag: "A", selection: $selection) { Text("View A") }
                NavigationLink("Open B", isActive: $showsB) { Text("View B") }
                Text(selection ?? "none")
            }
        }
    }
}

private struct ValueDestinationLink: View {
    var body: some View {
        NavigationView {
            NavigationLink("Details", destination: Text("More"))
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Older API: Alert, ActionSheet, isActive links")
    struct OlderAPITests {
        @Test("An Alert value shows its title, message and buttons; a button runs its action and closes it")
        func alertValue() async throws {
            let host = Host.recording()
            await host.launch { OldAlert() }
            try await host.perform(.tap("Ask"))
            let screen = host.screen()
            #expect(screen.contains { $0.hasPrefix("Alert \"Delete?\"") })
            #expect(screen.contains { $0.contains("Text \"It cannot be undone.\"") })
            #expect(screen.contains { $0.contains("Button \"Cancel\"") })
            try await host.perform(.tap("Delete"))
            #expect(host.screen().contains { $0.contains("Text \"Answer: deleted\"") })
            #expect(!host.screen().contains { $0.hasPrefix("Alert") })
        }

        @Test("alert(item:) shows while the item is set and clears it when closed; an Alert with no button gets OK")
        func alertItemAndActionSheet() async throws {
            let host = Host.recording()
            await host.launch { OldItemAlertAndSheet() }
            try await host.perform(.tap("Pick 7"))
            #expect(host.screen().contains { $0.hasPrefix("Alert \"Picked 7\"") })
            try await host.perform(.tap("OK"))
            #expect(!host.screen().contains { $0.hasPrefix("Alert") })
            try await host.perform(.tap("Colour: none"))
            #expect(host.screen().contains { $0.hasPrefix("ConfirmationDialog \"Colour\"") })
            try await host.perform(.tap("Red"))
            #expect(host.screen().contains { $0.contains("Button \"Colour: red\"") })
            #expect(!host.screen().contains { $0.hasPrefix("ConfirmationDialog") })
        }

        @Test("An alert given no actions has an OK button that closes it")
        func alertWithoutActions() async throws {
            let host = Host.recording()
            await host.launch { EmptyActions() }
            try await host.perform(.tap("Show"))
            #expect(host.screen().contains { $0.contains("Button \"OK\"") })
            try await host.perform(.tap("OK"))
            #expect(!host.screen().contains { $0.hasPrefix("Alert") })
        }

        @Test("A link with isActive pushes when tapped or when the binding is set, and going back clears it")
        func isActiveLink() async throws {
            let host = Host.recording()
            await host.launch { ActiveLink() }
            try await host.perform(.tap("Open"))
            #expect(host.screen().contains { $0.contains("Text \"Detail\"") })
            try await host.perform(.back)
            #expect(host.screen().contains { $0.contains("Text \"inactive\"") })
            try await host.perform(.tap("Open from code"))
            #expect(host.screen().contains { $0.contains("Text \"Detail\"") })
        }

        @Test("A link labelled EmptyView, pushed from code through its selection, shows nothing of its own")
        func hiddenLink() async throws {
            let host = Host.recording()
            await host.launch { HiddenLinks() }
            #expect(host.screen() == ["VStack", "  Button \"Show A\""])
            try await host.perform(.tap("Show A"))
            #expect(host.screen().contains { $0.contains("Text \"View A\"") })
        }

        @Test(
            "iOS 16's titled links with a trailing destination, by tag and by isActive, push it and set their binding")
        func titledLinksWithTrailingDestination() async throws {
            let host = Host.recording()
            await host.launch { TitledTagLinks() }
            #expect(host.screen().contains { $0.contains("Text \"none\"") })
            try await host.perform(.tap("Open A"))
            #expect(host.screen().contains { $0.contains("Text \"View A\"") })
            let other = Host.recording()
            await other.launch { TitledTagLinks() }
            try await other.perform(.tap("Open B"))
            #expect(other.screen().contains { $0.contains("Text \"View B\"") })
        }

        @Test("A link given its destination as a value pushes it")
        func valueDestination() async throws {
            let host = Host.recording()
            await host.launch { ValueDestinationLink() }
            try await host.perform(.tap("Details"))
            #expect(host.screen().contains { $0.contains("Text \"More\"") })
        }
    }
}

private struct PhaseApp: App {
    @Environment(\.scenePhase) private var scenePhase
    var onAppear = false
    init() {}
    init(onAppear: Bool) { self.onAppear = onAppear }
    /// Deprecated, as the `onChange(of:perform:)` it tests is: a deprecated API called from a
    /// deprecated declaration does not warn, so the tests build clean and still exercise it.
    @available(*, deprecated, message: "tests the deprecated onChange(of:perform:)")
    var body: some Scene {
        WindowGroup {
            Text("Saved on background")
                .onAppear { if onAppear { Console.record("root appeared") } }
        }
        .onChange(of: scenePhase) { phase in
            Console.record("phase \(phase == .background ? "background" : phase == .inactive ? "inactive" : "active")")
        }
    }
}

extension EngineTests.OlderAPITests {
    @Test("A scene's onChange(of: scenePhase) runs as the app goes to the background and back")
    func sceneOnChange() async throws {
        let host = Host.recording()
        await host.launch(PhaseApp())
        let away = try await Console.capture { try await host.perform(.background) }
        #expect(away == ["phase inactive", "phase background"])
        let back = try await Console.capture { try await host.perform(.foreground) }
        #expect(back == ["phase inactive", "phase active"])
    }

    @Test(
        "A scene becomes active after its first screen appears: onChange(of: scenePhase) runs once at launch"
    )
    func sceneBecomesActiveAtLaunch() async throws {
        let host = Host.recording()
        let launch = await Console.capture { await host.launch(PhaseApp(onAppear: true)) }
        #expect(launch == ["root appeared", "phase active"])
    }
}

private struct TwoColumns: View {
    var body: some View {
        NavigationView {
            List { NavigationLink("First", destination: Text("First detail")) }
            Text("Select an item")
        }
    }
}

extension EngineTests.OlderAPITests {
    @Test("A NavigationView of two columns shows its first on an iPhone, and pushes from it")
    func navigationViewColumns() async throws {
        let host = Host.recording()
        await host.launch { TwoColumns() }
        #expect(host.screen() == ["List", "  NavigationLink \"First\""])
        try await host.perform(.tap("First"))
        #expect(host.screen() == ["NavigationBar", "  Button \"Back\"", "Text \"First detail\""])
    }
}

private struct ClosureActiveLinks: View {
    @State private var showingDetail = false
    @State private var selection: String?
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink(isActive: $showingDetail) {
                    Text("Detail")
                } label: {
                    EmptyView()
                }
                NavigationLink(tag: "B", selection: $selection) {
                    Text("View B")
                } label: {
                    Text("Open B")
                }
                Button("Open from code") { showingDetail = true }
            }
        }
    }
}

extension EngineTests.OlderAPITests {
    @Test(
        "The closure forms of the binding-driven links push their destination when the binding is set or the link tapped"
    )
    func closureActiveLinks() async throws {
        let host = Host.recording()
        await host.launch { ClosureActiveLinks() }
        #expect(host.screen() == ["VStack", "  NavigationLink \"Open B\"", "  Button \"Open from code\""])
        try await host.perform(.tap("Open from code"))
        #expect(host.screen().contains { $0.contains("Text \"Detail\"") })
        try await host.perform(.back)
        try await host.perform(.tap("Open B"))
        #expect(host.screen().contains { $0.contains("Text \"View B\"") })
    }
}

private struct LifecycleObserver: View {
    @State private var seen: [String] = []
    var body: some View {
        Text("Seen: \(seen.joined(separator: ", "))")
            .onReceive(NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)) { _ in
                seen.append("resign")
            }
            .onReceive(NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification)) { _ in
                seen.append("background")
            }
            .onReceive(NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)) { _ in
                seen.append("foreground")
            }
            .onReceive(NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)) { _ in
                seen.append("active")
            }
            .onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)) { _ in
                seen.append("turned")
            }
    }
}

extension EngineTests.OlderAPITests {
    @Test("UIKit's app notifications are posted as a play leaves the app and comes back, under UIKit's names")
    func applicationNotifications() async throws {
        let host = Host.recording()
        await host.launch { LifecycleObserver() }
        #expect(host.screen() == ["Text \"Seen: active\""])  // UIKit posts didBecomeActive at launch too
        try await host.perform(.background)
        #expect(host.screen() == ["Text \"Seen: active, resign, background\""])
        try await host.perform(.foreground)
        #expect(host.screen() == ["Text \"Seen: active, resign, background, foreground, active\""])
        #expect(UIApplication.willResignActiveNotification.rawValue == "UIApplicationWillResignActiveNotification")
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIDevice.current.orientation.isPortrait)
    }
}

private struct KeyboardCloser: View {
    @State private var name = ""
    @FocusState private var editing: Bool
    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($editing)
            Text(editing ? "editing" : "not editing")
            Button("Done") {
                let closed = UIApplication.shared.windows.first?.endEditing(true) ?? false
                Console.record("closed \(closed)")
            }
        }
    }
}

extension EngineTests.OlderAPITests {
    @Test(
        "The app's window: the iPhone's safe area, the first scene's key window, and endEditing(true) unfocuses the field"
    )
    func windowAndScene() async throws {
        let window = try #require(UIApplication.shared.windows.first)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(scene.keyWindow === window && scene.windows.count == 1)

        let host = Host.recording()
        await host.launch { KeyboardCloser() }
        #expect(scene.activationState == .foregroundActive)
        try await host.perform(.type("Ann", into: "Name"))
        #expect(host.screen().contains("  Text \"editing\""))
        let closing = try await Console.capture { try await host.perform(.tap("Done")) }
        #expect(closing == ["closed true"])
        #expect(host.screen().contains("  Text \"not editing\""))
        let again = try await Console.capture { try await host.perform(.tap("Done")) }
        #expect(again == ["closed false"])
    }
}

private struct OldEditor: View {
    @Environment(\.presentationMode) private var presentationMode
    var body: some View {
        VStack {
            Text(presentationMode.wrappedValue.isPresented ? "presented" : "not presented")
            Button("Done") { presentationMode.wrappedValue.dismiss() }
        }
    }
}

private struct OldEditorHost: View {
    @State private var editing = false
    @State private var showsSheet = false
    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: OldEditor(), isActive: $editing) { Text("Edit") }
                Button("Edit in a sheet") { showsSheet = true }
                Text(editing ? "editing" : "not editing")
            }
            .sheet(isPresented: $showsSheet) { OldEditor() }
        }
    }
}

extension EngineTests.OlderAPITests {
    @Test(
        "presentationMode.wrappedValue.dismiss() goes back from a pushed screen and closes a sheet, as dismiss() does there"
    )
    func presentationModeDismisses() async throws {
        let host = Host.recording()
        await host.launch { OldEditorHost() }
        #expect(host.screen().contains("  Text \"not editing\""))
        try await host.perform(.tap("Edit"))
        #expect(
            host.screen() == [
                "NavigationBar", "  Button \"Back\"", "VStack", "  Text \"presented\"", "  Button \"Done\"",
            ])
        try await host.perform(.tap("Done"))
        #expect(host.screen().contains("  Text \"not editing\""))
        #expect(!host.screen().contains("  Button \"Done\""))

        try await host.perform(.tap("Edit in a sheet"))
        #expect(host.screen().contains { $0.contains("Text \"presented\"") })
        try await host.perform(.tap("Done"))
        #expect(!host.screen().contains { $0.contains("Button \"Done\"") })

        let alone = Host.recording()
        await alone.launch { OldEditor() }
        try await alone.perform(.tap("Done"))
        #expect(alone.screen() == ["VStack", "  Text \"not presented\"", "  Button \"Done\""])
    }
}
