import Foundation

/// The built-in symbol effects and their variants (the Symbols framework's `BounceSymbolEffect`,
/// `PulseSymbolEffect`, …): each a value recording the variants chosen on it, in order.
/// Invariant (`SymbolEffect`): none changes what is drawn here.

/// The effect that bounces the symbol (`.bounce`).
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectVariants {
    package var variants: [String] = []

    public var up: BounceSymbolEffect { adding("up") }
    public var down: BounceSymbolEffect { adding("down") }
    public var byLayer: BounceSymbolEffect { adding("byLayer") }
    public var wholeSymbol: BounceSymbolEffect { adding("wholeSymbol") }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

/// The effect that fades the symbol's layers out and in (`.pulse`).
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectVariants {
    package var variants: [String] = []

    public var byLayer: PulseSymbolEffect { adding("byLayer") }
    public var wholeSymbol: PulseSymbolEffect { adding("wholeSymbol") }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

/// The effect that lights the symbol's layers in turn (`.variableColor`).
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectVariants {
    package var variants: [String] = []

    public var iterative: VariableColorSymbolEffect { adding("iterative") }
    public var cumulative: VariableColorSymbolEffect { adding("cumulative") }
    public var reversing: VariableColorSymbolEffect { adding("reversing") }
    public var nonReversing: VariableColorSymbolEffect { adding("nonReversing") }
    public var hideInactiveLayers: VariableColorSymbolEffect { adding("hideInactiveLayers") }
    public var dimInactiveLayers: VariableColorSymbolEffect { adding("dimInactiveLayers") }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

/// The effect that scales the symbol up or down (`.scale`).
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, SymbolEffectVariants {
    package var variants: [String] = []

    public var up: ScaleSymbolEffect { adding("up") }
    public var down: ScaleSymbolEffect { adding("down") }
    public var byLayer: ScaleSymbolEffect { adding("byLayer") }
    public var wholeSymbol: ScaleSymbolEffect { adding("wholeSymbol") }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

/// The effect that shows the symbol (`.appear`).
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, SymbolEffectVariants {
    package var variants: [String] = []

    public var up: AppearSymbolEffect { adding("up") }
    public var down: AppearSymbolEffect { adding("down") }
    public var byLayer: AppearSymbolEffect { adding("byLayer") }
    public var wholeSymbol: AppearSymbolEffect { adding("wholeSymbol") }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

/// The effect that hides the symbol (`.disappear`).
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, SymbolEffectVariants {
    package var variants: [String] = []

    public var up: DisappearSymbolEffect { adding("up") }
    public var down: DisappearSymbolEffect { adding("down") }
    public var byLayer: DisappearSymbolEffect { adding("byLayer") }
    public var wholeSymbol: DisappearSymbolEffect { adding("wholeSymbol") }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

/// The effect that replaces one symbol with another (`.replace`).
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, SymbolEffectVariants {
    package var variants: [String] = []

    public var downUp: ReplaceSymbolEffect { adding("downUp") }
    public var upUp: ReplaceSymbolEffect { adding("upUp") }
    public var offUp: ReplaceSymbolEffect { adding("offUp") }
    public var byLayer: ReplaceSymbolEffect { adding("byLayer") }
    public var wholeSymbol: ReplaceSymbolEffect { adding("wholeSymbol") }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

/// The effect that wiggles the symbol (iOS 18) (`.wiggle`).
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectVariants {
    package var variants: [String] = []

    public var up: WiggleSymbolEffect { adding("up") }
    public var down: WiggleSymbolEffect { adding("down") }
    public var left: WiggleSymbolEffect { adding("left") }
    public var right: WiggleSymbolEffect { adding("right") }
    public var forward: WiggleSymbolEffect { adding("forward") }
    public var backward: WiggleSymbolEffect { adding("backward") }
    public var clockwise: WiggleSymbolEffect { adding("clockwise") }
    public var counterClockwise: WiggleSymbolEffect { adding("counterClockwise") }
    public var byLayer: WiggleSymbolEffect { adding("byLayer") }
    public var wholeSymbol: WiggleSymbolEffect { adding("wholeSymbol") }

    /// Wiggles along `angle` (iOS 18).
    public func custom(angle: Angle) -> WiggleSymbolEffect { adding("custom(\(angle.degrees)°)") }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

/// The effect that rotates the symbol (iOS 18) (`.rotate`).
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectVariants {
    package var variants: [String] = []

    public var clockwise: RotateSymbolEffect { adding("clockwise") }
    public var counterClockwise: RotateSymbolEffect { adding("counterClockwise") }
    public var byLayer: RotateSymbolEffect { adding("byLayer") }
    public var wholeSymbol: RotateSymbolEffect { adding("wholeSymbol") }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

/// The effect that makes the symbol breathe (iOS 18) (`.breathe`).
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectVariants {
    package var variants: [String] = []

    public var plain: BreatheSymbolEffect { adding("plain") }
    public var pulse: BreatheSymbolEffect { adding("pulse") }
    public var byLayer: BreatheSymbolEffect { adding("byLayer") }
    public var wholeSymbol: BreatheSymbolEffect { adding("wholeSymbol") }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

/// An effect that records the variants chosen on it.
package protocol SymbolEffectVariants {
    var variants: [String] { get set }
}

extension SymbolEffectVariants {
    /// This effect with `variant` chosen after the others.
    func adding(_ variant: String) -> Self {
        var copy = self
        copy.variants.append(variant)
        return copy
    }
}
