import Foundation
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// Drives the page in the browser, step by step, each step waiting for the state the server sends
/// after it; then writes what it saw into `<pre id="findings">` and stops waiting for changes, so
/// that the browser's virtual time runs out and it dumps the page.
private let driver = #"""
    (function () {
      var findings = { steps: [] };
      function texts() { return Array.prototype.map.call(document.querySelectorAll('#screen svg text'), function (t) { return t.textContent; }); }
      function waitFor(test) {
        return new Promise(function (resolve) {
          if (window.previewState && test(window.previewState)) return resolve(window.previewState);
          document.addEventListener('preview-state', function listener(event) {
            if (test(event.detail)) { document.removeEventListener('preview-state', listener); resolve(event.detail); }
          });
        });
      }
      function press(element) {
        var box = element.getBoundingClientRect(), x = box.left + box.width / 2, y = box.top + box.height / 2;
        element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: x, clientY: y }));
        element.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: x, clientY: y }));
      }
      function record(name, state) {
        findings.steps.push({ name: name, texts: texts(), play: state.play, problem: state.problem || null,
                              stale: document.getElementById('screen').classList.contains('stale'),
                              console: document.getElementById('console').textContent });
      }
      function finish(error) {
        if (error) findings.error = String(error);
        window.previewStopPolling();
        var pre = document.createElement('pre');
        pre.id = 'findings';
        pre.textContent = JSON.stringify(findings);
        document.body.appendChild(pre);
      }
      waitFor(function (s) { return s.phase === 'ready' && s.screen; }).then(function (s) {
        record('launch', s);
        var toggle = document.querySelector('[data-action="toggle Favorites only"]');
        if (!toggle) throw new Error('no target for the toggle: ' + document.getElementById('screen').innerHTML.slice(0, 400));
        press(toggle);
        return waitFor(function (s) { return s.phase === 'ready' && s.actions.length === 1; });
      }).then(function (s) {
        record('toggled', s);
        // The test edits the files once it sees the toggle: wait for the build that shows the edit.
        return waitFor(function (s) { return s.phase === 'ready' && s.screen.indexOf('Note:') >= 0; });
      }).then(function (s) {
        record('edited', s);
        var field = document.querySelector('[data-action^="type into"]');
        if (!field) throw new Error('no target for the field');
        press(field);
        document.getElementById('typed').value = 'Lima';
        document.getElementById('typing').requestSubmit();
        return waitFor(function (s) { return s.phase === 'ready' && s.actions.length === 2; });
      }).then(function (s) {
        record('typed', s);
        finish();
      }).catch(finish);
    })();
    """#

private struct Findings: Decodable {
    struct Step: Decodable {
        var name: String
        var texts: [String]
        var play: String
        var problem: String?
        var stale: Bool
        var console: String
    }
    var steps: [Step]
    var error: String?
}

@Suite("lessons preview in a real browser (headless Chromium)", .serialized, .onThreadsOfItsOwn)
struct PreviewInBrowserTests {
    @Test(
        "Clicking lesson 7's Toggle changes the rows, a saved edit shows its new text, and typing into a field shows what was typed",
        .enabled(if: Chromium.isInstalled, "needs Chromium: apt-get install chromium (.ci/run installs it)"))
    func clickEditType() throws {
        let lesson = try LessonLibrary.load(layout.lessons + "/07-what-a-view-really-is.md").lesson
        let root = NSTemporaryDirectory() + "lessons-preview-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/lesson-07"
        var workspace = try Workspace.create(for: lesson, at: folder)
        // The app as step 4 starts: the Toggle of step 3 is in it.
        for file in try #require(AppHistory(lesson).before(step: 4)) {
            try Workspace.write(file.lines, to: folder + "/" + file.name)
        }
        workspace.metadata.step = 4
        try workspace.saveMetadata()

        let cache = root + "/cache"
        let session = PreviewSession(folder: workspace.folder)
        session.runner = LessonChecker.runner(
            layout: layout, toolchain: try Toolchain.find(), cacheDirectory: cache,
            working: { [session] in session.working($0) })
        let routes = PreviewRoutes(session: session, pageScript: driver)
        let server = try PreviewServer { routes.answer($0) }
        server.start()
        defer { server.stop() }
        session.rebuild()
        #expect(session.current.phase == "ready", "\(session.current.problem ?? "") \(session.current.errors)")

        let stop = StopSignal()
        let watcher = Thread { session.watch { !stop.isSet } }
        watcher.start()
        defer { stop.set() }
        // The edit, once the page has toggled: a note field, and the nights said another way.
        let editor = Thread {
            let deadline = Date().addingTimeInterval(240)
            while session.current.actions.isEmpty, Date() < deadline, !stop.isSet {
                Thread.sleep(forTimeInterval: 0.05)
            }
            let path = folder + "/ContentView.swift"
            guard var text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
            text = text.replacingOccurrences(
                of: "    @State private var favoritesOnly = false\n",
                with: "    @State private var favoritesOnly = false\n    @State private var note = \"\"\n")
            text = text.replacingOccurrences(
                of: "                Toggle(\"Favorites only\", isOn: $favoritesOnly)\n",
                with:
                    "                TextField(\"Note\", text: $note)\n                Text(\"Note: \\(note)\")\n                Toggle(\"Favorites only\", isOn: $favoritesOnly)\n"
            )
            try? text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        editor.start()

        let page = try Chromium.dumpDOM("http://127.0.0.1:\(server.port)/", width: 1280, timeout: 300)
        stop.set()
        let json = try #require(
            page.dom.firstMatch(of: #/<pre id="findings">(.*?)</pre>/#).map { String($0.1) },
            "the driver did not finish: \(page.log.suffix(2000))")
        let findings = try JSONDecoder().decode(
            Findings.self,
            from: Data(
                json.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&").utf8))
        #expect(findings.error == nil, "\(findings.error ?? "")")
        let steps = Dictionary(findings.steps.map { ($0.name, $0) }) { first, _ in first }
        let launch = try #require(steps["launch"])
        let toggled = try #require(steps["toggled"])
        let edited = try #require(steps["edited"])
        let typed = try #require(steps["typed"])
        // Favorites only leaves out Vancouver, the one trip that is no favourite.
        #expect(launch.texts.contains("Vancouver") && launch.texts.contains("Seattle"))
        #expect(!toggled.texts.contains("Vancouver") && toggled.texts.contains("Seattle"), "\(toggled.texts)")
        #expect(toggled.play == "launch; toggle Favorites only")
        #expect(toggled.console.contains("ContentView.body"))
        // The save rebuilt, and the play was made again on the new code.
        #expect(edited.texts.contains("Note:"), "\(edited.texts)")
        #expect(!edited.texts.contains("Vancouver") && !edited.stale)
        #expect(typed.texts.contains("Note: Lima"), "\(typed.texts)")
        #expect(typed.play == "launch; toggle Favorites only; type Lima into Note", "\(typed.play)")
        #expect(typed.problem == nil)
    }
}

/// Set once, read from other threads.
// Unchecked Sendable, safe because its one flag is read and written only with `lock` held.
private final class StopSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
}
