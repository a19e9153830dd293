import Foundation
import Testing

@testable import ViewGraph

private struct LaunchCounter: View {
    @AppStorage("tests.launches") private var launches = 0
    @AppStorage("tests.sound") private var sound = true
    var body: some View {
        VStack {
            Button("Launches: \(launches)") { launches += 1 }
            Toggle("Sound", isOn: $sound)
            LaunchReader()
        }
    }
}

private struct LaunchReader: View {
    @AppStorage("tests.launches") private var launches = 0
    @AppStorage("tests.sound") private var sound = true
    var body: some View {
        let _ = Console.record("reader body")
        Text("Reader: \(launches), sound \(sound ? "on" : "off")")
    }
}

extension EngineTests {
    @MainActor @Suite("App storage")
    struct AppStorageTests {
        @Test("setValue(_:forKey:) stores into user defaults, as key-value coding does on Apple platforms")
        func userDefaultsSetValue() {
            let defaults = UserDefaults(suiteName: "tests.setValue") ?? .standard
            defaults.setValue(3, forKey: "cards")
            #expect(defaults.integer(forKey: "cards") == 3)
            defaults.removeObject(forKey: "cards")
        }

        @Test("value(forKey:) reads what was stored, and nil for a key never set")
        func userDefaultsValue() throws {
            let defaults = UserDefaults(suiteName: "tests.value") ?? .standard
            let saved = try PropertyListEncoder().encode(["milk", "eggs"])
            defaults.set(saved, forKey: "todos")
            let read = try #require(defaults.value(forKey: "todos") as? Data)
            #expect(try PropertyListDecoder().decode([String].self, from: read) == ["milk", "eggs"])
            #expect(defaults.value(forKey: "never set") == nil)
            defaults.removeObject(forKey: "todos")
        }

        @Test("A write to @AppStorage updates every view that reads the key")
        func appStorageUpdatesReaders() async throws {
            PersistentStore.appStorage.removeAll()
            let host = Host.recording()
            await host.launch { LaunchCounter() }
            let lines = try await Console.capture {
                try await host.perform(.tap("Launches: 0"))
            }
            #expect(lines == ["reader body"])
            try await host.perform(.toggle("Sound"))
            #expect(
                host.screen() == [
                    "VStack",
                    "  Button \"Launches: 1\"",
                    "  Toggle \"Sound\" off",
                    "  Text \"Reader: 1, sound off\"",
                ])
            #expect(PersistentStore.appStorage.value(forKey: "tests.launches") as? Int == 1)
        }
        @Test("A write straight to UserDefaults reaches the views that hold the key, and theirs reach UserDefaults")
        func directDefaultsWrites() async throws {
            PersistentStore.appStorage.removeAll()
            let host = Host.recording()
            await host.launch { DirectDefaultsCounter() }
            #expect(UserDefaults.standard.object(forKey: "tests.direct") == nil)
            try await host.perform(.tap("Increment 0"))
            #expect(UserDefaults.standard.integer(forKey: "tests.direct") == 1)
            try await host.perform(.tap("Reset"))
            #expect(
                host.screen() == [
                    "VStack",
                    "  Button \"Increment 0\"",
                    "  Button \"Reset\"",
                ])
            UserDefaults.standard.removeObject(forKey: "tests.direct")
        }

        @Test(
            "@SceneStorage and @AppStorage take every optional kind SwiftUI's do: nil until written, nil again removes the key"
        )
        func optionalStorage() async throws {
            PersistentStore.sceneStorage.removeAll()
            PersistentStore.appStorage.removeAll()
            let host = Host.recording()
            await host.launch { OptionalScene() }
            #expect(host.screen().contains("  Text \"none, none, none, none, none, none, none\""))
            try await host.perform(.tap("Fill"))
            #expect(host.screen().contains("  Text \"true, 2.5, 4 bytes, https://a.example, wide, wide, 3\""))
            try await host.perform(.tap("Clear"))
            #expect(host.screen().contains("  Text \"none, none, none, none, none, none, none\""))
            #expect(PersistentStore.sceneStorage.value(forKey: "tests.scene.layout") == nil)
        }
    }
}

private enum Layout: String { case wide, narrow }
private enum Level: Int {
    case low = 1
    case high = 3
}

private struct OptionalScene: View {
    @SceneStorage("tests.scene.flag") private var flag: Bool?
    @SceneStorage("tests.scene.ratio") private var ratio: Double?
    @SceneStorage("tests.scene.data") private var data: Data?
    @SceneStorage("tests.scene.url") private var url: URL?
    @SceneStorage("tests.scene.layout") private var layout: Layout?
    @AppStorage("tests.app.layout") private var savedLayout: Layout?
    @SceneStorage("tests.scene.level") private var level: Level?
    var body: some View {
        VStack {
            Text(
                [
                    flag.map { "\($0)" }, ratio.map { "\($0)" }, data.map { "\($0.count) bytes" }, url?.absoluteString,
                    layout?.rawValue, savedLayout?.rawValue, level.map { "\($0.rawValue)" },
                ].map { $0 ?? "none" }.joined(separator: ", "))
            Button("Fill") {
                flag = true
                ratio = 2.5
                data = Data([1, 2, 3, 4])
                url = URL(string: "https://a.example")
                layout = .wide
                savedLayout = .wide
                level = .high
            }
            Button("Clear") {
                flag = nil
                ratio = nil
                data = nil
                url = nil
                layout = nil
                savedLayout = nil
                level = nil
            }
        }
    }
}

private struct DirectDefaultsCounter: View {
    @AppStorage("tests.direct") private var count = 0
    var body: some View {
        VStack {
            Button("Increment \(count)") { count += 1 }
            Button("Reset") { UserDefaults.standard.set(0, forKey: "tests.direct") }
        }
    }
}
