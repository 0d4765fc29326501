import TactileUI

/// A view's identity as a value that may cross threads (`ViewIdentity` shares mutable links): its
/// path of components, written out, and its hash. How a found element, a value, names its view.
///
/// Invariant: two keys are equal exactly when they were made from equal identities — the path
/// names every component, and the hash (of the same components, in this process) tells apart
/// the rare components whose written forms coincide (an `id` of `1` and of `"1"`).
struct ViewIdentityKey: Hashable, Sendable {
    let path: String
    let hash: Int

    init(_ identity: ViewIdentity) {
        path = identity.description
        hash = identity.hashValue
    }

    /// Whether `identity` is the one this key was made from (or one equal to it).
    func matches(_ identity: ViewIdentity) -> Bool { identity.hashValue == hash && identity.description == path }
}
