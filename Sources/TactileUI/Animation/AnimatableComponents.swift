import Foundation

/// Animatable data the host can take apart into the numbers its animator interpolates
/// (`AnimatableVector`) and put back together: the scalars, `AnimatablePair`s of such data and
/// `EmptyAnimatableData`.
///
/// Invariant: `make(from:)` consumes exactly the components `append(to:)` wrote, in order.
package protocol AnimatableComponents {
    func append(to components: inout [Double])
    static func make(from components: inout ArraySlice<Double>) -> Self?
}

extension Double: AnimatableComponents {
    package func append(to components: inout [Double]) { components.append(self) }
    package static func make(from components: inout ArraySlice<Double>) -> Double? { components.popFirst() }
}

extension Float: AnimatableComponents {
    package func append(to components: inout [Double]) { components.append(Double(self)) }
    package static func make(from components: inout ArraySlice<Double>) -> Float? { components.popFirst().map(Float.init) }
}

extension CGFloat: AnimatableComponents {
    package func append(to components: inout [Double]) { components.append(Double(self)) }
    package static func make(from components: inout ArraySlice<Double>) -> CGFloat? { components.popFirst().map { CGFloat($0) } }
}

extension EmptyAnimatableData: AnimatableComponents {
    package func append(to components: inout [Double]) {}
    package static func make(from components: inout ArraySlice<Double>) -> EmptyAnimatableData? { EmptyAnimatableData() }
}

extension AnimatablePair: AnimatableComponents where First: AnimatableComponents, Second: AnimatableComponents {
    package func append(to components: inout [Double]) {
        first.append(to: &components)
        second.append(to: &components)
    }

    package static func make(from components: inout ArraySlice<Double>) -> AnimatablePair? {
        guard let first = First.make(from: &components), let second = Second.make(from: &components) else { return nil }
        return AnimatablePair(first, second)
    }
}

extension Animatable {
    /// `animatableData` as the animator's vector, or nil when the host cannot take it apart
    /// (or there is nothing to animate).
    package var animatableVector: AnimatableVector? {
        guard let data = animatableData as? any AnimatableComponents else { return nil }
        var components: [Double] = []
        data.append(to: &components)
        return components.isEmpty ? nil : AnimatableVector(components)
    }

    /// A copy whose `animatableData` is rebuilt from `vector`; self when it does not fit.
    package func withAnimatableVector(_ vector: AnimatableVector) -> Self {
        guard let type = AnimatableData.self as? any AnimatableComponents.Type else { return self }
        var components = vector.values[...]
        guard let data = type.make(from: &components) as? AnimatableData, components.isEmpty else { return self }
        var copy = self
        copy.animatableData = data
        return copy
    }
}
