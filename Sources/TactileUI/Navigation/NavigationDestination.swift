extension View {
    /// Associates a destination view with a presented data type for use within a navigation stack
    /// (SwiftUI's `navigationDestination(for:destination:)`): a value of type `D` on the stack's
    /// path shows `destination(value)`. Registered with the enclosing stack when this view is
    /// evaluated; outside a stack it does nothing.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier(destination: destination))
    }
}

package struct NavigationDestinationModifier<D: Hashable, C: View>: PrimitiveModifier {
    let destination: (D) -> C

    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        if let navigation = context.environment.navigationContext {
            let destination = destination
            navigation.destinations[ObjectIdentifier(D.self)] = { value in (value.base as? D).map { AnyView(destination($0)) } }
        }
        return content(context.child(.content))
    }
}
