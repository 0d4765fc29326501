/// A builder block's views, read one by one (a `tabItem { Image(…); Text(…) }`, a context
/// menu's buttons): what a control that draws each part on its own needs.
@MainActor
protocol BuilderBlockParts {
    var builderBlockParts: [any View] { get }
}

extension TupleView: BuilderBlockParts {
    var builderBlockParts: [any View] { children }
}
