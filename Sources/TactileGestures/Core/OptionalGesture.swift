/// `Optional` is a gesture (S-57): `nil` behaves as a gesture that always fails, so
/// `.gesture(done ? nil : press)` is legal and attaches nothing that can succeed.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public typealias Body = Never

    public func _makeGestureNode() -> _GestureNode<Wrapped.Value> {
        switch self {
        case .some(let gesture): gesture._makeGestureNode()
        case .none: FailingNode()
        }
    }
}
