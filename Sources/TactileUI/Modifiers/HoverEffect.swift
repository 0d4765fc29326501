/// The effect a pointer's hover applies to a view (SwiftUI's `HoverEffect`, iOS 13.4: the
/// highlight or lift an iPad shows under its trackpad or mouse pointer).
///
/// Invariant: a touch host has no pointer, so no effect is ever shown — as on an iPhone, where
/// no pointer ever hovers (docs/COMPATIBILITY.md).
public struct HoverEffect: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case automatic, highlight, lift }
    let kind: Kind

    /// The effect the system picks for the view.
    public static let automatic = HoverEffect(kind: .automatic)
    /// The pointer morphs into the view's shape behind it (a platter).
    public static let highlight = HoverEffect(kind: .highlight)
    /// The view grows and casts a shadow beneath the pointer, which hides.
    public static let lift = HoverEffect(kind: .lift)
}

private struct HoverEffectEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether hover effects below are shown (SwiftUI's `isHoverEffectEnabled`, iOS 17; true by
    /// default, false under `hoverEffectDisabled()`).
    public var isHoverEffectEnabled: Bool {
        get { self[HoverEffectEnabledKey.self] }
        set { self[HoverEffectEnabledKey.self] = newValue }
    }
}

extension View {
    /// Applies a pointer hover effect to the view (SwiftUI's `hoverEffect(_:isEnabled:)`, iOS 17;
    /// the iOS 13.4 form without `isEnabled` is the same call).
    ///
    /// Invariant: accepted, and never shown — a touch host has no pointer (`HoverEffect`); the
    /// view lays out, draws and takes touches exactly as without it.
    public consuming func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        self
    }

    /// Turns hover effects off for the view and its descendants (SwiftUI's
    /// `hoverEffectDisabled(_:)`, iOS 17): sets `isHoverEffectEnabled` to false when `disabled`;
    /// `false` does not turn back on what an ancestor turned off, as in SwiftUI.
    public consuming func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        modifier(HoverEffectDisabledModifier(disabled: disabled))
    }
}

/// `hoverEffectDisabled(_:)`: `true` turns hover effects off below.
package struct HoverEffectDisabledModifier: EnvironmentModifier {
    let disabled: Bool
    package func update(_ environment: inout EnvironmentValues, in context: EvaluationContext) {
        if disabled { environment.isHoverEffectEnabled = false }
    }
}
