/// A gesture whose value is another gesture's value transformed (SwiftUI's `_MapGesture`). S-53.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    public typealias Body = Never
    let content: Content
    let body_: (Content.Value) -> Value

    @usableFromInline init(content: Content, body_: @escaping (Content.Value) -> Value) {
        self.content = content
        self.body_ = body_
    }

    public func _makeGestureNode() -> _GestureNode<Value> {
        let node = content._makeGestureNode()
        return MapNode(node, label: "map(\(node.label))", transform: body_)
    }
}

extension Gesture {
    /// Returns a gesture that's the result of mapping the value of this gesture into a new value.
    /// Inlinable (as SwiftUI's is): see `onEnded(_:)`.
    @inlinable public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, body_: body)
    }
}
