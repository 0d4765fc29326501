import Foundation

/// A container view that arranges other views in a two dimensional layout (SwiftUI's `Grid`).
///
/// Each `GridRow` is a row whose views are cells, one column each (`gridCellColumns(_:)` spans
/// several); any other view is a row of its own that spans every column. Layout:
/// `GridLayoutBehavior`. Unlike the lazy grids, a grid sizes its columns to their widest cell.
public struct Grid<Content: View>: View {
    package let alignment: Alignment
    package let horizontalSpacing: CGFloat?
    package let verticalSpacing: CGFloat?
    package let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: EmptyView { EmptyView() }
}

/// A horizontal row in a two dimensional grid container (SwiftUI's `GridRow`). Outside a `Grid`
/// its views are laid out as a group of them (as SwiftUI).
public struct GridRow<Content: View>: View {
    package let alignment: VerticalAlignment?
    package let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: EmptyView { EmptyView() }
}

extension View {
    /// Tells a view that acts as a cell in a grid to span the specified number of columns.
    public consuming func gridCellColumns(_ count: Int) -> some View {
        modifier(GridCellColumnsModifier(count: count))
    }
}

/// `gridCellColumns(_:)`: a passthrough-like node that records the span.
package struct GridCellColumnsModifier: WrappingModifier {
    let count: Int
    package var behavior: any NodeBehavior { GridCellSpanBehavior(columns: max(1, count)) }
}

/// The span of a grid cell; lays out like a passthrough node.
package struct GridCellSpanBehavior: NodeBehavior {
    package let columns: Int
}

private struct GridGeometryKey: EnvironmentKey {
    static let defaultValue: GridGeometry? = nil
}

extension EnvironmentValues {
    /// The grid whose rows the views below are (nil outside a grid and inside a cell).
    var gridGeometry: GridGeometry? {
        get { self[GridGeometryKey.self] }
        set { self[GridGeometryKey.self] = newValue }
    }
}

extension Grid: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let geometry = GridGeometry()
        let rows = context.child(.content).transformingEnvironment {
            $0.gridGeometry = geometry
            $0.stackAxis = .vertical
        }.nodes(for: content)
        let behavior = GridLayoutBehavior(alignment: alignment,
                                          horizontalSpacing: horizontalSpacing ?? LayoutDefaults.stackSpacing,
                                          verticalSpacing: verticalSpacing ?? LayoutDefaults.stackSpacing,
                                          geometry: geometry)
        return [context.node(behavior, children: rows)]
    }
}

extension GridRow: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        guard let geometry = context.environment.gridGeometry else {
            return context.child(.content).nodes(for: content)
        }
        let cells = context.child(.content).transformingEnvironment {
            $0.gridGeometry = nil
            $0.stackAxis = .horizontal
        }.nodes(for: content)
        return [context.node(GridRowBehavior(alignment: alignment, geometry: geometry), children: cells)]
    }
}
