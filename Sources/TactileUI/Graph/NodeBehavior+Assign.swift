extension NodeBehavior {
    /// Replaces this value with `new`, which must be of this value's type (`New.self == Self.self`).
    ///
    /// Called on a node's `behavior` (`ViewNode.update`), it writes the new behaviour into the
    /// existential's storage in place. Assigning a new existential instead frees the old one's
    /// box and allocates another for a behaviour over three words (`ColorFillBehavior`,
    /// `FrameBehavior`): a malloc and a free per node updated. A box shared with a copy is copied
    /// first, as for any mutation of an existential, so no copy sees the change.
    package mutating func assign<New: NodeBehavior>(_ new: consuming New) {
        precondition(New.self == Self.self, "NodeBehavior.assign: \(New.self) is not \(Self.self)")
        Self.store(new, at: &self)
    }

    /// Moves `new` into `pointer`'s memory, destroying the value there (of the same type).
    /// A pointer argument, not a `withUnsafeMutablePointer` closure: a main-actor closure handed
    /// to the standard library checks its executor on every call.
    @inline(__always)
    private static func store<New>(_ new: consuming New, at pointer: UnsafeMutablePointer<Self>) {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: New.self).pointee = new
    }
}
