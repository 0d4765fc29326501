extension ViewGraph {
    /// Every node that draws — the leaves of the view tree (a shape, colour, image or text) — in
    /// drawing order, including views whose removal transition still draws them, as of the last
    /// `update()`. What a test's `ViewHost.drawnViews` lists and what a lab export expects of them:
    /// both read this one list, so an exported expectation names the view the test will find.
    package var drawnLeaves: [ViewNode] {
        func leaves(_ node: ViewNode) -> [ViewNode] {
            node.children.isEmpty ? [node] : node.drawnChildren.flatMap(leaves)
        }
        return roots.flatMap(leaves)
    }
}
