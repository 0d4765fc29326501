/// Sets or limits the Dynamic Type size of its content (SwiftUI's `dynamicTypeSize(_:)`): a
/// size replaces the environment's; a range clamps the environment's size into it.
package struct DynamicTypeSizeModifier: EnvironmentModifier {
    /// The sizes allowed, smallest first (one for the single-size form).
    let allowed: [DynamicTypeSize]

    package func update(_ environment: inout EnvironmentValues, in context: EvaluationContext) {
        guard let smallest = allowed.first, let largest = allowed.last else { return }
        environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, smallest), largest)
    }
}

extension View {
    /// Sets the Dynamic Type size within the view to `size`.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modifier(DynamicTypeSizeModifier(allowed: [size]))
    }

    /// Limits the Dynamic Type size within the view to `range`: a size outside it is replaced by
    /// the nearest size inside it. An empty range leaves the size unchanged.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifier(DynamicTypeSizeModifier(allowed: DynamicTypeSize.allCases.filter { range.contains($0) }))
    }
}
