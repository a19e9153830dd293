import Testing

@testable import LessonKit

/// Code as people write it in Xcode: previews, `#if DEBUG`, older API.
extension LessonsCheckTests {
    @Test("Code under #if DEBUG is built, as in Xcode's Debug configuration; previews build and never run")
    func debugCodeAndPreviews() throws {
        let (lesson, diagnostics) = LessonParser.parse(
            """
            # T

            ```swift program
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    #if DEBUG
                    let _ = print("debug build")
                    #endif
                    Text("Hello")
                }
            }

            #if DEBUG
            struct ContentView_Previews: PreviewProvider {
                static var previews: some View {
                    let _ = print("preview provider ran")
                    ContentView().previewLayout(.sizeThatFits)
                }
            }
            #endif

            #Preview("Dark") {
                let _ = print("preview macro ran")
                ContentView()
            }
            ```

            ```console play=launch
            debug build
            ```
            """, path: "T.md")
        #expect(diagnostics.isEmpty)
        try expectAllPass(lesson, count: 1)
    }

    @Test(
        "@State with no default, assigned in init (self.x = value): builds, and keeps its first value for the identity")
    func stateAssignedInInit() throws {
        let (lesson, diagnostics) = LessonParser.parse(
            """
            # T

            ```swift program
            import SwiftUI

            struct Picker2: View {
                @State private var quantity: Int
                @State var note: String?
                let label: String

                init(start: Int, label: String) {
                    self.quantity = start // the first start only
                    self.label = label
                    note = "set in init" // ignored, as on iOS: the state is not installed yet
                }

                var body: some View {
                    Button("\\(label): \\(quantity), \\(note ?? "no note")") { quantity += 1 }
                }
            }

            struct ContentView: View {
                @State private var start = 1
                var body: some View {
                    VStack {
                        Picker2(start: start, label: "a")
                        Button("Start at 5") { start = 5 }
                        if start == 5 { Picker2(start: start, label: "b") }
                    }
                }
            }
            ```

            ```screen play="launch; tap a: 1, no note; tap Start at 5"
            VStack
              Button "a: 2, no note"
              Button "Start at 5"
              Button "b: 5, no note"
            ```
            """, path: "T.md")
        #expect(diagnostics.isEmpty)
        try expectAllPass(lesson, count: 1)
    }

    @Test("import CoreGraphics builds, and CGFloat? arguments go where SwiftUI takes CGFloat?")
    func coreGraphicsAndCGFloat() throws {
        let (lesson, diagnostics) = LessonParser.parse(
            """
            # T

            ```swift program
            import SwiftUI
            import CoreGraphics

            struct ContentView: View {
                let spacing: CGFloat? = 8
                let width: CGFloat? = 120
                var body: some View {
                    VStack(spacing: spacing) {
                        Text("Hello").frame(width: width).padding(.horizontal, spacing)
                    }
                    .onAppear { print(CGAffineTransform(translationX: 2, y: 3).tx) }
                }
            }
            ```

            ```console play=launch
            2.0
            ```
            """, path: "T.md")
        #expect(diagnostics.isEmpty)
        try expectAllPass(lesson, count: 1)
    }

    @Test(
        "A failing check whose play used API the engine does not model says so in its report; a passing one is unchanged"
    )
    func unmodelledAPIInFailureReport() throws {
        let (lesson, diagnostics) = LessonParser.parse(
            """
            # T

            ```swift program
            import SwiftUI

            struct ContentView: View {
                @State private var count = 0
                var body: some View {
                    Button("Count \\(count)") { count += 1 }
                        .shadow(radius: 4)
                        .blur(radius: count == 0 ? 0 : 2)
                }
            }
            ```

            ```screen play="launch; tap Count 0"
            Button "Count 1" blurred
            ```

            ```screen play="launch; tap Count 0"
            Button "Count 1"
            ```
            """, path: "T.md")
        #expect(diagnostics.isEmpty)
        let results = try check(lesson)
        #expect(results.map(\.status) == [CheckResult.Status.failed, .passed])
        let reason = results.first?.reason ?? ""
        #expect(
            reason.contains(
                "the play used API the engine does not model (it changes nothing on the simulated device): shadow, blur"
            ))
        #expect(results.last?.reason == nil)
    }

    @Test(
        "Swift 5 code calls withAnimation from a model and reads UIScreen and the window's safe area in globals, as it builds on iOS"
    )
    func preconcurrencyMainActorNames() throws {
        let (lesson, diagnostics) = LessonParser.parse(
            """
            # T

            ```swift program
            import SwiftUI

            var screenWidth = UIScreen.main.bounds.width
            let topInset = UIApplication.shared.windows.first?.safeAreaInsets.top ?? 0

            class Cart: ObservableObject {
                @Published var items = 0
                func add() { withAnimation(.easeOut) { items += 1 } }
            }

            struct ContentView: View {
                @StateObject private var cart = Cart()
                var body: some View {
                    Button("Add \\(cart.items)") { cart.add() }
                        .onAppear { print(screenWidth, topInset) }
                }
            }
            ```

            ```console play=launch
            402.0 62.0
            ```
            """, path: "T.md")
        #expect(diagnostics.isEmpty)
        try expectAllPass(lesson, count: 1)
    }

    @Test("import AVKit builds: a VideoPlayer of an AVPlayer shows on the screen with its file's name")
    func videoPlayer() throws {
        let (lesson, diagnostics) = LessonParser.parse(
            """
            # T

            ```swift program
            import SwiftUI
            import AVKit

            struct ContentView: View {
                let player = AVPlayer(url: URL(fileURLWithPath: "/videos/squat.mp4"))
                var body: some View {
                    VideoPlayer(player: player)
                        .onAppear { player.play(); print(player.timeControlStatus == .playing) }
                }
            }
            ```

            ```console play=launch
            true
            ```

            ```screen play=launch
            VideoPlayer "squat.mp4"
            ```
            """, path: "T.md")
        #expect(diagnostics.isEmpty)
        try expectAllPass(lesson, count: 2)
    }

    @Test(
        "A regex literal between bare slashes builds in the Swift 5 mode, as an Xcode project builds it; a division still divides"
    )
    func bareSlashRegexLiterals() throws {
        let (lesson, diagnostics) = LessonParser.parse(
            """
            # T

            ```swift program
            import SwiftUI

            struct ContentView: View {
                let word = /[a-z]+/
                var body: some View {
                    Text("x").onAppear {
                        let half = 12 / 2 / 3
                        print("abc12".firstMatch(of: word).map { String($0.output) } ?? "none", half)
                    }
                }
            }
            ```

            ```console play=launch
            abc 2
            ```
            """, path: "T.md")
        #expect(diagnostics.isEmpty)
        try expectAllPass(lesson, count: 1)
    }
}
