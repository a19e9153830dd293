/// One line of the shortest edit from one list of lines to another.
enum LineEdit: Equatable {
    case same(String)
    case removed(String)
    case added(String)

    /// The edits that turn `a` into `b`; removals come before additions where either order would do.
    ///
    /// Myers' O(N·D) difference algorithm, with the middle snake of his linear-space refinement
    /// (E. W. Myers, "An O(ND) Difference Algorithm and Its Variations", 1986): the shortest edit
    /// when the two differ in a few lines, as consoles do. When they differ nearly everywhere, a
    /// search that has spent its budget of edits splits at the furthest point it reached instead
    /// (the bound GNU diff calls "too expensive"): the edit may then be longer than the shortest,
    /// but the time stays near (N + M) · budget.
    ///
    /// - Complexity: O(N + M) space. Time O((N + M) · D) for D differing lines, and at most about
    ///   O((N + M) · budget) whatever they hold.
    static func between(_ a: [String], _ b: [String]) -> [LineEdit] {
        // Lines become numbers first: comparing two numbers costs the same however long the lines.
        var numbers: [String: Int] = [:]
        func number(_ line: String) -> Int {
            if let known = numbers[line] { return known }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
        let x = a.map(number)
        let y = b.map(number)
        var changes = EditSearch(x, y)
        changes.run()
        var edits: [LineEdit] = []
        edits.reserveCapacity(max(a.count, b.count))
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, !changes.removed[i], !changes.added[j] {
                edits.append(.same(a[i]))
                i += 1
                j += 1
                continue
            }
            // A run of changes: its removals first, then its additions.
            while i < a.count, changes.removed[i] {
                edits.append(.removed(a[i]))
                i += 1
            }
            while j < b.count, changes.added[j] {
                edits.append(.added(b[j]))
                j += 1
            }
        }
        return edits
    }
}

/// The search behind `LineEdit.between`: which lines of `x` are removed and which of `y` added.
private struct EditSearch {
    let x: [Int], y: [Int]
    /// Whether each line of `x` is removed.
    var removed: [Bool]
    /// Whether each line of `y` is added.
    var added: [Bool]
    /// The furthest `x` reached on each diagonal `x - y`, searching forward and backward, offset by
    /// `y.count + 1` so that every diagonal of every part, and one either side, has a slot.
    private var forward: [Int], backward: [Int]
    /// The edits a part's search may spend before it splits where it got furthest: enough for
    /// any console a lesson records to get its shortest edit, and small enough that 100,000 lines
    /// that differ everywhere take seconds.
    private let budget: Int

    init(_ x: [Int], _ y: [Int]) {
        self.x = x
        self.y = y
        removed = Array(repeating: false, count: x.count)
        added = Array(repeating: false, count: y.count)
        let diagonals = x.count + y.count + 3
        forward = Array(repeating: 0, count: diagonals)
        backward = Array(repeating: 0, count: diagonals)
        budget = max(64, min(4096, 20_000_000 / max(1, x.count + y.count)))
    }

    /// Compares the whole of both, part by part, with a stack of parts rather than recursion.
    mutating func run() {
        var parts = [(xLow: 0, xHigh: x.count, yLow: 0, yHigh: y.count)]
        while var part = parts.popLast() {
            while part.xLow < part.xHigh, part.yLow < part.yHigh, x[part.xLow] == y[part.yLow] {
                part.xLow += 1
                part.yLow += 1
            }
            while part.xLow < part.xHigh, part.yLow < part.yHigh, x[part.xHigh - 1] == y[part.yHigh - 1] {
                part.xHigh -= 1
                part.yHigh -= 1
            }
            if part.xLow == part.xHigh {
                for j in part.yLow..<part.yHigh { added[j] = true }
            } else if part.yLow == part.yHigh {
                for i in part.xLow..<part.xHigh { removed[i] = true }
            } else {
                let (xMiddle, yMiddle) = split(part.xLow, part.xHigh, part.yLow, part.yHigh)
                parts.append((part.xLow, xMiddle, part.yLow, yMiddle))
                parts.append((xMiddle, part.xHigh, yMiddle, part.yHigh))
            }
        }
    }

    /// A point on a shortest edit of the part, found by searching from both ends at once until
    /// the searches overlap (the middle snake); past the budget, the furthest point either reached.
    private mutating func split(_ xLow: Int, _ xHigh: Int, _ yLow: Int, _ yHigh: Int) -> (Int, Int) {
        let offset = y.count + 1
        let lowest = xLow - yHigh
        let highest = xHigh - yLow
        let forwardMiddle = xLow - yLow
        let backwardMiddle = xHigh - yHigh
        var forwardMin = forwardMiddle
        var forwardMax = forwardMiddle
        var backwardMin = backwardMiddle
        var backwardMax = backwardMiddle
        let odd = (forwardMiddle - backwardMiddle) & 1 != 0
        forward[forwardMiddle + offset] = xLow
        backward[backwardMiddle + offset] = xHigh
        var cost = 1
        while true {
            // One more edit on every forward diagonal.
            if forwardMin > lowest {
                forwardMin -= 1
                forward[forwardMin - 1 + offset] = -1
            } else {
                forwardMin += 1
            }
            if forwardMax < highest {
                forwardMax += 1
                forward[forwardMax + 1 + offset] = -1
            } else {
                forwardMax -= 1
            }
            for d in stride(from: forwardMax, through: forwardMin, by: -2) {
                let low = forward[d - 1 + offset]
                let high = forward[d + 1 + offset]
                var i = low >= high ? low + 1 : high
                var j = i - d
                while i < xHigh, j < yHigh, x[i] == y[j] {
                    i += 1
                    j += 1
                }
                forward[d + offset] = i
                if odd, backwardMin <= d, d <= backwardMax, backward[d + offset] <= i { return (i, j) }
            }
            // And on every backward one.
            if backwardMin > lowest {
                backwardMin -= 1
                backward[backwardMin - 1 + offset] = Int.max
            } else {
                backwardMin += 1
            }
            if backwardMax < highest {
                backwardMax += 1
                backward[backwardMax + 1 + offset] = Int.max
            } else {
                backwardMax -= 1
            }
            for d in stride(from: backwardMax, through: backwardMin, by: -2) {
                let low = backward[d - 1 + offset]
                let high = backward[d + 1 + offset]
                var i = low < high ? low : high - 1
                var j = i - d
                while i > xLow, j > yLow, x[i - 1] == y[j - 1] {
                    i -= 1
                    j -= 1
                }
                backward[d + offset] = i
                if !odd, forwardMin <= d, d <= forwardMax, i <= forward[d + offset] { return (i, j) }
            }
            if cost >= budget {
                return furthest(xLow, xHigh, yLow, yHigh, forwardMin, forwardMax, backwardMin, backwardMax)
            }
            cost += 1
        }
    }

    /// Where the search that got further from its own end stands, on its best diagonal.
    private func furthest(
        _ xLow: Int, _ xHigh: Int, _ yLow: Int, _ yHigh: Int,
        _ forwardMin: Int, _ forwardMax: Int, _ backwardMin: Int, _ backwardMax: Int
    ) -> (Int, Int) {
        let offset = y.count + 1
        var forwardBest = -1
        var forwardX = xLow
        for d in stride(from: forwardMax, through: forwardMin, by: -2) {
            var i = min(forward[d + offset], xHigh)
            var j = i - d
            if yHigh < j {
                i = yHigh + d
                j = yHigh
            }
            if forwardBest < i + j {
                forwardBest = i + j
                forwardX = i
            }
        }
        var backwardBest = Int.max
        var backwardX = xHigh
        for d in stride(from: backwardMax, through: backwardMin, by: -2) {
            var i = max(xLow, backward[d + offset])
            var j = i - d
            if j < yLow {
                i = yLow + d
                j = yLow
            }
            if i + j < backwardBest {
                backwardBest = i + j
                backwardX = i
            }
        }
        return (xHigh + yHigh) - backwardBest < forwardBest - (xLow + yLow)
            ? (forwardX, forwardBest - forwardX) : (backwardX, backwardBest - backwardX)
    }
}
