import Foundation
import Testing

@testable import ViewGraph

/// A reader that prints where it is and what it is told of the safe area: its top edge and height
/// (its leading edge and width too, with `horizontal`), and its top and bottom insets.
struct SafeAreaProbe: View {
    var horizontal = false
    var body: some View {
        GeometryReader { proxy in
            let frame = proxy.frame(in: .global)
            let across = horizontal ? "x \(Int(frame.minX)) " : ""
            let along = horizontal ? " w \(Int(frame.width))" : ""
            Text(
                "\(across)y \(Int(frame.minY))\(along) h \(Int(frame.height)) top \(Int(proxy.safeAreaInsets.top)) bottom \(Int(proxy.safeAreaInsets.bottom))"
            )
        }
    }
}

private struct BottomInset: View {
    var ignores = false
    var body: some View {
        Group {
            if ignores { SafeAreaProbe(horizontal: true).ignoresSafeArea() } else { SafeAreaProbe(horizontal: true) }
        }
        .safeAreaInset(edge: .bottom, alignment: .trailing, spacing: 10) {
            Color.blue.frame(width: 100, height: 50)
        }
    }
}

private struct TopInsetInStack: View {
    var body: some View {
        NavigationStack {
            SafeAreaProbe(horizontal: true)
                .safeAreaInset(edge: .top) { Color.blue.frame(height: 40) }
                .navigationTitle("Trips")
                .navigationBarTitleDisplayMode(.inline)
        }
    }
}

private struct Padded: View {
    var ignores = false
    var body: some View {
        Group {
            if ignores { SafeAreaProbe(horizontal: true).ignoresSafeArea() } else { SafeAreaProbe(horizontal: true) }
        }
        .safeAreaPadding(.horizontal, 20)
        .safeAreaPadding(.top)
    }
}

extension EngineTests {
    @MainActor @Suite("Safe area insets and padding")
    struct SafeAreaLayoutTests {
        @Test(
            "A bottom inset stands at the bottom of the safe area; the content is proposed the rest, less the spacing")
        func bottomInset() async {
            let host = Host.recording()
            await host.launch { BottomInset() }
            // 840 - 50 = 790 for the inset's top, 10 of spacing: the content is 780 - 62 = 718 tall. It
            // reaches the safe area's edges, so it reads the insets beyond them: the status bar's 62, and
            // below the inset view, its spacing and the home indicator, 874 - 780 = 94.
            #expect(host.screen() == ["Text \"x 0 y 62 w 402 h 718 top 62 bottom 94\""])
        }

        @Test("Content that ignores the safe area reaches under the inset view to the screen's edges")
        func ignoringUnderTheInset() async {
            let host = Host.recording()
            await host.launch { BottomInset(ignores: true) }
            #expect(host.screen() == ["Text \"x 0 y 0 w 402 h 874 top 62 bottom 94\""])
        }

        @Test("A top inset in a navigation stack stands below the bar")
        func topInsetBelowTheBar() async {
            let host = Host.recording()
            await host.launch { TopInsetInStack() }
            #expect(
                host.screen() == ["NavigationBar \"Trips\" inline", "Text \"x 0 y 156 w 402 h 684 top 156 bottom 34\""])
        }

        @Test("Safe area padding insets the content as padding does, 16 by default")
        func padding() async {
            let host = Host.recording()
            await host.launch { Padded() }
            #expect(host.screen() == ["Text \"x 20 y 78 w 362 h 762 top 78 bottom 34\""])
        }

        @Test("Content that ignores the safe area reaches out over safe area padding")
        func ignoringThePadding() async {
            let host = Host.recording()
            await host.launch { Padded(ignores: true) }
            #expect(host.screen() == ["Text \"x 0 y 0 w 402 h 874 top 78 bottom 34\""])
        }
    }
}
