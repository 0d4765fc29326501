/// What accessibility modifiers set on a node, and the role a control gives it.
///
/// Invariant: a node's attributes describe every accessibility element its content forms
/// (`AccessibilityTree`): a modifier around several elements applies to each of them.
package struct AccessibilityAttributes {
    /// The element a control forms on its own: its label is its content's text.
    package enum Role {
        case button
        /// A toggle; its value is "1" when on, "0" when off (as UIKit reports a switch).
        case toggle(isOn: Bool)
        /// An adjustable control (`Slider`, `Stepper`): one element with `value`; its label is
        /// `label` when given (a slider's label, which iOS does not draw), else its content's.
        /// The node's `adjustableAction` makes it `isAdjustable`.
        case adjustable(label: String?, value: String?)
        /// A `Label`: one element labelled with its title's text, whatever its style draws; its
        /// icon is decorative and not read (iOS reads `Label("Add Item", systemImage: "plus")` as
        /// "Add Item", and so in `.iconOnly` style, where the title is not drawn). `title` is nil
        /// when the title view holds no `Text`: the element then joins its content's labels.
        case label(title: String?)
    }

    package var role: Role?
    package var label: String?
    package var value: String?
    package var hint: String?
    package var addedTraits = AccessibilityTraits()
    package var removedTraits = AccessibilityTraits()
    package var isHidden: Bool?
    /// Set by `accessibilityElement(children:)`: the content becomes one element (or a container).
    package var children: AccessibilityChildBehavior?
    package var adjustableAction: (@MainActor (AccessibilityAdjustmentDirection) -> Void)?

    package init() {}

    /// Whether the modifiers make an element of a view that forms none (a shape with a label).
    package var describesElement: Bool {
        label != nil || value != nil || hint != nil || !addedTraits.isEmpty || adjustableAction != nil
    }
}
