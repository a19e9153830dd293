// How deep the engine builds a view tree.
//
// The engine walks the tree by recursion (building, laying out, drawing the screen), as SwiftUI's
// own graph does, so a tree nested far enough runs out of stack: 10,000 nested stacks (a
// recursive `AnyView(VStack { … })`) crashed the play with SIGSEGV, and a body that makes its own
// view (`AnyView(ContentView())`) never ends at all. The engine stops building at `depthLimit`
// views instead and says where, and the host ends the play with that reason: a clear error, never
// a crash. What iOS does with such a tree is not recorded; the engine's assumption is that it runs
// out of stack too (its main thread's stack is smaller than Linux's 8 MB). Real screens are a few
// hundred views deep at most: a `List` of 10,000 rows is 10,000 siblings, not 10,000 levels.

extension UpdateGraph {
    /// The most views one path from the root may hold in a lesson program: far past any real screen,
    /// well short of what a program thread's 16 MB stack holds while the engine and a body run on it
    /// (a chain of 2,400 padded views, 4,800 deep, ran out of it; 2,400 deep did not).
    static let defaultDepthLimit = 2_000

    /// Why the tree at `node`, the first one past `depthLimit`, was not built further.
    static func depthFault(at node: ViewNode, limit: Int) -> String {
        var names: [String] = []
        var ancestor: ViewNode? = node
        while let current = ancestor {
            names.append(UpdateTracer.layoutName(of: current))
            ancestor = current.parent
        }
        names.reverse()
        let path =
            names.count > 10
            ? (names.prefix(4) + ["…"] + names.suffix(5)).joined(separator: " > ") : names.joined(separator: " > ")
        let repeating = mostRepeated(names)
        let cause =
            repeating.map { " (\($0) appears \(names.filter { $0 == repeating }.count) times on the way)" } ?? ""
        return "the view tree is more than \(limit) views deep\(cause): \(path). The engine stops building it there, "
            + "before it runs out of stack. Does a view contain itself (a body that makes its own type), or a recursion that "
            + "nests a view per level never reach its base case? Nest less: show deep data as rows (List, ForEach, OutlineGroup)"
    }

    /// The name that makes up most of `names`, when one does; of names as frequent, the first on the
    /// way down (the view that recurses comes before the stacks it makes).
    private static func mostRepeated(_ names: [String]) -> String? {
        let counts = Dictionary(names.map { ($0, 1) }, uniquingKeysWith: +)
        guard let most = counts.values.max(), most * 4 >= names.count else { return nil }
        return names.first { counts[$0] == most }
    }
}
