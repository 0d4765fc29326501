/// The view value a `ViewRecord` last ran its body with, in a box of the view's own type.
///
/// Invariant: a record's body is a `ViewValueBox<V>` (a subclass) for the `V` whose
/// `ObjectIdentifier` is the record's `viewType`, so code that has checked `viewType` may
/// `unsafeDowncast` it. Compared with keeping the value as `Any`, reading it back needs no
/// dynamic cast (the runtime's `findDynamicValueAndType`, about 650 instructions per body,
/// docs/PERFORMANCE.md "Incremental view graph"), and a new value is stored in place rather than in a new
/// existential box (a view of more than three words is a malloc per evaluation as `Any`).
package class ViewValueBox<V>: RecordBody {
    /// Unchecked: read and written once per evaluation of the record, never while borrowed.
    @exclusivity(unchecked) package var value: V

    /// `ComparisonPlan.of(V.self)` and `LinkPlan.of(V.self)`, looked up once per record rather
    /// than on every comparison and evaluation (each a look-up in a type-keyed dictionary, one of
    /// them behind a lock: ≈ 400 instructions per view per pass together).
    package private(set) lazy var comparisonPlan = ComparisonPlan.of(V.self)
    package private(set) lazy var linkPlan = LinkPlan.of(V.self)

    package init(_ value: V) { self.value = value }
}
