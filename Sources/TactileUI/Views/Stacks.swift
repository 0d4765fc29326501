import Foundation

/// A view that arranges its children in a vertical line (SwiftUI's `VStack`).
/// `spacing` nil means `LayoutDefaults.stackSpacing`.
public struct VStack<Content: View>: View {
    package let alignment: HorizontalAlignment
    package let spacing: CGFloat?
    package let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: EmptyView { EmptyView() }
}

/// A view that arranges its children in a horizontal line (SwiftUI's `HStack`).
/// `spacing` nil means `LayoutDefaults.stackSpacing`.
public struct HStack<Content: View>: View {
    package let alignment: VerticalAlignment
    package let spacing: CGFloat?
    package let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: EmptyView { EmptyView() }
}

/// A view that overlays its children, aligned in both axes (SwiftUI's `ZStack`).
public struct ZStack<Content: View>: View {
    package let alignment: Alignment
    package let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: EmptyView { EmptyView() }
}

extension VStack: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let behavior = StackBehavior(axis: .vertical, alignment: alignment.fraction, spacing: spacing ?? LayoutDefaults.stackSpacing,
                                     customAlignment: alignment.custom)
        return [context.node(behavior, children: context.stackContent(content, axis: .vertical))]
    }
}

extension HStack: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let behavior = StackBehavior(axis: .horizontal, alignment: alignment.fraction, spacing: spacing ?? LayoutDefaults.stackSpacing,
                                     customAlignment: alignment.custom)
        return [context.node(behavior, children: context.stackContent(content, axis: .horizontal))]
    }
}

extension ZStack: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        [context.node(ZStackBehavior(alignment: alignment), children: context.stackContent(content, axis: nil))]
    }
}

extension EvaluationContext {
    /// Evaluates a container's content below `.content`, telling spacers which axis they are in.
    package func stackContent<Content: View>(_ content: Content, axis: Axis?) -> [ViewNode] {
        child(.content).transformingEnvironment { $0.stackAxis = axis }.nodes(for: content)
    }
}
