/// Why `AccessibilityElementQuery.first` or `.only` found no single element: a value, with a
/// message that says what was asked and lists what was there to find.
///
/// Invariant: `candidates` is never silently cut — for `.noMatch` it is every element of the tree
/// (so the message shows what the query could have meant), for `.multipleMatches` every match (so
/// it shows what tells them apart); each is listed on its own line as
/// `AccessibilityElementSnapshot.summary` writes it.
public struct AccessibilityElementQueryError: Error, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Hashable {
        /// No element meets the query.
        case noMatch
        /// More than one element meets the query, and `.only` wants exactly one.
        case multipleMatches
    }

    public let reason: Reason
    /// The query, as `AccessibilityElementQuery.description` says it.
    public let query: String
    /// Every element of the tree (`.noMatch`) or every match (`.multipleMatches`), in reading order.
    public let candidates: [AccessibilityElementSnapshot]

    public var description: String {
        let header: String
        switch reason {
        case .noMatch:
            header = candidates.isEmpty
                ? "No accessibility element matches \(query): the tree has no elements."
                : "No accessibility element matches \(query). The \(candidates.count) element\(candidates.count == 1 ? "" : "s") on screen:"
        case .multipleMatches:
            header = "\(candidates.count) accessibility elements match \(query), and .only needs exactly one "
                + "(narrow the query, or take .first):"
        }
        return ([header] + candidates.map { "  " + $0.summary }).joined(separator: "\n")
    }
}
