import Foundation

/// Builds a track's keyframes from the statements of a closure (SwiftUI's
/// `KeyframeTrackContentBuilder`, iOS 17): keyframes in sequence, `if`/`else`, and `for` loops.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeSequence(parts: components)
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first component: First)
        -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .first(component))
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second component: Second)
        -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .second(component))
    }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframePair(first: accumulated, second: next)
    }

    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        KeyframeSequence<Value, MoveKeyframe<Value>>(parts: [])
    }

    /// One of two branches of track content (an `if`/`else` in the builder).
    public struct Conditional<ConditionalValue: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
    where First.Value == ConditionalValue, Second.Value == ConditionalValue {
        enum Storage {
            case first(First)
            case second(Second)
        }

        let storage: Storage

        public var body: Self { self }

        public func _appendKeyframes(to keyframes: inout _KeyframeList<ConditionalValue>) {
            switch storage {
            case .first(let content): content._appendKeyframes(to: &keyframes)
            case .second(let content): content._appendKeyframes(to: &keyframes)
            }
        }
    }
}

/// Two pieces of track content, one after the other.
struct KeyframePair<Value: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
where First.Value == Value, Second.Value == Value {
    let first: First
    let second: Second

    var body: Self { self }

    func _appendKeyframes(to keyframes: inout _KeyframeList<Value>) {
        first._appendKeyframes(to: &keyframes)
        second._appendKeyframes(to: &keyframes)
    }
}

/// Track content repeated by a `for` loop (or none, for an empty builder), in order.
struct KeyframeSequence<Value: Animatable, Part: KeyframeTrackContent>: KeyframeTrackContent where Part.Value == Value {
    let parts: [Part]

    var body: Self { self }

    func _appendKeyframes(to keyframes: inout _KeyframeList<Value>) {
        for part in parts { part._appendKeyframes(to: &keyframes) }
    }
}
