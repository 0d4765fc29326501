import Foundation

/// The phase of a pointer hovering over a view (SwiftUI's `HoverPhase`, iOS 16): where the
/// pointer is while it is over the view, then that it left.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this location in the coordinate space asked for.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

extension View {
    /// Adds an action to perform as a pointer moves over the view, and when it leaves (SwiftUI's
    /// `onContinuousHover(coordinateSpace:perform:)`, iOS 16; the iOS 17 form taking any
    /// `CoordinateSpaceProtocol`).
    ///
    /// Invariant: a touch host has no pointer, so the action is never called — as on an iPhone,
    /// where no pointer ever hovers; touches are not hovers — and the view lays out, draws and
    /// takes touches exactly as without it (docs/COMPATIBILITY.md).
    public consuming func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                            perform action: @escaping (HoverPhase) -> Void) -> some View {
        self
    }
}
