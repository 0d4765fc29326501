/// A view that stands for several subviews when a container takes its content apart
/// (`Group(subviews:transform:)`, `ForEach(subviews:content:)`, `_VariadicView.Tree`): a
/// `ViewBuilder` block's views in turn, a `Group`'s content, each element of a `ForEach`, the
/// branch an `if` or `switch` took, an `AnyView`'s view; `EmptyView` stands for none. Any other
/// view is one subview (a leaf), modifiers included — SwiftUI also hands a modified `ForEach` out
/// element by element, which this does not (docs/COMPATIBILITY.md, "Subviews").
///
/// Invariant: a subview's id is the path of these steps from the taken-apart view to it (a
/// `ForEach` element's step is its id), so it is the same at every evaluation while the content's
/// structure and ids are, and two subviews of one view never share an id.
@MainActor
protocol SubviewSource {
    func collectSubviews(at path: [ViewIdentity.Component], into subviews: inout [Subview])
}

extension Subview {
    /// The subviews `view` stands for, in order.
    @MainActor
    static func subviews(of view: some View) -> [Subview] {
        var subviews: [Subview] = []
        collect(view, at: [], into: &subviews)
        return subviews
    }

    @MainActor
    static func collect(_ view: any View, at path: [ViewIdentity.Component], into subviews: inout [Subview]) {
        if let source = view as? any SubviewSource {
            source.collectSubviews(at: path, into: &subviews)
        } else {
            subviews.append(Subview(content: view, id: ID(path: path)))
        }
    }
}

extension EmptyView: SubviewSource {
    func collectSubviews(at path: [ViewIdentity.Component], into subviews: inout [Subview]) {}
}

extension TupleView: SubviewSource {
    func collectSubviews(at path: [ViewIdentity.Component], into subviews: inout [Subview]) {
        for (index, child) in children.enumerated() {
            Subview.collect(child, at: path + [.index(index)], into: &subviews)
        }
    }
}

extension Group: SubviewSource {
    func collectSubviews(at path: [ViewIdentity.Component], into subviews: inout [Subview]) {
        Subview.collect(content, at: path + [.content], into: &subviews)
    }
}

extension ForEach: SubviewSource {
    func collectSubviews(at path: [ViewIdentity.Component], into subviews: inout [Subview]) {
        for element in data {
            Subview.collect(content(element), at: path + [.id(AnyHashable(id(element)))], into: &subviews)
        }
    }
}

extension _ConditionalContent: SubviewSource {
    func collectSubviews(at path: [ViewIdentity.Component], into subviews: inout [Subview]) {
        switch storage {
        case .trueContent(let content): Subview.collect(content, at: path + [.branch(true)], into: &subviews)
        case .falseContent(let content): Subview.collect(content, at: path + [.branch(false)], into: &subviews)
        }
    }
}

extension Optional: SubviewSource where Wrapped: View {
    func collectSubviews(at path: [ViewIdentity.Component], into subviews: inout [Subview]) {
        if case .some(let content) = self { Subview.collect(content, at: path + [.branch(true)], into: &subviews) }
    }
}

extension AnyView: SubviewSource {
    func collectSubviews(at path: [ViewIdentity.Component], into subviews: inout [Subview]) {
        Subview.collect(wrapped, at: path + [.type(ObjectIdentifier(type(of: wrapped)))], into: &subviews)
    }
}
