import Foundation

/// Where a view lives in the hosted tree: the path of structural positions and explicit ids from
/// the root (SwiftUI's structural and explicit identity).
///
/// Invariant: two views evaluated in the same pass never share an identity, and a view keeps its
/// identity across passes as long as its position (and `ForEach` id) does not change.
package struct ViewIdentity: Hashable, CustomStringConvertible {
    package enum Component: Hashable, CustomStringConvertible {
        /// Position `n` in a `TupleView`, or `n`-th node produced by content a modifier wraps.
        case index(Int)
        /// The body of a composite view.
        case body
        /// The content of a modifier, group or container.
        case content
        /// A secondary view of a modifier (background, overlay, a button's label…), by name.
        case slot(String)
        /// The branch taken by `if`/`else`, `switch` or an optional.
        case branch(Bool)
        /// An explicit id (`ForEach`).
        case id(AnyHashable)
        /// The dynamic type of an `AnyView`'s content.
        case type(ObjectIdentifier)

        package var description: String {
            switch self {
            case .index(let index): "\(index)"
            case .body: "body"
            case .content: "content"
            case .slot(let name): name
            case .branch(let value): value ? "then" : "else"
            case .id(let id): "id(\(id))"
            case .type(let type): "type(\(type.hashValue))"
            }
        }
    }

    /// The last component and, through `parent`, the ones before it (nil for the root). Shared
    /// between an identity and those appended to it: appending allocates one link and copies
    /// nothing, and hashing reads the hash the link computed once.
    private let last: Link?

    /// One component of an identity, after the identity of its parent.
    ///
    /// Invariant: `hash` is the hash of the components from the root to this one (equal
    /// identities have equal hashes within a process); `depth` is their count.
    private final class Link {
        let parent: Link?
        let component: Component
        let depth: Int
        let hash: Int
        /// The first child link made below this one and still alive: appending its component
        /// again returns it instead of allocating (a body that runs again rebuilds the same
        /// chain of `.body` and `.content` identities), and identities made from it compare
        /// equal at once. A link does not keep the identities below it alive.
        ///
        /// Invariant: nil or a live link — the child clears it in its `deinit` (it holds its
        /// parent strongly, so the parent is alive then). Not `weak`: a weak reference gives the
        /// child a side table, and every retain and release of a link (every identity copied
        /// into a context, a node, a record) would then take the runtime's slow path.
        unowned(unsafe) var firstChild: Link?

        init(parent: Link?, component: Component) {
            self.parent = parent
            self.component = component
            depth = (parent?.depth ?? 0) + 1
            var hasher = Hasher()
            hasher.combine(parent?.hash ?? 0)
            hasher.combine(component)
            hash = hasher.finalize()
        }

        deinit {
            if let parent, parent.firstChild === self { parent.firstChild = nil }
        }

        /// Whether the chains ending at `a` and `b`, of equal depth, hold equal components.
        static func sameComponents(_ a: Link, _ b: Link) -> Bool {
            unowned(unsafe) var first = a
            unowned(unsafe) var second = b
            while first !== second {
                guard first.hash == second.hash, first.component == second.component else { return false }
                // Equal depths: both have a parent or neither has.
                guard let nextFirst = first.parent, let nextSecond = second.parent else { return true }
                first = nextFirst
                second = nextSecond
            }
            return true
        }
    }

    package init(_ components: [Component] = []) {
        var last: Link?
        for component in components { last = Link(parent: last, component: component) }
        self.last = last
    }

    private init(last: Link?) { self.last = last }

    /// The components from the root, outermost first.
    package var components: [Component] {
        var result: [Component] = []
        var link = last
        while let current = link {
            result.append(current.component)
            link = current.parent
        }
        return result.reversed()
    }

    package static var root: ViewIdentity { ViewIdentity() }

    /// The innermost component (nil for the root).
    package var lastComponent: Component? { last?.component }

    /// Whether this is the root identity (no components).
    package var isRoot: Bool { last == nil }

    /// Whether both are made of the same links, not only of equal components (an identity a
    /// later pass got from links an earlier one kept: `ForEachIdentities`, `PersistentStore.rootChild`).
    package func sharesLinks(with other: ViewIdentity) -> Bool { last === other.last }

    /// This identity or the nearest of its ancestors for which `predicate` holds (nil if none).
    package func nearestAncestorOrSelf(where predicate: (ViewIdentity) -> Bool) -> ViewIdentity? {
        var link = last
        while let current = link {
            let identity = ViewIdentity(last: current)
            if predicate(identity) { return identity }
            link = current.parent
        }
        return nil
    }

    package func appending(_ component: Component) -> ViewIdentity {
        guard let last else { return ViewIdentity(last: Link(parent: nil, component: component)) }
        if let cached = last.firstChild {
            if Self.sameBits(cached.component, component) || cached.component == component { return ViewIdentity(last: cached) }
            return ViewIdentity(last: Link(parent: last, component: component))
        }
        let link = Link(parent: last, component: component)
        last.firstChild = link
        return ViewIdentity(last: link)
    }

    /// Whether `a` and `b` have the same bits: then they are equal (a payload-free case, equal
    /// numbers, or the same string or id storage). Checked before `==`, which copies both
    /// components through the enum's outlined copy and destroy first (≈ 220 instructions per
    /// `appending` of a component the cached link already holds, the usual case).
    @inline(__always)
    private static func sameBits(_ a: Component, _ b: Component) -> Bool {
        withUnsafeBytes(of: a) { first in withUnsafeBytes(of: b) { second in memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0 } }
    }

    /// Equal when the components are: the same link, or links of equal hash and depth whose
    /// components match up to a link both share (identities made below one record share the
    /// record's links, so this usually stops after a few components).
    package static func == (lhs: ViewIdentity, rhs: ViewIdentity) -> Bool {
        guard let first = lhs.last, let second = rhs.last else { return lhs.last == nil && rhs.last == nil }
        if first === second { return true }
        guard first.hash == second.hash, first.depth == second.depth else { return false }
        return Link.sameComponents(first, second)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(last?.hash ?? 0)
    }

    package var description: String { "/" + components.map(\.description).joined(separator: "/") }
}
