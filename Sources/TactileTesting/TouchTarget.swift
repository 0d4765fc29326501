import Foundation
import TactileUI

/// What a `ViewHost` script can be aimed `on:` — a view's accessibility identifier or text
/// (`String`), or an element a finder returned (`AccessibilityElementSnapshot`):
///
/// ```swift
/// host.tap(on: "heart")                                            // identifier, else text
/// host.tap(on: try host.elements(matching: .label("Save")).only)   // a found element
/// ```
///
/// Invariant: a target is looked up when a script starts, in the tree as laid out then — a
/// string as the first view with that identifier, else the first text showing it; an element as
/// the view with the identity it was found at (where that view is now, not where it was). A
/// target that names no view is a test bug and stops the test with a precondition failure
/// naming it.
public protocol TouchTarget {
    /// How a host finds the target's view.
    var touchTargetLocator: TouchTargetLocator { get }
}

/// How a host finds a `TouchTarget`'s view. Opaque: made by the conforming types.
public struct TouchTargetLocator: CustomStringConvertible {
    enum Kind {
        /// The first view with this accessibility identifier, else the first text showing it.
        case identifierOrText(String)
        /// The view with this identity, named by `summary` in messages.
        case element(ViewIdentityKey, summary: String)
    }

    let kind: Kind

    /// How messages name the target: `"heart"`, or `element .button "Save, Button" @ 16,700 358×44`.
    public var description: String {
        switch kind {
        case .identifierOrText(let string): "\"\(string)\""
        case .element(_, let summary): "element \(summary)"
        }
    }

    /// Whether `node` answers to the target: for a string, a view with that identifier or text
    /// (a pushed page's "< Back" over the one below it answers to "< Back" too); for an element,
    /// the view with its identity.
    @MainActor
    func names(_ node: ViewNode) -> Bool {
        switch kind {
        case .identifierOrText(let string):
            node.accessibilityIdentifier == string || (node.behavior as? TextBehavior)?.string == string
        case .element(let identity, _):
            identity.matches(node.identity)
        }
    }
}

extension String: TouchTarget {
    /// The first view with this accessibility identifier, else the first text showing it.
    public var touchTargetLocator: TouchTargetLocator { TouchTargetLocator(kind: .identifierOrText(self)) }
}

extension AccessibilityElementSnapshot: TouchTarget {
    /// The view that formed the element (the control, the text, the combined container), found
    /// again by identity.
    public var touchTargetLocator: TouchTargetLocator { TouchTargetLocator(kind: .element(identity, summary: summary)) }
}
