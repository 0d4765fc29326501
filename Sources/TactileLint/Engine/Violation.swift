import SwiftSyntax

/// What a rule reports before the linter turns it into a `Finding`: a position in the tree, a message
/// and, where the fix is mechanical, a correction.
public struct Violation: Sendable {
    public var position: AbsolutePosition
    public var message: String
    public var correction: Correction?

    public init(at position: AbsolutePosition, message: String, correction: Correction? = nil) {
        self.position = position
        self.message = message
        self.correction = correction
    }

    /// A violation located at the first character of `token` (its leading trivia skipped).
    public init(at token: TokenSyntax, message: String, correction: Correction? = nil) {
        self.init(at: token.positionAfterSkippingLeadingTrivia, message: message, correction: correction)
    }
}
