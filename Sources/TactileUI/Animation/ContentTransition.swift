import Foundation

/// How a view's content changes when it is replaced in an animated transaction (SwiftUI's
/// `ContentTransition`, iOS 16): text that counts, a symbol replaced with an effect.
///
/// Invariant: recorded and accepted; here the new content is drawn at once, at the start of the
/// transaction, for every kind — there is no cross-fade of glyphs or symbol layers. The view's
/// other animatable values (its frame, offset, opacity, colour) animate as without it.
public struct ContentTransition: Equatable, Sendable {
    private enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        case numericText(countsDown: Bool?, value: Double?)
        case symbolEffect(options: SymbolEffectOptions)
    }

    private let kind: Kind

    /// The content is replaced without a transition.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// The content's glyphs interpolate where they can.
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// Symbols are replaced with the default symbol effect.
    public static let symbolEffect = ContentTransition(kind: .symbolEffect(options: .default))

    /// Digits roll as numeric text, downwards when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown, value: nil))
    }

    /// Digits roll up or down as `value` rises or falls (iOS 17).
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: nil, value: value))
    }

    /// Symbols are replaced with `effect` (iOS 17).
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T,
                                                                                    options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(kind: .symbolEffect(options: options))
    }
}

extension View {
    /// How this view's content changes when it is replaced (SwiftUI's `contentTransition(_:)`,
    /// iOS 16). Accepted: the new content is drawn at once (`ContentTransition`).
    public func contentTransition(_ transition: ContentTransition) -> some View {
        self
    }
}
