/// What one compiler error says is missing (docs/SOURCE-COMPATIBILITY.md, "Reading the errors"):
///
/// | the compiler says | the missing API |
/// |---|---|
/// | `cannot find 'X' in scope`, `cannot find type 'X' in scope` | `X` |
/// | `value of type 'T' has no member 'm'`, `type 'T' has no member 'm'` | `T.m` (`T` without generic arguments; an instance member of a view — `some View`, `ModifiedContent`, `Text`, `VStack`… — as `View.m`) |
/// | `cannot infer contextual base in reference to member 'm'` | `.m` |
/// | `no such module 'M'` | `module M` |
/// | `module 'M' has no member named 'X'`, `'X' is unavailable…` | `X` |
/// | extra / missing argument, incorrect label, no exact matches in a call | `callee(labels:)`, read from the call in the source |
/// | anything else | `other: <message>` |
///
/// Cascades are counted as they come: an error caused by an earlier one (a member of a value whose
/// type was not found) is a place of its own.
public struct CompatMissingAPI: Sendable, Equatable, Hashable, Codable {
    public enum Kind: String, Sendable, Codable {
        case symbol, member, module, call, other
    }

    /// The API, as the ranking names it.
    public var name: String
    public var kind: Kind

    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// The API `message` names; `source` is the file's text and `line`/`column` (1-based) where the
    /// error points, used to name the callee of a call the compiler could not match.
    public static func classify(_ message: String, source: String? = nil, line: Int? = nil, column: Int? = nil) -> CompatMissingAPI {
        let quoted = quotedParts(of: message)
        if (message.hasPrefix("cannot find type '") || message.hasPrefix("cannot find '")) && message.hasSuffix("' in scope"), let name = quoted.first {
            return CompatMissingAPI(name: name, kind: .symbol)
        }
        if (message.hasPrefix("value of type '") || message.hasPrefix("type '")) && message.contains("' has no member '"), quoted.count >= 2 {
            var type = typeName(quoted[0])
            // A modifier missing on a view is missing on every view: one API, however the value was made.
            if message.hasPrefix("value of type '"), viewTypes.contains(type) { type = "View" }
            return CompatMissingAPI(name: "\(type).\(quoted[1])", kind: .member)
        }
        if message.hasPrefix("cannot infer contextual base in reference to member '") || message.hasPrefix("reference to member '"), let member = quoted.first {
            return CompatMissingAPI(name: ".\(member)", kind: .member)
        }
        if message.hasPrefix("no such module '"), let module = quoted.first {
            return CompatMissingAPI(name: "module \(module)", kind: .module)
        }
        if message.hasPrefix("module '"), message.contains("' has no member named '"), quoted.count >= 2 {
            return CompatMissingAPI(name: quoted[1], kind: .symbol)
        }
        if message.hasPrefix("'"), message.contains("' is unavailable"), let name = quoted.first {
            return CompatMissingAPI(name: name, kind: .symbol)
        }
        let callMessages = ["extra argument", "extra arguments", "extra trailing closure", "missing argument", "missing arguments",
                            "incorrect argument label", "no exact matches in call to", "argument passed to call that takes no arguments",
                            "generic parameter"]
        if callMessages.contains(where: { message.hasPrefix($0) }) {
            if message.hasPrefix("generic parameter") {
                return CompatMissingAPI(name: "other: \(message)", kind: .other)
            }
            if let source, let line, let column, let call = CompatCallSite.call(in: source, line: line, column: column) {
                return CompatMissingAPI(name: call, kind: .call)
            }
            if message.hasPrefix("no exact matches in call to"), let callee = quoted.first {
                return CompatMissingAPI(name: "\(callee)(…)", kind: .call)
            }
        }
        return CompatMissingAPI(name: "other: \(message)", kind: .other)
    }

    /// SwiftUI's views a modifier is most often called on: an instance member missing on one of these
    /// is named as `View.member` (a static member, `type 'Color' has no member 'systemGray'`, keeps its type).
    static let viewTypes: Set<String> = [
        "View", "Text", "Image", "Button", "Label", "Toggle", "Slider", "Stepper", "Picker", "TextField", "SecureField",
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "Group", "ScrollView",
        "List", "Form", "Section", "ForEach", "NavigationView", "NavigationStack", "NavigationLink", "TabView", "Spacer",
        "Divider", "GeometryReader", "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Path",
        "EmptyView", "ProgressView", "Menu", "Link", "ShareLink", "ScrollViewReader", "Canvas", "TimelineView",
    ]

    /// The parts of `message` between single quotes, in order.
    static func quotedParts(of message: String) -> [String] {
        let pieces = message.split(separator: "'", omittingEmptySubsequences: false)
        return stride(from: 1, to: pieces.count - 1, by: 2).map { String(pieces[$0]) }
    }

    /// A type as the ranking names it: without generic arguments or optionality, and any view
    /// (`some View`, `ModifiedContent<…>`, `_ConditionalContent<…>`) as `View`.
    static func typeName(_ type: String) -> String {
        var name = type
        for prefix in ["some ", "any "] where name.hasPrefix(prefix) { name = String(name.dropFirst(prefix.count)) }
        if let bracket = name.firstIndex(of: "<") { name = String(name[..<bracket]) }
        while name.hasSuffix("?") || name.hasSuffix("!") { name = String(name.dropLast()) }
        if ["ModifiedContent", "_ConditionalContent", "TupleView", "AnyView"].contains(name) { return "View" }
        if name.hasPrefix("SwiftUI.") { name = String(name.dropFirst("SwiftUI.".count)) }
        return name
    }
}
