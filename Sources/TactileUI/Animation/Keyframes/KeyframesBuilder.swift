import Foundation

/// Builds keyframes from the statements of a closure (SwiftUI's `KeyframesBuilder`, iOS 17):
/// `KeyframeTrack`s played together, or — for an `Animatable` value — keyframes written directly,
/// which make one track animating the whole value.
@resultBuilder
public struct KeyframesBuilder<Value> {
    // Keyframes written directly: one track of the whole value.

    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    public static func buildArray<K: KeyframeTrackContent>(_ components: [K]) -> some KeyframeTrackContent<Value> where K.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildArray(components)
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first component: First)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildEither(first: component)
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second component: Second)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildEither(second: component)
    }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    public static func buildPartialBlock<First: KeyframeTrackContent, Next: KeyframeTrackContent>(accumulated: First, next: Next)
        -> some KeyframeTrackContent<Value> where First.Value == Value, Next.Value == Value {
        KeyframePair(first: accumulated, second: next)
    }

    public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content) -> KeyframeTrack<Value, Value, Content>
    where Content.Value == Value {
        KeyframeTrack { component }
    }

    // Tracks: played together.

    public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value {
        first
    }

    public static func buildPartialBlock<First: Keyframes, Next: Keyframes>(accumulated: First, next: Next) -> some Keyframes<Value>
    where First.Value == Value, Next.Value == Value {
        KeyframesPair(first: accumulated, second: next)
    }

    public static func buildBlock() -> some Keyframes<Value> {
        EmptyKeyframes<Value>()
    }

    public static func buildFinalResult<K: Keyframes>(_ component: K) -> K where K.Value == Value {
        component
    }
}
