/// A lesson of one program whose `ContentView` runs `appear` in its `onAppear` (lines indented
/// as the closure's body), checked by `check` (a whole block, fences included).
func oneProgramLesson(title: String, appear: String, check: String) -> String {
    """
    # Lesson 1 · \(title)

    ```swift program
    import SwiftUI

    struct ContentView: View {
        var body: some View {
            Text("x").onAppear {
    \(appear)
            }
        }
    }
    ```

    \(check)

    """
}
