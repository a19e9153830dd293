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
        #expect(host.screen() == [
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
        #expect(host.screen() == [
            "VStack",
            "  Button \"Increment 0\"",
            "  Button \"Reset\"",
        ])
        UserDefaults.standard.removeObject(forKey: "tests.direct")
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
