/// A type-erased gesture (SwiftUI's `AnyGesture`). S-58.
///
/// Invariant: it recognizes exactly what the gesture it wraps recognizes.
public struct AnyGesture<Value>: Gesture {
    public typealias Body = Never
    private let makeNode: () -> _GestureNode<Value>

    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        makeNode = { gesture._makeGestureNode() }
    }

    public func _makeGestureNode() -> _GestureNode<Value> { makeNode() }
}
