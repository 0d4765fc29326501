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

    package private(set) var components: [Component]

    package init(_ components: [Component] = []) { self.components = components }

    package static var root: ViewIdentity { ViewIdentity() }

    package func appending(_ component: Component) -> ViewIdentity {
        ViewIdentity(components + [component])
    }

    package var description: String { "/" + components.map(\.description).joined(separator: "/") }
}
