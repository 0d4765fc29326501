import Testing
@testable import TactileUI

/// `ViewIdentity`'s links: appending a component again reuses the first child link while it
/// lives, and makes a new, equal one once it is gone.
@Suite("Identity links")
struct ViewIdentityLinkTests {
    @Test("appending the same component again shares the live first child's links")
    func sharesLiveFirstChild() {
        let parent = ViewIdentity([.body, .content])
        let first = parent.appending(.index(0))
        let again = parent.appending(.index(0))
        #expect(again.sharesLinks(with: first))
        let other = parent.appending(.index(1))
        #expect(!other.sharesLinks(with: first))
        #expect(other != first)
    }

    @Test("after the first child is gone, appending makes a new link equal to the old identity")
    func firstChildGone() {
        let parent = ViewIdentity([.body])
        var description = ""
        var hash = 0
        do {
            let child = parent.appending(.slot("label"))
            description = child.description
            hash = child.hashValue
        }
        // The child's link is gone: its deinit cleared the parent's reference, so this does not
        // return a dangling link (it would crash or compare wrongly under the sanitizers).
        let fresh = parent.appending(.slot("label"))
        #expect(fresh.description == description)
        #expect(fresh.hashValue == hash)
        #expect(fresh == ViewIdentity([.body, .slot("label")]))
        let deeper = fresh.appending(.content)
        #expect(deeper.components == [.body, .slot("label"), .content])
    }
}
