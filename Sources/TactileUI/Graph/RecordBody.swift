/// What a `ViewRecord` runs when its body runs: the view value it last ran with, and how to run
/// that view's body. A class per kind of record (a composite view, a user's `ViewModifier`, the
/// graph's roots), so running a body calls a method: a record made again or reused makes no
/// closure per evaluation (a closure over a generic view is a malloc each time it is formed).
@MainActor
package class RecordBody {
    /// Runs the body at `context` (links persistent properties, evaluates `body`). Every
    /// subclass implements it; this class is never instantiated on its own.
    package func evaluate(_ context: EvaluationContext) -> [ViewNode] {
        preconditionFailure("\(type(of: self)) does not implement RecordBody.evaluate(_:)")
    }

    /// The name of the composite view type whose `body` this runs (`String(describing:)`), nil
    /// for a user modifier's body and the root: what the lab's selectable mode looks up in source.
    package var compositeViewTypeName: String? { nil }
}
