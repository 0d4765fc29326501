import Foundation

/// A drop destination in the view tree: what each drop modifier (`onDrop`, `dropDestination`)
/// becomes, the same callbacks a `DropDelegate` has. Carried by its node's behaviour
/// (`DropTargetBehavior`) and replaced at each evaluation, so the closures are always the
/// latest body's.
@MainActor
final class DropTarget {
    /// The content types a drag must offer one of (nil: any, `dropDestination` checks by decoding).
    let contentTypes: [UTType]?
    let validate: (DropInfo) -> Bool
    let entered: (DropInfo) -> Void
    let updated: (DropInfo) -> DropProposal?
    let exited: (DropInfo) -> Void
    let perform: (DropInfo) -> Bool

    init(contentTypes: [UTType]?, validate: @escaping (DropInfo) -> Bool, entered: @escaping (DropInfo) -> Void,
         updated: @escaping (DropInfo) -> DropProposal?, exited: @escaping (DropInfo) -> Void, perform: @escaping (DropInfo) -> Bool) {
        self.contentTypes = contentTypes
        self.validate = validate
        self.entered = entered
        self.updated = updated
        self.exited = exited
        self.perform = perform
    }

    /// Whether this destination takes `info`'s drag: it offers one of `contentTypes`, and the
    /// destination's own check agrees.
    func accepts(_ info: DropInfo) -> Bool {
        if let contentTypes, !info.hasItemsConforming(to: contentTypes) { return false }
        return validate(info)
    }
}

/// The node of a drop modifier: passes its content through and carries its `DropTarget`, found
/// by the drag session on the hit path under the finger.
struct DropTargetBehavior: NodeBehavior {
    let target: DropTarget

    func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse {
        previous.sameKind(self) != nil ? .sizesAndPlacement : .none
    }
}
