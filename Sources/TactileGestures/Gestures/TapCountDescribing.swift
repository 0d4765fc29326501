/// A gesture that is, at heart, a tap with a known count: what the host reads to apply S-68
/// (between two views, the tap with fewer taps waits for the one with more to fail).
///
/// Invariant: `describedTapCount` is the count of the tap the gesture recognizes, or nil when
/// it is not a tap (callback wrappers and `map` forward their content's count).
package protocol TapCountDescribing {
    var describedTapCount: Int? { get }
}

extension TapGesture: TapCountDescribing {
    package var describedTapCount: Int? { count }
}

extension SpatialTapGesture: TapCountDescribing {
    package var describedTapCount: Int? { count }
}

extension _EndedGesture: TapCountDescribing {
    package var describedTapCount: Int? { (content as? any TapCountDescribing)?.describedTapCount }
}

extension _MapGesture: TapCountDescribing {
    package var describedTapCount: Int? { (content as? any TapCountDescribing)?.describedTapCount }
}

extension Optional: TapCountDescribing where Wrapped: Gesture {
    package var describedTapCount: Int? { flatMap { ($0 as? any TapCountDescribing)?.describedTapCount } }
}

extension GestureStateGesture: TapCountDescribing {
    package var describedTapCount: Int? { (base as? any TapCountDescribing)?.describedTapCount }
}
