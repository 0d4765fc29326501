import Foundation

/// A type-erased layout (SwiftUI's `AnyLayout`): switching the layout a container uses —
/// `let layout = compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())` then
/// `layout { … }` — keeps the container and its subviews (their identity and state), and only
/// moves them, as in SwiftUI.
///
/// Invariant: every `Layout` method forwards to the wrapped layout with its own cache; after a
/// switch to a layout of another type, the old cache is dropped and the new layout's made.
/// The wrapped layout's `animatableData` does not animate through `AnyLayout` here (SwiftUI's
/// does); the subviews' new frames animate as any frames do.
public struct AnyLayout: Layout {
    /// The wrapped layout's cache, of its own type.
    public struct Cache {
        var value: Any
    }

    let base: any Layout

    public init<L: Layout>(_ layout: L) {
        base = (layout as? AnyLayout)?.base ?? layout
    }

    /// The wrapped layout's stack orientation, for the `Spacer`s of its content.
    var stackOrientation: Axis? { type(of: base).layoutProperties.stackOrientation }

    /// The stack behaviour of the wrapped layout when it is a built-in one.
    var builtInBehavior: (any NodeBehavior)? { (base as? any BuiltInLayout)?.stackBehavior }

    public func makeCache(subviews: Subviews) -> Cache {
        func make<Base: Layout>(_ base: Base) -> Cache { Cache(value: base.makeCache(subviews: subviews) as Any) }
        return make(base)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<Base: Layout>(_ base: Base) {
            guard var value = cache.value as? Base.Cache else {
                cache.value = base.makeCache(subviews: subviews)
                return
            }
            base.updateCache(&value, subviews: subviews)
            cache.value = value
        }
        update(base)
    }

    /// Runs `body` with `base`'s own cache, made first when `cache` holds another type's (a switch).
    private static func withCache<Base: Layout, Result>(of base: Base, in cache: inout Cache, subviews: Subviews,
                                                        _ body: (inout Base.Cache) -> Result) -> Result {
        var value = cache.value as? Base.Cache ?? base.makeCache(subviews: subviews)
        defer { cache.value = value }
        return body(&value)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func spacing<Base: Layout>(_ base: Base) -> ViewSpacing {
            Self.withCache(of: base, in: &cache, subviews: subviews) { base.spacing(subviews: subviews, cache: &$0) }
        }
        return spacing(base)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func size<Base: Layout>(_ base: Base) -> CGSize {
            Self.withCache(of: base, in: &cache, subviews: subviews) {
                base.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
            }
        }
        return size(base)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func place<Base: Layout>(_ base: Base) {
            Self.withCache(of: base, in: &cache, subviews: subviews) {
                base.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
            }
        }
        place(base)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func alignment<Base: Layout>(_ base: Base) -> CGFloat? {
            Self.withCache(of: base, in: &cache, subviews: subviews) {
                base.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
            }
        }
        return alignment(base)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func alignment<Base: Layout>(_ base: Base) -> CGFloat? {
            Self.withCache(of: base, in: &cache, subviews: subviews) {
                base.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
            }
        }
        return alignment(base)
    }
}
