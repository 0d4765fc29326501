import SwiftSyntax

/// A view made to catch taps on the empty space around what it shows: a `.background` painted with a
/// colour nobody can see (`.background(.black.opacity(0.00000000001))`, `.background(Color.clear)`), or a
/// `.contentShape` over a frame that fills both axes (`maxWidth: .infinity, maxHeight: .infinity`).
///
/// With a tap that only takes something away (closes a side panel, dismisses), such a view is the
/// "tap outside to close" surface of a panel or popover, not a control: the panel is closed another
/// way too, and a `Button` over the whole area would announce all of it as one button.
///
/// Invariant: only the chain's own modifiers are read; an invisible colour is `clear` or an
/// `.opacity(x)` literal with `x` below `invisibleOpacity`.
enum HitCatcher {
    /// Opacity below which a colour is invisible: painted only so that hit-testing counts the area.
    static let invisibleOpacity = 0.05

    /// True when the chain makes empty space hit-testable: an invisible background, or a content shape
    /// over a frame filling both axes.
    static func catchesEmptySpace(_ chain: ResolvedChain) -> Bool {
        let invisibleBackground = chain.modifiers.contains { modifier in
            modifier.name == "background" && modifier.call.arguments.first.map { isInvisible($0.expression) } == true
        }
        return invisibleBackground || chain.has("contentShape") && fillsBothAxes(chain)
    }

    /// `clear`, `Color.clear`, `.white.opacity(0.001)`, `Color.black.opacity(0.00000000001)`.
    static func isInvisible(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedDescription
        if text == ".clear" || text == "Color.clear" { return true }
        guard let call = expression.as(FunctionCallExprSyntax.self), let modifier = ModifierCall(call), modifier.name == "opacity",
              let value = call.arguments.first.flatMap({ Double($0.expression.trimmedDescription) })
        else { return false }
        let base = modifier.base.trimmedDescription
        return value < invisibleOpacity && (base.hasPrefix(".") || base.hasPrefix("Color"))
    }

    /// A `.frame(maxWidth: .infinity, maxHeight: .infinity)` on the chain.
    private static func fillsBothAxes(_ chain: ResolvedChain) -> Bool {
        chain.modifiers.contains { modifier in
            guard modifier.name == "frame" else { return false }
            let infinite = Set(modifier.call.arguments.filter { $0.expression.trimmedDescription.hasSuffix("infinity") }.compactMap(\.label?.text))
            return infinite.isSuperset(of: ["maxWidth", "maxHeight"])
        }
    }
}
