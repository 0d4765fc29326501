import Foundation

/// One problem `ViewHost.performAccessibilityAudit(for:_:)` found, as `XCUIAccessibilityAuditIssue`
/// reports one: its kind, the element (with its frame) and what is wrong, short and in full.
///
/// Invariant: `element` is the element VoiceOver would reach for the problem — for a gesture on
/// a view that forms no element (a shape, a stack of separate texts), the view itself as an
/// element with no label and no traits (what VoiceOver is missing), framed where it is drawn.
public struct AccessibilityAuditIssue: Equatable, Sendable, CustomStringConvertible {
    /// The check that found it: exactly one kind.
    public let auditType: AccessibilityAuditType
    /// The element concerned; its `frame` is where it is drawn.
    public let element: AccessibilityElementSnapshot
    /// A few words naming the problem ("Hit region too small").
    public let compactDescription: String
    /// What is wrong and how to fix it (for `.trait` and `.action`, tactile-lint's wording).
    public let detailedDescription: String

    /// The frame of `element` on the canvas.
    public var frame: CGRect { element.frame }

    /// `<type>: <compact> — <element summary>: <detailed>`, on one line.
    public var description: String {
        "\(auditType) \(compactDescription) — \(element.summary): \(detailedDescription)"
    }
}
