import Foundation

/// Reads what a view tells its layout container — `layoutPriority(_:)` and
/// `layoutValue(key:value:)` — from a container's child node.
///
/// As SwiftUI's view traits, the values pass through the modifiers around the view that set
/// them: the walk goes down the child's modifier nodes (`modifierTypes`: padding, frames,
/// offsets, effects, background and overlay — into their content), and stops at anything else
/// (a container, a leaf), so a value set inside a nested stack is that stack's child's, not the
/// outer container's. The first value met from the outside wins, as the outermost modifier's
/// does in SwiftUI.
///
/// Invariant: the walk compares type identities (no cast) except at a background or overlay,
/// so a stack asks every child at every layout without allocating.
@MainActor
package enum LayoutTraits {
    /// The behaviours of modifiers that keep a view's traits: the walk enters their content.
    private static let modifierTypes: Set<ObjectIdentifier> = [
        ObjectIdentifier(PassthroughBehavior.self), ObjectIdentifier(AlignmentGuideBehavior.self),
        ObjectIdentifier(LayoutPriorityBehavior.self), ObjectIdentifier(LayoutValueBehavior.self),
        ObjectIdentifier(PaddingBehavior.self), ObjectIdentifier(FrameBehavior.self),
        ObjectIdentifier(FlexibleFrameBehavior.self), ObjectIdentifier(FixedSizeBehavior.self),
        ObjectIdentifier(OffsetBehavior.self), ObjectIdentifier(OpacityBehavior.self),
        ObjectIdentifier(ScaleBehavior.self), ObjectIdentifier(RotationBehavior.self),
        ObjectIdentifier(ShadowBehavior.self), ObjectIdentifier(BlurBehavior.self),
        ObjectIdentifier(ClipBehavior.self), ObjectIdentifier(ColorEffectBehavior.self),
        ObjectIdentifier(BlendModeBehavior.self), ObjectIdentifier(AspectRatioBehavior.self),
        ObjectIdentifier(SafeAreaPaddingBehavior.self), ObjectIdentifier(IgnoresSafeAreaBehavior.self),
    ]
    /// Whether any `layoutPriority(_:)` was ever applied in this process: until one is, stacks
    /// skip looking for priorities, so code that never sets one pays nothing for the feature.
    package static var prioritiesInUse = false
    private static let secondaryLayer = ObjectIdentifier(SecondaryLayerBehavior.self)
    private static let priorityType = ObjectIdentifier(LayoutPriorityBehavior.self)
    private static let valueType = ObjectIdentifier(LayoutValueBehavior.self)

    /// The node inside `node` whose traits are the view's, after `node`'s own: the content of a
    /// trait-keeping modifier, or nil.
    private static func content(of node: ViewNode) -> ViewNode? {
        let type = node.behaviorType
        if type == secondaryLayer {
            guard let layer = node.presentedBehavior as? SecondaryLayerBehavior,
                  node.children.indices.contains(layer.contentIndex) else { return nil }
            return node.children[layer.contentIndex]
        }
        guard node.children.count == 1, modifierTypes.contains(type) else { return nil }
        return node.children[0]
    }

    /// `child`'s layout priority: the outermost `layoutPriority(_:)` on it, else 0.
    package static func priority(of child: ViewNode) -> Double {
        var node: ViewNode? = child
        while let current = node {
            if current.behaviorType == priorityType, let behavior = current.presentedBehavior as? LayoutPriorityBehavior {
                return behavior.priority
            }
            node = content(of: current)
        }
        return 0
    }

    /// `child`'s value for `key`: the outermost `layoutValue(key:value:)` for it, else the key's default.
    package static func value<Key: LayoutValueKey>(_ key: Key.Type, of child: ViewNode) -> Key.Value {
        let id = ObjectIdentifier(key)
        var node: ViewNode? = child
        while let current = node {
            if current.behaviorType == valueType, let behavior = current.presentedBehavior as? LayoutValueBehavior,
               behavior.key == id, let value = behavior.value as? Key.Value {
                return value
            }
            node = content(of: current)
        }
        return Key.defaultValue
    }
}
