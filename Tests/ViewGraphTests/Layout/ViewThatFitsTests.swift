import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("ViewThatFits")
    struct ViewThatFitsTests {
        @Test("The first child whose ideal width fits is chosen, and only it is on the screen")
        func firstThatFits() async {
            let host = Host.recording()
            await host.launch {
                ViewThatFits(in: .horizontal) {
                    Color.red.frame(width: 500, height: 10)
                    Color.green.frame(width: 300, height: 10)
                    Color.blue.frame(width: 100, height: 10)
                }
            }
            let frames = host.colourFrames()
            #expect(frames.count == 1)
            #expect(same(frames.first?.width, 300))
        }

        @Test("In a narrower frame the next child that fits is chosen; when none fits, the last")
        func narrower() async {
            let host = Host.recording()
            await host.launch {
                VStack {
                    ViewThatFits(in: .horizontal) {
                        Text("A long label that does not fit")
                        Text("Short")
                    }
                    .frame(width: 80)
                    ViewThatFits(in: .horizontal) {
                        Color.red.frame(width: 500, height: 10)
                        Color.green.frame(width: 300, height: 10)
                    }
                    .frame(width: 10)
                }
            }
            #expect(host.screen() == ["VStack", "  Text \"Short\""])
            #expect(same(host.colourFrames().first?.width, 300))
        }

        @Test("Only the chosen candidate appears: the one measured and not shown runs no onAppear and no task")
        func onlyTheChosenAppears() async {
            let host = Host.recording()
            let lines = await Console.capture {
                await host.launch {
                    ViewThatFits(in: .horizontal) {
                        Color.red.frame(width: 500, height: 10)
                            .onAppear { Console.record("wide appeared") }
                            .task { Console.record("wide task") }
                        Color.green.frame(width: 300, height: 10)
                            .onAppear { Console.record("narrow appeared") }
                            .task { Console.record("narrow task") }
                    }
                }
                await host.settle()
            }
            #expect(lines == ["narrow appeared", "narrow task"], "\(lines)")
        }

        @Test("When the space changes the choice, the candidate shown disappears and the new one appears")
        func choiceChanges() async {
            let host = Host.recording()
            let narrow = Narrowing()
            let launched = await Console.capture {
                await host.launch { NarrowingView(narrowing: narrow) }
                await host.settle()
            }
            #expect(launched == ["wide appeared"], "\(launched)")
            let lines = await Console.capture {
                narrow.isNarrow = true
                await host.settle()
            }
            #expect(lines == ["narrow appeared", "wide disappeared"], "\(lines)")
        }
    }
}

@MainActor @Observable private final class Narrowing { var isNarrow = false }

private struct NarrowingView: View {
    let narrowing: Narrowing
    var body: some View {
        ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 300, height: 10)
                .onAppear { Console.record("wide appeared") }
                .onDisappear { Console.record("wide disappeared") }
            Color.green.frame(width: 100, height: 10)
                .onAppear { Console.record("narrow appeared") }
                .onDisappear { Console.record("narrow disappeared") }
        }
        .frame(width: narrowing.isNarrow ? 200 : 400)
    }
}
