/// The elements of a host's accessibility tree that meet every predicate of a query, found when
/// `ViewHost.elements(matching:)` ran — XCUIElementQuery's `firstMatch`, `element` and
/// `allElementsBoundByIndex`, as `first`, `only` and `all`:
///
/// ```swift
/// let save = try host.elements(matching: .type(.button), .label("Save")).only
/// let rows = host.elements(matching: .trait(.isStaticText)).all
/// ```
///
/// Invariants: `all` is in reading order (VoiceOver's, with each scroll view listed before its
/// content); the query is a value — it does not follow the tree after it was made (query again
/// to see changes); `first` and `only` throw `AccessibilityElementQueryError`, whose message lists
/// the candidates, rather than return nil.
public struct AccessibilityElementQuery: Sendable, CustomStringConvertible {
    /// The predicates every match meets.
    public let predicates: [AccessibilityElementPredicate]
    /// Every matching element, in reading order.
    public let all: [AccessibilityElementSnapshot]
    /// Every element of the tree when the query ran, matching or not (for the error of no match).
    let candidates: [AccessibilityElementSnapshot]

    init(predicates: [AccessibilityElementPredicate], candidates: [AccessibilityElementSnapshot]) {
        self.predicates = predicates
        self.candidates = candidates
        all = candidates.filter { element in predicates.allSatisfy { $0.matches(element) } }
    }

    /// How many elements match.
    public var count: Int { all.count }

    /// Whether any element matches (XCUIElement's `exists`).
    public var exists: Bool { !all.isEmpty }

    /// The first match in reading order. Throws `.noMatch`, listing every element, when none matches.
    public var first: AccessibilityElementSnapshot {
        get throws(AccessibilityElementQueryError) {
            guard let element = all.first else { throw error(.noMatch) }
            return element
        }
    }

    /// The one match. Throws `.noMatch`, listing every element, when none matches, and
    /// `.multipleMatches`, listing the matches, when several do.
    public var only: AccessibilityElementSnapshot {
        get throws(AccessibilityElementQueryError) {
            guard let element = all.first else { throw error(.noMatch) }
            guard all.count == 1 else { throw error(.multipleMatches) }
            return element
        }
    }

    /// The predicates joined by ", " (`type == .button, label == "Save"`); "any element" for none.
    public var description: String {
        predicates.isEmpty ? "any element" : predicates.map(\.description).joined(separator: ", ")
    }

    private func error(_ reason: AccessibilityElementQueryError.Reason) -> AccessibilityElementQueryError {
        AccessibilityElementQueryError(reason: reason, query: description, candidates: reason == .noMatch ? candidates : all)
    }
}
