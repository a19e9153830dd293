import Foundation

// The runs of a `Text`: the stretches of it set in one font, which `TextLayout` lays out together.
//
// A `Text` is one run unless it is made of parts:
//
// - `Text("a") + Text("b").font(.title)`: each part is a run in its own font. What is set on the
//   whole (`(Text("a") + Text("b")).bold()`) applies to every part as the environment's font
//   changes do, and what a part sets on itself wins over it, as the text's own font wins over the
//   environment's (Apple's `Text.font(_:)`: "font modifiers … that you apply directly to a Text
//   view override" those around it; assumed the same between a concatenation and its parts).
// - An image inside text (`Text(Image(systemName: "star"))`, or interpolated in a key,
//   `Text("\(Image(systemName: "star")) 4.5")`): a run of one object-replacement character
//   (U+FFFC, the character Foundation's attributed strings hold for an attachment), as wide as the
//   image. A symbol is drawn in the font of the text it is in (SF Symbols are "designed to
//   integrate seamlessly with San Francisco", Apple's HIG), so it takes the estimated size of a
//   symbol in that font (`SymbolMetrics`) and the font's ascent and descent; any other image sits
//   on the baseline at its own size (NSTextAttachment's bounds start at the baseline).
// - A `Text` interpolated in a key (`Text("Total: \(Text("5").bold())")`) is its own runs inside
//   the key's.
// - An `AttributedString` (`Text(attributed)`): one run per stretch of equal attributes, in its
//   `font` (the environment's when the run has none), with its `kern` and `tracking`.

/// A stretch of text in one font, or an image inside text.
struct TextRun: Equatable {
    /// The characters; an image is one `attachmentCharacter`.
    var string: String
    /// The font the characters are set in (and a symbol is sized by).
    var font: FontMetrics
    /// The image's room on the line, when the run is an image.
    var attachment: Attachment?

    /// How much room an image inside text takes on its line.
    struct Attachment: Equatable {
        var width: CGFloat
        /// How far it reaches above the baseline.
        var ascent: CGFloat
        /// How far it reaches below the baseline.
        var descent: CGFloat
    }

    /// The character an image stands as inside text (U+FFFC OBJECT REPLACEMENT CHARACTER).
    static let attachmentCharacter: Character = "\u{FFFC}"

    /// The same run with its font (and a symbol) at `scale` times its size.
    func scaled(by scale: CGFloat) -> TextRun {
        var copy = self
        copy.font = font.scaled(by: scale)
        copy.attachment = attachment.map {
            Attachment(width: $0.width * scale, ascent: $0.ascent * scale, descent: $0.descent * scale)
        }
        return copy
    }

    /// The run of `image` inside text set in `font`.
    static func image(_ image: Image, in font: FontMetrics) -> TextRun {
        let attachment: Attachment
        if image.isSymbol {
            let side = SymbolMetrics.size(in: font).width
            attachment = Attachment(width: side, ascent: font.ascender, descent: font.descender)
        } else {
            attachment = Attachment(width: Image.assetImageSide, ascent: Image.assetImageSide, descent: 0)
        }
        return TextRun(string: String(attachmentCharacter), font: font, attachment: attachment)
    }
}

extension Text {
    /// The text's runs in `environment`, each in its own font.
    func runs(in environment: EnvironmentValues) -> [TextRun] {
        switch storage {
        case .concatenation(let lhs, let rhs):
            let parts = partEnvironment(in: environment)
            return lhs.runs(in: parts) + rhs.runs(in: parts)
        case .image(let image):
            let own = textEnvironment(in: environment)
            return [TextRun.image(image, in: FontMetrics(font: own.font, in: own))]
        default:
            let own = textEnvironment(in: environment)
            return [TextRun(string: string(in: environment), font: FontMetrics(font: own.font, in: own))]
        }
    }

    /// The environment a concatenation's parts are set in: the whole's font changes, as if made
    /// around the parts (a part's own changes then win over them).
    func partEnvironment(in environment: EnvironmentValues) -> EnvironmentValues {
        var result = environment
        for change in fontChanges {
            switch change {
            case .font(let font): result.font = font ?? environment.font
            case .bold(let isActive): result.fontAdjustments.isBold = isActive
            case .italic(let isActive): result.fontAdjustments.isItalic = isActive
            case .weight(let weight): result.fontAdjustments.weight = weight
            case .monospacedDigit: result.fontAdjustments.hasMonospacedDigits = true
            case .monospaced(let isActive): result.fontAdjustments.isMonospaced = isActive
            case .design(let design): result.fontAdjustments.design = design
            case .width(let width): result.fontAdjustments.width = width
            case .kerning(let points): result.letterSpacing.kerning = points
            case .tracking(let points): result.letterSpacing.tracking = points
            case .allowsTightening(let flag): result.allowsTightening = flag
            }
        }
        return result
    }

    /// Whether the text is more than one run.
    var hasRuns: Bool {
        switch storage {
        case .concatenation, .image: true
        default: false
        }
    }
}

extension Text {
    /// Text of an attributed string's runs: each stretch of equal attributes in its own `font`,
    /// `kern` and `tracking` (the environment's where the run sets none).
    init(attributedRuns content: AttributedString) {
        var parts: [Text] = []
        for run in content.runs {
            var part = Text(verbatim: String(content[run.range].characters))
            if let font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self] { part = part.font(font) }
            if let kerning = run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self] {
                part = part.kerning(kerning)
            }
            if let tracking = run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self] {
                part = part.tracking(tracking)
            }
            if let color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] {
                part = part.foregroundColor(color)
            }
            parts.append(part)
        }
        guard let first = parts.first else {
            self.init(verbatim: "")
            return
        }
        self = parts.dropFirst().reduce(first, +)
    }
}
