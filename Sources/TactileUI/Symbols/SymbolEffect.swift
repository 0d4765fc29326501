import Foundation

/// An animation of an SF Symbol's layers (the Symbols framework's `SymbolEffect`, which
/// `import SwiftUI` brings): bounce, pulse, wiggle and the rest, with their variants.
///
/// Invariant: an effect is a value naming the effect and the variants chosen on it
/// (`.bounce.up.byLayer`), equal when both match. Tactile draws symbols from its own outlines,
/// without Apple's layer annotations, so an effect changes nothing drawn, laid out or hit
/// (docs/COMPATIBILITY.md); the symbol is drawn as without it.
public protocol SymbolEffect: Hashable, Sendable {}

/// An effect played once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect that plays for as long as it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that shows or hides a symbol (`transition(.symbolEffect(_:options:))`).
public protocol TransitionSymbolEffect: SymbolEffect {}

/// An effect that replaces one symbol with another (`contentTransition(.symbolEffect(_:options:))`).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// How a symbol effect plays (the Symbols framework's `SymbolEffectOptions`): how often it
/// repeats and how fast. Recorded on the effect's modifier; nothing plays here.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How an effect repeats (iOS 18).
    public struct RepeatBehavior: Hashable, Sendable {
        /// The count of plays, nil for no limit.
        package let count: Int?
        /// Seconds between plays of a periodic repeat (nil: back to back).
        package let delay: Double?

        /// Plays continuously, with no pause between plays.
        public static var continuous: RepeatBehavior { RepeatBehavior(count: nil, delay: nil) }

        /// Plays `count` times (nil: without end), `delay` seconds apart.
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(count: count, delay: delay)
        }
    }

    /// The repeat behaviour, nil for the effect's own default.
    package var repeatBehavior: RepeatBehavior?
    /// The multiple of the effect's normal speed.
    package var speedMultiplier: Double = 1

    /// The effect's own default: no change of speed or repeats.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeats without end.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
    /// Plays once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }

    /// Plays `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    /// Repeats as `behavior` says.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions().repeat(behavior) }
    /// Plays at `speed` times its normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// These options, repeating without end.
    public var repeating: SymbolEffectOptions { self.repeat(.continuous) }
    /// These options, playing once.
    public var nonRepeating: SymbolEffectOptions { self.repeat(1) }

    /// These options, playing `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self.repeat(.periodic(max(1, count))) }

    /// These options, repeating as `behavior` says.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var copy = self
        copy.repeatBehavior = behavior
        return copy
    }

    /// These options at `speed` times the normal speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speedMultiplier = speed
        return copy
    }
}
