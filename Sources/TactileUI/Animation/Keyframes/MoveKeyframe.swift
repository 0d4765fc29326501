import Foundation

/// A keyframe the value jumps to (SwiftUI's `MoveKeyframe`, iOS 17): it takes no time, and the
/// next keyframe starts from `to` at rest.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value

    /// A keyframe that sets the value to `to` at once.
    public init(_ to: Value) { self.to = to }

    public var body: MoveKeyframe<Value> { self }

    public func _appendKeyframes(to keyframes: inout _KeyframeList<Value>) {
        keyframes.append(.move(to: to))
    }
}
