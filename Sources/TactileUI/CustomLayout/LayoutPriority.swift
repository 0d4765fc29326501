import Foundation

/// `layoutPriority(_:)`: a passthrough node carrying the priority, found by `LayoutTraits`.
package struct LayoutPriorityBehavior: NodeBehavior {
    let priority: Double

    package func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse {
        (previous as? LayoutPriorityBehavior)?.priority == priority ? .sizesAndPlacement : .none
    }
}

package struct LayoutPriorityModifier: WrappingModifier {
    let priority: Double
    package var behavior: any NodeBehavior {
        LayoutTraits.prioritiesInUse = true
        return LayoutPriorityBehavior(priority: priority)
    }
}

extension View {
    /// Sets the priority by which a parent layout apportions space to this view (SwiftUI's
    /// `layoutPriority(_:)`; default 0). `HStack` and `VStack` offer their space to higher
    /// priorities first, keeping back only the minimum lengths of the lower ones
    /// (`StackBehavior`); a custom `Layout` reads it as `LayoutSubview.priority`.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutPriorityModifier(priority: value))
    }
}
