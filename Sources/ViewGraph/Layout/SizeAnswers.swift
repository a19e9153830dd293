import Foundation

/// The sizes a view chose for the proposals it was asked, since it last changed.
///
/// Most views are asked one proposal (a row of a stack, the label of a button), so the first answer
/// is kept inline and only a view asked more than one keeps a dictionary: a long list of rows holds
/// one small value per row instead of a dictionary per row. Lookup is by the proposal's `==`, as a
/// dictionary's is, so a proposal that is not equal to itself (a NaN length) is never found.
struct SizeAnswers: Sequence {
    /// The answers to the proposals after the first.
    private var more: [ProposedViewSize: CGSize]?
    private var firstSize = CGSize.zero
    private var storedFirstProposal = PackedProposal()
    /// The first proposal answered, or nil when none was.
    private var firstProposal: ProposedViewSize? {
        get { storedFirstProposal.proposal }
        set { storedFirstProposal = PackedProposal(newValue) }
    }

    /// No answers.
    init() {}

    var isEmpty: Bool { firstProposal == nil }

    /// The size chosen for `proposal`, if it was asked; setting nil forgets it.
    subscript(proposal: ProposedViewSize) -> CGSize? {
        get {
            if let firstProposal, firstProposal == proposal { return firstSize }
            return more?[proposal]
        }
        set {
            if let firstProposal, firstProposal == proposal {
                guard let newValue else {
                    forgetFirst()
                    return
                }
                firstSize = newValue
            } else if firstProposal == nil, more == nil {
                guard let newValue else { return }
                firstProposal = proposal
                firstSize = newValue
            } else {
                if more == nil, newValue == nil { return }
                more = more ?? [:]
                more![proposal] = newValue
                if more!.isEmpty { more = nil }
            }
        }
    }

    /// Forgets every answer.
    mutating func removeAll() { self = SizeAnswers() }

    /// Forgets the first answer; one of the others, if any, takes its place.
    private mutating func forgetFirst() {
        firstProposal = nil
        firstSize = .zero
        guard let next = more?.first else { return }
        more![next.key] = nil
        if more!.isEmpty { more = nil }
        firstProposal = next.key
        firstSize = next.value
    }

    struct Iterator: IteratorProtocol {
        fileprivate let answers: SizeAnswers
        fileprivate var isPastFirst = false
        fileprivate var more: Dictionary<ProposedViewSize, CGSize>.Iterator?

        mutating func next() -> (key: ProposedViewSize, value: CGSize)? {
            if !isPastFirst {
                isPastFirst = true
                more = answers.more?.makeIterator()
                if let proposal = answers.firstProposal { return (proposal, answers.firstSize) }
                return nil
            }
            return more?.next()
        }
    }

    func makeIterator() -> Iterator { Iterator(answers: self) }
}
