import Foundation

/// The accessibility elements of a laid-out tree, in the order VoiceOver reads them.
///
/// Rules (SwiftUI's, as far as they are documented and observable):
/// - A `Text` is an element labelled with its string (`isStaticText`); an image of a symbol is an
///   element labelled with the symbol's name (`isImage`); shapes and colours are none.
/// - A `Button` or `Toggle` is one element whose label joins its content's labels (`isButton`;
///   a toggle is `isToggle` with value "1" or "0"). A `Slider` or `Stepper` is one adjustable
///   element (`isAdjustable`): a slider labelled by its label with its position as a percentage
///   ("50%", as UISlider reports it), a stepper labelled by its content.
/// - A `Label` is one element labelled with its title's text, in any style (its icon is not
///   read): "Add Item", not "plus, Add Item".
/// - `accessibilityElement(children:)`: `.ignore` makes one element of the content and reads none
///   of it; `.combine` makes one element joining the content's labels (", "), values and traits;
///   `.contain` keeps the content's elements.
/// - Label, value, hint and traits modifiers apply to every element of their content; on content
///   that forms none they make one. The modifier nearest the view wins for label, value, hint and
///   identifier; traits are added and removed from the inside out.
/// - `accessibilityHidden(true)` removes its content's elements.
/// - Order: source order, parents before children — the order SwiftUI gives elements of stacks.
/// - Frame: where the element's view is drawn (`ViewNode.drawnFrame`).
@MainActor
package enum AccessibilityTree {
    package struct Element {
        package var label: String?
        package var value: String?
        package var hint: String?
        package var traits = AccessibilityTraits()
        package var identifier: String?
        package var frame: CGRect
        package var adjustableAction: (@MainActor (AccessibilityAdjustmentDirection) -> Void)?
        /// The node the element is formed at: the text or image itself, the control, or the view
        /// whose `accessibilityElement(children:)` or modifiers make one element of its content.
        /// Its subtree is what the element stands for (tests aim touches at it and audit it).
        package let node: ViewNode
        /// Which of label, value and hint a modifier set (a modifier further out leaves them).
        fileprivate var explicit: Set<Field> = []

        fileprivate enum Field { case label, value, hint }

        @MainActor init(node: ViewNode, label: String? = nil, traits: AccessibilityTraits = []) {
            self.label = label
            self.traits = traits
            self.node = node
            frame = node.drawnFrame
        }
    }

    package static func elements(of roots: [ViewNode]) -> [Element] { roots.flatMap(collect) }

    private static func collect(_ node: ViewNode) -> [Element] {
        let attributes = node.accessibility
        if attributes.isHidden == true { return [] }
        var elements: [Element]
        if let children = attributes.children {
            let inner = node.shownChildren.flatMap(collect)
            switch children.kind {
            case .contain: elements = inner
            case .ignore: elements = [Element(node: node)]
            case .combine: elements = [combine(inner, at: node)]
            }
        } else if let role = attributes.role {
            var element = combine(node.shownChildren.flatMap(collect), at: node)
            element.traits.remove(.isStaticText)
            switch role {
            case .button: element.traits.insert(.isButton)
            case .toggle(let isOn):
                element.traits.insert(.isToggle)
                element.value = isOn ? "1" : "0"
            case .adjustable(let label, let value):
                if let label { element.label = label.isEmpty ? nil : label }
                element.value = value
                element.traits = []
            case .label(let title):
                if let title {
                    element.label = title.isEmpty ? nil : title
                    element.traits.remove(.isImage)
                }
                if element.label != nil { element.traits.insert(.isStaticText) }
            }
            elements = [element]
        } else if let text = node.behavior as? TextBehavior {
            elements = [Element(node: node, label: text.string, traits: .isStaticText)]
        } else if let image = node.behavior as? ImageBehavior, case .symbol(let symbol, _) = image.content {
            elements = [Element(node: node, label: symbol.name, traits: .isImage)]
        } else {
            elements = node.shownChildren.flatMap(collect)
        }
        if elements.isEmpty, attributes.describesElement { elements = [Element(node: node)] }
        for index in elements.indices { apply(attributes, identifier: node.accessibilityIdentifier, to: &elements[index]) }
        return elements
    }

    private static func combine(_ inner: [Element], at node: ViewNode) -> Element {
        var element = Element(node: node)
        let labels = inner.compactMap(\.label).filter { !$0.isEmpty }
        let values = inner.compactMap(\.value).filter { !$0.isEmpty }
        element.label = labels.isEmpty ? nil : labels.joined(separator: ", ")
        element.value = values.isEmpty ? nil : values.joined(separator: ", ")
        element.traits = inner.reduce(into: AccessibilityTraits()) { $0.formUnion($1.traits) }
        element.identifier = inner.lazy.compactMap(\.identifier).first
        element.adjustableAction = inner.lazy.compactMap(\.adjustableAction).first
        return element
    }

    private static func apply(_ attributes: AccessibilityAttributes, identifier: String?, to element: inout Element) {
        if let label = attributes.label, !element.explicit.contains(.label) {
            element.label = label
            element.explicit.insert(.label)
        }
        if let value = attributes.value, !element.explicit.contains(.value) {
            element.value = value
            element.explicit.insert(.value)
        }
        if let hint = attributes.hint, !element.explicit.contains(.hint) {
            element.hint = hint
            element.explicit.insert(.hint)
        }
        element.traits.formUnion(attributes.addedTraits)
        element.traits.subtract(attributes.removedTraits)
        if let action = attributes.adjustableAction, element.adjustableAction == nil {
            element.adjustableAction = action
            element.traits.insert(.isAdjustable)
        }
        if element.identifier == nil { element.identifier = identifier }
    }
}
