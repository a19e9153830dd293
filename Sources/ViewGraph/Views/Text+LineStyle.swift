extension Text {
    /// How a line drawn through or under text looks: its pattern and colour (Apple's
    /// `Text.LineStyle`, iOS 16). The engine draws no lines; a text keeps whether it has one.
    public struct LineStyle: Hashable, Sendable {
        /// The pattern of the line.
        let pattern: Pattern
        /// The colour of the line; nil for the text's own.
        let color: Color?

        /// A line of `pattern`, in `color` (nil: the text's colour).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        /// The pattern a line is drawn in: solid, dotted, dashed, or dashes and dots.
        public struct Pattern: Hashable, Sendable {
            let name: String
            /// A solid line.
            public static let solid = Pattern(name: "solid")
            /// A dotted line.
            public static let dot = Pattern(name: "dot")
            /// A dashed line.
            public static let dash = Pattern(name: "dash")
            /// Dashes and dots, alternating.
            public static let dashDot = Pattern(name: "dashDot")
            /// A dash, then two dots, over and over.
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }
}
