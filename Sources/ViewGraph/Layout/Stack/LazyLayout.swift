/// How a lazy container builds its rows: as they come into view along its axis, `columns` to a line.
struct LazyLayout: Equatable {
    enum Kind: Equatable { case list, stack, grid }
    var kind: Kind
    var axis: Axis
    /// The space between lines the container was given; nil for a lazy stack made with `spacing:
    /// nil`, whose rows are each pair as far apart as the two prefer (`LazyStackLayout.swift`).
    var spacing: Double?
    var columns: Int = 1

    /// The length of a row before any has been measured: a list row's 44 points, a line of text.
    var unmeasuredRowLength: Double { kind == .list ? 44 : 20 }
    /// The space between two lines of rows: none in a list, whose rows carry their own margins; a
    /// grid's 8 points when it was given none; for a stack with none, the standard spacing stands for
    /// the pairs not measured yet.
    var lineSpacing: Double { kind == .list ? 0 : spacing ?? defaultSpacing }
    /// Whether each pair of lines is as far apart as the two rows prefer.
    var spacesPairwise: Bool { kind == .stack && spacing == nil }
}
