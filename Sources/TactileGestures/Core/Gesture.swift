/// An instance that matches a sequence of events to a gesture, and returns a stream of values for
/// each of its states (SwiftUI's `Gesture`). S-58.
///
/// Primitive gestures (`TapGesture`, `DragGesture`, …) have `Body == Never` and make their own
/// recognizer. Custom gestures declare `var body: some Gesture`, to any depth of composition;
/// their `Value` is their body's `Value`, as in SwiftUI.
public protocol Gesture<Value> {
    /// The type of value the gesture produces.
    associatedtype Value
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture

    /// The content and behavior of the gesture.
    var body: Body { get }

    /// Makes the recognizer for one attempt. Implemented by primitives; custom gestures get it from `body`.
    func _makeGestureNode() -> _GestureNode<Value>
}

extension Gesture where Value == Body.Value {
    public func _makeGestureNode() -> _GestureNode<Value> { body._makeGestureNode() }
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body; the engine never asks for it.
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive gesture: it recognizes touches itself and has no body")
    }
}

extension Never: Gesture {
    public typealias Value = Never
    public typealias Body = Never
    public var body: Never { switch self {} }
    public func _makeGestureNode() -> _GestureNode<Never> { switch self {} }
}
