import Foundation
import Testing
@testable import TactileGestures

/// What the lab's state panel reads (`StateStorage.valueDescription`): always the current value,
/// though plain data is formatted only once per write.
@Suite("State descriptions")
struct StateDescriptionTests {
    final class Counter: CustomStringConvertible {
        var count = 0
        var description: String { "Counter(\(count))" }
    }

    @Test("a write of plain data is described anew; reading twice without a write gives the same text")
    func plainDataFollowsWrites() {
        let storage = StateStorage(CGSize(width: 1, height: 2))
        #expect(storage.valueDescription == "\(CGSize(width: 1, height: 2))")
        #expect(storage.valueDescription == "\(CGSize(width: 1, height: 2))")
        storage.set(CGSize(width: 3, height: 4), transaction: Transaction())
        #expect(storage.valueDescription == "\(CGSize(width: 3, height: 4))")
        storage.value.width = 5
        #expect(storage.valueDescription == "\(CGSize(width: 5, height: 4))", "an in-place change is a write too")
    }

    @Test("a reference that changes without a write is described as it is now")
    func referencesAreNotKept() {
        let counter = Counter()
        let storage = StateStorage(counter)
        #expect(storage.valueDescription == "Counter(0)")
        counter.count = 7
        #expect(storage.valueDescription == "Counter(7)")
        let holder = StateStorage([counter])
        #expect(holder.valueDescription == "[Counter(7)]")
        counter.count = 8
        #expect(holder.valueDescription == "[Counter(8)]", "an array holding a class is not plain data")
    }
}
