/// A type whose changes can be animated through `animatableData` (SwiftUI's `Animatable`):
/// `GeometryEffect`s and `Shape`s are, and Tactile animates their data as SwiftUI does.
///
/// Invariant: the host interpolates `animatableData` when it is one of the types it can take
/// apart into numbers (`Double`, `Float`, `CGFloat`, `AnimatablePair`s of them,
/// `EmptyAnimatableData`; `AnimatableComponents`); data of another `VectorArithmetic` type is
/// set at once, unanimated (docs/COMPATIBILITY.md). Main-actor isolated like `View` and
/// `ViewModifier`, so an effect's computed `animatableData` satisfies both.
@MainActor @preconcurrency
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}
