import Foundation

/// A view modifier whose `animatableData` animates (SwiftUI's `AnimatableModifier`, deprecated
/// since iOS 16 in favour of `Animatable` on the modifier itself).
///
/// What it does here (docs/COMPATIBILITY.md): the modifier is applied as any `ViewModifier`. Its
/// `animatableData` is **not interpolated**: Tactile does not evaluate a body once per animation
/// frame, so in an animated change the body is evaluated with the new value at once. The
/// animatable modifiers the body applies (`offset`, `opacity`, `scaleEffect`, `rotationEffect`,
/// `frame`, a shape's data, …) still animate from their old values to the new ones with the
/// change's animation, so a body whose output is linear in the data draws as in SwiftUI; code
/// that watches intermediate values — a completion callback fired when the data reaches its
/// target — sees the target at the start of the animation rather than at its end. The host sets
/// `animatableData` (to the value) each time it updates the modifier, as SwiftUI does, so a
/// `didSet` on it runs (`ModifiedContent.present`).
public protocol AnimatableModifier: Animatable, ViewModifier {}
