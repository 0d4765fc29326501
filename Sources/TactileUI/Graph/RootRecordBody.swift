/// The graph's root record body: makes the root nodes (`ViewGraph`'s root view, its overlays).
package final class RootRecordBody: RecordBody {
    private let makeRoots: @MainActor (EvaluationContext) -> [ViewNode]

    package init(_ makeRoots: @escaping @MainActor (EvaluationContext) -> [ViewNode]) { self.makeRoots = makeRoots }

    override package func evaluate(_ context: EvaluationContext) -> [ViewNode] { makeRoots(context) }
}
