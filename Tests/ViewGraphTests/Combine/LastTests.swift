import Foundation
import Testing

@testable import ViewGraph

private struct Odd: Error, Equatable {}

extension EngineTests {
    @Test("last() sends nothing until upstream finishes, then its last value and the finish")
    func lastWaitsForTheEnd() {
        var values: [Int] = []
        var finished = 0
        let subject = PassthroughSubject<Int, Never>()
        let subscription = subject.last().sink(
            receiveCompletion: { _ in finished += 1 }, receiveValue: { values.append($0) })
        subject.send(1)
        subject.send(2)
        #expect(values.isEmpty)
        subject.send(3)
        subject.send(completion: .finished)
        #expect(values == [3])
        #expect(finished == 1)
        _ = subscription
    }

    @Test("last() of a stream that finishes with no value sends only the finish; a failure drops the value kept")
    func lastWithNothingOrAFailure() {
        var values: [Int] = []
        var completions: [String] = []
        let empty = PassthroughSubject<Int, Never>()
        let first = empty.last().sink(
            receiveCompletion: { _ in completions.append("finished") }, receiveValue: { values.append($0) })
        empty.send(completion: .finished)
        let failing = PassthroughSubject<Int, Odd>()
        let second = failing.last().sink(
            receiveCompletion: { completion in
                if case .failure = completion { completions.append("failed") }
            }, receiveValue: { values.append($0) })
        failing.send(7)
        failing.send(completion: .failure(Odd()))
        #expect(values.isEmpty)
        #expect(completions == ["finished", "failed"])
        _ = (first, second)
    }

    @Test("last(where:) keeps the last value that passes; tryLast(where:) ends with the error its predicate throws")
    func lastWhere() {
        var evens: [Int] = []
        let subject = PassthroughSubject<Int, Never>()
        let even = subject.last(where: { $0.isMultiple(of: 2) }).sink { evens.append($0) }
        var tried: [Int] = []
        var failure: Error?
        let trying = subject.tryLast(where: { value in
            if value == 5 { throw Odd() }
            return true
        }).sink(
            receiveCompletion: { completion in
                if case .failure(let error) = completion { failure = error }
            }, receiveValue: { tried.append($0) })
        for value in [2, 4, 5, 7] { subject.send(value) }
        subject.send(completion: .finished)
        #expect(evens == [4])
        #expect(tried.isEmpty)
        #expect(failure is Odd)
        _ = (even, trying)
    }
}
