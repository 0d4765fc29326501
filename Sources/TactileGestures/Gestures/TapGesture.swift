/// A gesture that recognizes one or more taps (SwiftUI's `TapGesture`). S-10…S-12.
///
/// Discrete: it is never `active`, so `onChanged`/`updating` never fire; `onEnded` fires at the
/// final touch-up. `count` ≤ 0 is a programmer error, reported by a precondition (SwiftUI traps).
public struct TapGesture: Gesture {
    public typealias Value = Void
    public typealias Body = Never

    /// The required number of taps to complete the tap gesture.
    public var count: Int

    public init(count: Int = 1) {
        precondition(count > 0, "TapGesture(count: \(count)): count must be at least 1")
        self.count = count
    }

    public func _makeGestureNode() -> _GestureNode<Void> {
        TapNode(count: count, label: "TapGesture(count: \(count))") { _, _ in () }
    }
}
