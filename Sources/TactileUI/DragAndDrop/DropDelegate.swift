/// What a drop destination does as a drag comes, moves, leaves and is released over it
/// (SwiftUI's `DropDelegate`), in this order: `validateDrop` once when the drag enters (false:
/// the view is not a destination for this drag), `dropEntered`, `dropUpdated` on entering and
/// on every move over it (nil proposes `.copy`), then either `dropExited` when the drag leaves
/// or is cancelled, or — on release — `performDrop` when the last proposal was `.copy` or `.move`
/// (`dropExited` when it was `.cancel` or `.forbidden`).
@MainActor
public protocol DropDelegate {
    func validateDrop(info: DropInfo) -> Bool
    func performDrop(info: DropInfo) -> Bool
    func dropEntered(info: DropInfo)
    func dropUpdated(info: DropInfo) -> DropProposal?
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Accepts every drag the modifier's types let through (SwiftUI's default).
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}
