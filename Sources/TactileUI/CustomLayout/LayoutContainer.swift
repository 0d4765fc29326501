import Foundation

/// The view a layout makes of its content (`Layout.callAsFunction(_:)`): one node laid out by
/// the layout (`CustomLayoutBehavior`), whose children are the content's views.
///
/// A `Spacer` in the content grows along the layout's `stackOrientation` (for `AnyLayout`, its
/// current layout's).
package struct LayoutContainer<L: Layout, Content: View>: View {
    let layout: L
    let content: Content

    package var body: EmptyView { EmptyView() }
}

extension LayoutContainer: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let axis = (layout as? AnyLayout)?.stackOrientation ?? L.layoutProperties.stackOrientation
        let behavior = CustomLayoutBehavior(layout: layout, layoutDirection: context.environment.layoutDirection)
        return [context.node(behavior, children: context.stackContent(content, axis: axis))]
    }
}
