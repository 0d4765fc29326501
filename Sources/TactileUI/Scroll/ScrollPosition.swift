import Foundation
import TactileGestures

/// A type that defines the semantic position of where a scroll view is scrolled within its
/// content (SwiftUI's `ScrollPosition`, iOS 18): a view by its id, a point, an edge, or where
/// the user left it. `scrollPosition(_:anchor:)` binds one to the first scroll view below.
///
/// Tactile (docs/ARCHITECTURE-HOST.md, "Scrolling"): a value written to the binding that the
/// scroll view did not write itself scrolls it after the next layout (animated with the
/// animation of the transaction that wrote it). While the user scrolls (the phase is
/// `interacting` or `decelerating`), the scroll view writes `isPositionedByUser == true` and,
/// with an `idType`, the id of the top-most (leading-most) view of its `scrollTargetLayout()`
/// that shows in the viewport. A position on a view keeps that view where it is in the
/// viewport when the content changes (data reloaded, rows inserted above): the scroll view
/// moves with it, and scrolls back to it when it reappears.
public struct ScrollPosition: Equatable, Sendable {
    /// What the position names.
    enum Target: Equatable, Sendable {
        /// Where the scroll view is (the initial position, or after the user moved it).
        case automatic
        case edge(Edge)
        /// A content offset; a nil coordinate is kept as it is.
        case point(x: CGFloat?, y: CGFloat?)
        case view(PositionID, anchor: UnitPoint?)
    }

    /// The type of the ids a position reports, and how a found id is given back as that type.
    struct IDType: Equatable, Sendable {
        let type: ObjectIdentifier
        let reveal: @Sendable (AnyHashable) -> (any Hashable & Sendable)?
        static func == (lhs: IDType, rhs: IDType) -> Bool { lhs.type == rhs.type }
    }

    var target: Target
    /// The type of the ids the scroll view reports (nil: `Never`, none).
    let idType: IDType?
    /// The top-most view of the scroll target layout when the user positioned the scroll view.
    var scrolledID: PositionID?
    private var positionedByUser = false

    init(target: Target, idType: IDType?) {
        self.target = target
        self.idType = idType
    }

    private static func identifier<T: Hashable & Sendable>(_ type: T.Type) -> IDType? {
        type == Never.self ? nil : IDType(type: ObjectIdentifier(type), reveal: { $0.base as? T })
    }

    /// The id the position names or the user scrolled to, in its hashable form.
    var namedID: AnyHashable? {
        if case .view(let id, _) = target { return id.hashable }
        return scrolledID?.hashable
    }

    /// Creates a new automatic scroll position.
    public init(idType: (some Hashable & Sendable).Type = Never.self) {
        self.init(target: .automatic, idType: Self.identifier(idType))
    }

    /// Creates a new scroll position to be scrolled to the provided edge.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
        self.init(target: .edge(edge), idType: Self.identifier(idType))
    }

    /// Creates a new scroll position to be scrolled to the provided point.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
        self.init(target: .point(x: point.x, y: point.y), idType: Self.identifier(idType))
    }

    /// Creates a new scroll position to be scrolled to the provided value along the x axis.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
        self.init(target: .point(x: x, y: nil), idType: Self.identifier(idType))
    }

    /// Creates a new scroll position to be scrolled to the provided value along the y axis.
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
        self.init(target: .point(x: nil, y: y), idType: Self.identifier(idType))
    }

    /// Creates a new scroll position to be scrolled to the provided x and y values.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) {
        self.init(target: .point(x: x, y: y), idType: Self.identifier(idType))
    }

    /// Creates a new scroll position to a view with a provided identity value.
    public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
        self.init(target: .view(PositionID(id), anchor: anchor), idType: Self.identifier(ID.self))
    }

    /// Whether the scroll view has been positioned by the user. Setting it to true makes the
    /// edge and point nil.
    public var isPositionedByUser: Bool {
        get { positionedByUser }
        set {
            positionedByUser = newValue
            if newValue {
                switch target {
                case .edge, .point: target = .automatic
                case .automatic, .view: break
                }
            }
        }
    }

    /// The positioned edge of the scroll view if configured to be in that position.
    public var edge: Edge? {
        if case .edge(let edge) = target { return edge }
        return nil
    }

    /// The positioned point of the scroll view if configured to be in that position (a
    /// position given along one axis only has none).
    public var point: CGPoint? {
        if case .point(let x?, let y?) = target { return CGPoint(x: x, y: y) }
        return nil
    }

    /// The type-erased id of the view positioned in the scroll view if configured to be in that
    /// position or the user has scrolled past a view with an id of matching type.
    public var viewID: (any Hashable & Sendable)? {
        if case .view(let id, _) = target { return id.value }
        return scrolledID?.value
    }

    /// The id of the view positioned in the scroll view if configured to be in that position or
    /// the user has scrolled past a view with an id of matching type.
    public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? {
        namedID?.base as? T
    }

    private mutating func position(_ target: Target) {
        self.target = target
        positionedByUser = false
        scrolledID = nil
    }

    /// Scrolls the position of the scroll view to a view with a identity value and anchor you provide.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        position(.view(PositionID(id), anchor: anchor))
    }

    /// Scrolls the position of the scroll view to the edge you provide.
    public mutating func scrollTo(edge: Edge) { position(.edge(edge)) }

    /// Scrolls the position of the scroll view to the point you provide.
    public mutating func scrollTo(point: CGPoint) { position(.point(x: point.x, y: point.y)) }

    /// Scrolls the position of the scroll view to the x value you provide.
    public mutating func scrollTo(x: CGFloat) { position(.point(x: x, y: nil)) }

    /// Scrolls the position of the scroll view to the y value you provide.
    public mutating func scrollTo(y: CGFloat) { position(.point(x: nil, y: y)) }

    /// Scrolls the position of the scroll view to the x and y values you provide.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { position(.point(x: x, y: y)) }
}

/// An id a position names: its hashable form, and the value itself when it is known to be
/// `Sendable` (for `viewID`). Unchecked `Sendable`: `hashable` wraps `value`, or an id of a
/// `scrollPosition(id:)` binding, which never leaves the main actor.
struct PositionID: Hashable, @unchecked Sendable {
    let hashable: AnyHashable
    let value: (any Hashable & Sendable)?

    init(_ id: some Hashable & Sendable) {
        hashable = AnyHashable(id)
        value = id
    }

    init(hashable: AnyHashable, value: (any Hashable & Sendable)?) {
        self.hashable = hashable
        self.value = value
    }

    static func == (lhs: PositionID, rhs: PositionID) -> Bool { lhs.hashable == rhs.hashable }
    func hash(into hasher: inout Hasher) { hasher.combine(hashable) }
}

/// A `scrollPosition` binding as the scroll view uses it: read, written, and the anchor of the
/// modifier. Unchecked `Sendable`: only used on the main actor.
struct ScrollPositionBinding: @unchecked Sendable {
    let get: () -> ScrollPosition
    let set: (ScrollPosition) -> Void
    /// Where a view named by id is placed in the viewport (nil: top leading).
    let anchor: UnitPoint?
}

private struct ScrollPositionKey: EnvironmentKey {
    static var defaultValue: ScrollPositionBinding? { nil }
}

extension EnvironmentValues {
    /// The position binding waiting for the first scroll view below.
    var scrollPositionBinding: ScrollPositionBinding? {
        get { self[ScrollPositionKey.self] }
        set { self[ScrollPositionKey.self] = newValue }
    }
}

extension View {
    /// Associates a binding to a scroll position with a scroll view within this view
    /// (`ScrollPosition` says what Tactile reads and writes).
    public consuming func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        let binding = ScrollPositionBinding(get: { position.wrappedValue }, set: { position.wrappedValue = $0 }, anchor: anchor)
        return modifier(_EnvironmentKeyWritingModifier(keyPath: \.scrollPositionBinding, value: binding))
    }

    /// Associates a binding to be updated when a scroll view within this view scrolls: with
    /// `scrollTargetLayout()`, the id of the top-most (leading-most) view; setting it scrolls to
    /// that view, placed at `anchor` (nil: top leading).
    public consuming func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        // The ids are not known to be `Sendable`: the position keeps them only in hashable form.
        let type = ScrollPosition.IDType(type: ObjectIdentifier(ID.self), reveal: { _ in nil })
        let binding = ScrollPositionBinding(
            get: {
                let target = id.wrappedValue.map { ScrollPosition.Target.view(PositionID(hashable: AnyHashable($0), value: nil), anchor: nil) }
                return ScrollPosition(target: target ?? .automatic, idType: type)
            },
            set: { position in
                let new = position.namedID?.base as? ID
                if new != id.wrappedValue { id.wrappedValue = new }
            },
            anchor: anchor)
        return modifier(_EnvironmentKeyWritingModifier(keyPath: \.scrollPositionBinding, value: binding))
    }
}

extension ScrollState {
    /// The scroll view was evaluated with `binding`: a value it did not write itself is a new
    /// position, applied after the next layout with `animation`.
    func positionEvaluated(_ binding: ScrollPositionBinding?, animation: Animation?) {
        positionBinding = binding
        guard let binding else { return }
        let value = binding.get()
        guard value != appliedPosition else { return }
        appliedPosition = value
        pendingPosition = value.isPositionedByUser ? nil : (value, animation)
        registry.stateChanged(self)
    }

    /// After a layout: applies a new position, keeps a view named by the position where it
    /// was (the content changed), or reports where the user scrolled to.
    func updatePosition() {
        guard let binding = positionBinding else { return }
        if let pending = pendingPosition {
            let (position, animation) = pending
            pendingPosition = nil
            positionAnchor = nil
            if case .view(let id, let anchor) = position.target {
                positionAnchor = PositionAnchor(id: id.hashable, anchor: anchor ?? binding.anchor ?? .topLeading, delta: nil)
            }
            if let destination = destination(of: position.target, anchor: binding.anchor) {
                scroll(to: destination, animation: animation)
            } else if case .view(let id, let anchor) = position.target, let node {
                // A row a lazy stack has not made: made first, then scrolled to (`LazyReveal`).
                LazyWindow.reveal(id.hashable, below: node, anchor: anchor ?? binding.anchor ?? .topLeading, animation: animation)
            }
            recordedOffset = offset
            scrolledProgrammatically = false
            return
        }
        let moved = recordedOffset != offset
        recordedOffset = offset
        if isUserPositioned {
            // Reported until the first layout at rest after the user's scroll.
            if phase == .idle { isUserPositioned = false }
            guard moved || appliedPosition?.isPositionedByUser != true else { return }
            var position = appliedPosition ?? ScrollPosition(target: .automatic, idType: nil)
            position.isPositionedByUser = true
            if case .view = position.target { position.target = .automatic }
            let top = position.idType.flatMap { topTarget(ofType: $0) }
            position.scrolledID = top?.id
            positionAnchor = top.map { PositionAnchor(id: $0.id.hashable, anchor: nil, delta: CGPoint(x: $0.rect.minX - offset.x, y: $0.rect.minY - offset.y)) }
            guard position != appliedPosition else { return }
            binding.set(position)
            // Read back what the binding keeps (a `scrollPosition(id:)` keeps only the id).
            appliedPosition = binding.get()
            return
        }
        guard phase == .idle, let anchor = positionAnchor, let node,
              let target = firstNode(carrying: anchor.id, below: node) else { return }
        let rect = contentRect(of: target)
        if scrolledProgrammatically {
            // Another scroll (`ScrollViewProxy.scrollTo`) moved it: the view stays where that put it.
            scrolledProgrammatically = false
            positionAnchor = PositionAnchor(id: anchor.id, anchor: nil, delta: CGPoint(x: rect.minX - offset.x, y: rect.minY - offset.y))
            return
        }
        let destination: CGPoint
        if let delta = anchor.delta {
            destination = CGPoint(x: rect.minX - delta.x, y: rect.minY - delta.y)
        } else {
            destination = offset(showing: rect, anchor: anchor.anchor)
        }
        if clamped(destination) != offset {
            scroll(to: destination, animation: nil)
            scrolledProgrammatically = false
            recordedOffset = offset
        }
    }

    /// Where a position's target puts the offset in the last layout (nil: where it is).
    private func destination(of target: ScrollPosition.Target, anchor: UnitPoint?) -> CGPoint? {
        switch target {
        case .automatic:
            return nil
        case .edge(let edge):
            let maximum = maximumOffset
            switch edge {
            case .top: return CGPoint(x: offset.x, y: 0)
            case .bottom: return CGPoint(x: offset.x, y: maximum.y)
            case .leading: return CGPoint(x: 0, y: offset.y)
            case .trailing: return CGPoint(x: maximum.x, y: offset.y)
            }
        case .point(let x, let y):
            // A point is a content offset as `ScrollGeometry` reports it (margins excluded).
            return CGPoint(x: x.map { $0 + contentInsets.leading } ?? offset.x, y: y.map { $0 + contentInsets.top } ?? offset.y)
        case .view(let id, let viewAnchor):
            guard let node, let target = firstNode(carrying: id.hashable, below: node) else { return nil }
            return offset(showing: contentRect(of: target), anchor: viewAnchor ?? anchor ?? .topLeading)
        }
    }

    /// The top-most (leading-most) view of the scroll target layout with an id of `type` that
    /// shows in the viewport, and its frame in the content.
    private func topTarget(ofType idType: ScrollPosition.IDType) -> (id: PositionID, rect: CGRect)? {
        let vertical = axes.contains(.vertical) || axes.isEmpty
        for (child, rect) in targetViews() {
            guard let id = child.identity.components.last(where: { if case .id = $0 { true } else { false } }),
                  case .id(let value) = id, ObjectIdentifier(type(of: value.base)) == idType.type else { continue }
            let end = vertical ? rect.maxY - offset.y : rect.maxX - offset.x
            if end > configuration.restingDistance { return (PositionID(hashable: value, value: idType.reveal(value)), rect) }
        }
        return nil
    }

    /// The first node below `root`, in source order, whose identity holds the id `id`.
    func firstNode(carrying id: AnyHashable, below root: ViewNode) -> ViewNode? {
        ScrollViewProxy.firstNode(below: root, carrying: .id(id))
    }
}

/// The view a scroll position keeps in place: by its anchor in the viewport (a position set
/// on it) or by its distance from the offset (where the user left it).
struct PositionAnchor {
    let id: AnyHashable
    let anchor: UnitPoint?
    let delta: CGPoint?
}
