import Foundation

extension View {
    /// Plays `effect` on the symbols in this view while `isActive` (the Symbols framework's
    /// `symbolEffect(_:options:isActive:)`, iOS 17). Accepted: the symbols are drawn as without
    /// it, laid out and hit as before (`SymbolEffect`).
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                      isActive: Bool = true) -> some View {
        self
    }

    /// Plays `effect` on the symbols in this view once each time `value` changes (the Symbols
    /// framework's `symbolEffect(_:options:value:)`, iOS 17). Accepted: the symbols are drawn as
    /// without it, laid out and hit as before (`SymbolEffect`).
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                                  value: U) -> some View {
        self
    }

    /// Removes the symbol effects of this view's symbols (SwiftUI's `symbolEffectsRemoved(_:)`,
    /// iOS 17): here none is drawn in either case.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        self
    }
}
