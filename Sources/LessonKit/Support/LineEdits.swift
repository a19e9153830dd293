/// One line of the shortest edit from one list of lines to another.
enum LineEdit: Equatable {
    case same(String)
    case removed(String)
    case added(String)

    /// The edits that turn `a` into `b`, by the longest common subsequence; removals come before
    /// additions where either order would do.
    static func between(_ a: [String], _ b: [String]) -> [LineEdit] {
        let n = a.count, m = b.count
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        if n > 0 && m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
        }
        var edits: [LineEdit] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                edits.append(.same(a[i]))
                i += 1
                j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                edits.append(.removed(a[i]))
                i += 1
            } else {
                edits.append(.added(b[j]))
                j += 1
            }
        }
        return edits
    }
}
