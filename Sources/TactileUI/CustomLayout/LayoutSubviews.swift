import Foundation

/// The subviews of a custom layout (SwiftUI's `LayoutSubviews`): one `LayoutSubview` per view the
/// container's content produced, in order.
///
/// A slice keeps its elements' indices, as `Array`'s do; a selection by indices
/// (`subscript(indices:)`) is indexed from 0.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    let nodes: [ViewNode]
    /// Each element's index among the container's subviews (its place for `LayoutPlacements`).
    let positions: [Int]
    let engine: LayoutEngine
    let placements: LayoutPlacements?
    public let startIndex: Int

    /// The layout direction of the container's environment.
    public let layoutDirection: LayoutDirection

    package init(nodes: [ViewNode], engine: LayoutEngine, placements: LayoutPlacements?, layoutDirection: LayoutDirection) {
        self.init(nodes: nodes, positions: Array(nodes.indices), startIndex: 0, engine: engine, placements: placements,
                  layoutDirection: layoutDirection)
    }

    private init(nodes: [ViewNode], positions: [Int], startIndex: Int, engine: LayoutEngine, placements: LayoutPlacements?,
                 layoutDirection: LayoutDirection) {
        self.nodes = nodes
        self.positions = positions
        self.startIndex = startIndex
        self.engine = engine
        self.placements = placements
        self.layoutDirection = layoutDirection
    }

    public var endIndex: Int { startIndex + nodes.count }

    public subscript(index: Int) -> LayoutSubview {
        let offset = index - startIndex
        return LayoutSubview(node: nodes[offset], engine: engine, index: positions[offset], placements: placements)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        let offsets = (bounds.lowerBound - startIndex)..<(bounds.upperBound - startIndex)
        return LayoutSubviews(nodes: Array(nodes[offsets]), positions: Array(positions[offsets]), startIndex: bounds.lowerBound,
                              engine: engine, placements: placements, layoutDirection: layoutDirection)
    }

    /// The subviews at `indices`, in that order.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        var selected: [ViewNode] = [], selectedPositions: [Int] = []
        for index in indices {
            selected.append(nodes[index - startIndex])
            selectedPositions.append(positions[index - startIndex])
        }
        return LayoutSubviews(nodes: selected, positions: selectedPositions, startIndex: 0, engine: engine,
                              placements: placements, layoutDirection: layoutDirection)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.startIndex == rhs.startIndex && lhs.nodes.count == rhs.nodes.count
            && zip(lhs.nodes, rhs.nodes).allSatisfy { $0 === $1 }
    }
}
