import Foundation

/// A group of keyframes that define the path of one animatable value (SwiftUI's
/// `KeyframeTrackContent`, iOS 17): the keyframe types (`LinearKeyframe`, `CubicKeyframe`,
/// `SpringKeyframe`, `MoveKeyframe`), what `KeyframeTrackContentBuilder` builds from them, or a
/// type of your own whose `body` is such content.
///
/// Invariant: the keyframes play one after another in the order they are written, each from
/// where the one before it left the value (`KeyframePath`).
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Self.Body.Value
    associatedtype Body: KeyframeTrackContent

    /// The keyframes this content is made of.
    @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }

    /// Tactile's: appends this content's keyframes, in order, to `keyframes`. A type of your own
    /// leaves it to the default, which appends its body's.
    func _appendKeyframes(to keyframes: inout _KeyframeList<Self.Value>)
}

extension KeyframeTrackContent where Value == Body.Value {
    public func _appendKeyframes(to keyframes: inout _KeyframeList<Value>) {
        body._appendKeyframes(to: &keyframes)
    }
}

/// The keyframes of one track in order (the content of a `KeyframeTrack`, as its
/// `KeyframeTrackContent` appends them). Its contents are Tactile's own.
public struct _KeyframeList<Value: Animatable> {
    var segments: [KeyframeSegment<Value>] = []

    init() {}

    mutating func append(_ segment: KeyframeSegment<Value>) { segments.append(segment) }
}
