import Foundation

// SwiftUI's attributes of an `AttributedString`: `string[range].font = .largeTitle`,
// `.foregroundColor = .red`. A `Text` of the string lays out each run in its own font, kerning and
// tracking (see `TextRun`); its colours and baseline offsets are not drawn.

extension AttributeScopes {
    /// The attributes SwiftUI reads from an attributed string, and Foundation's.
    public struct SwiftUIAttributes: AttributeScope {
        /// The font of a run of text, which its width and height are measured in.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        /// The colour of a run of text.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        /// Not modelled: the colour behind a run of text.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        /// The space added after each character of the run, in points.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        /// The space added after each character of the run, in points (wins over `kern`).
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        /// Not modelled: how far a run of text sits above the baseline, in points.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }

        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes (`link`, `inlinePresentationIntent`…).
        public let foundation: FoundationAttributes
    }

    /// SwiftUI's attributes.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name: `string.font`, `string[range].foregroundColor`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T
    {
        self[T.self]
    }
}
