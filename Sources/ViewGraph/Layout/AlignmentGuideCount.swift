import Foundation

/// How many views set alignment guides of their own (`alignmentGuide`, a custom layout), so that a
/// tree with none answers every guide by its default without searching.
@MainActor
enum AlignmentGuideCount {
    static var value = 0
}
