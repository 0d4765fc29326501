extension ViewIdentity {
    /// The identity as text that is the same in every process that builds the same tree:
    /// `/body/0/content/id(Swift.Int:3)/type(CounterView)`. (`description` names an `AnyView`'s
    /// content by a hash of its type, which differs from process to process.)
    package var stablePath: String {
        var text = ""
        for component in components {
            text += "/"
            switch component {
            case .id(let id): text += "id(\(String(reflecting: type(of: id.base))):\(String(describing: id.base)))"
            case .type(let type): text += "type(\(StateSnapshot.typeName(of: type, qualified: false)))"
            default: text += component.description
            }
        }
        return text.isEmpty ? "/" : text
    }
}
