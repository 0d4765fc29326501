import Testing
@testable import TactileUI

/// `EnvironmentValues` shares one storage between copies until one of them changes (copy on
/// write): a copy never sees another's change.
@MainActor
@Suite("Environment storage")
struct EnvironmentStorageTests {
    @Test("a change to one copy of an environment is not seen by the others")
    func copiesAreIndependent() {
        var original = EnvironmentValues()
        original.isEnabled = false
        var copy = original
        copy.isEnabled = true
        copy.font = .title
        copy.stackAxis = .horizontal
        #expect(original.isEnabled == false)
        #expect(original.font == nil)
        #expect(original.stackAxis == nil)
        #expect(copy.isEnabled && copy.font == .title && copy.stackAxis == .horizontal)
        // A fresh environment is not changed by changes to others made from the shared default.
        #expect(EnvironmentValues().isEnabled)
        #expect(EnvironmentValues().font == nil)
    }

    @Test("changed fields: none between copies, exactly the changed ones after a change")
    func changedFields() {
        let all: EnvironmentReads.Fields = [.font, .isEnabled, .stackAxis, .transaction, .custom]
        var first = EnvironmentValues()
        first.font = .body
        var second = first
        #expect(first.changedFields(comparedTo: second, in: all).isEmpty)
        second.stackAxis = .vertical
        #expect(first.changedFields(comparedTo: second, in: all) == [.stackAxis])
        second.stackAxis = nil
        #expect(first.changedFields(comparedTo: second, in: all).isEmpty, "equal values in different storage")
        second.isEnabled = false
        #expect(first.changedFields(comparedTo: second, in: [.font]).isEmpty, "only the fields asked about")
    }
}
