/// A list row whose content holds a `Button` in the automatic style is that button's target as a
/// whole, as on iOS, where such a row is a selectable `UITableViewCell`: a tap anywhere in the
/// row — on its label, beside it, or in the row's insets — triggers the button, and a touch down
/// anywhere in it presses it (its label shows the pressed look). A `NavigationLink` row is such a
/// row. A button with an explicit style (`.borderless`, `.plain`, a custom `ButtonStyle`) stays
/// a target of its own, which is how SwiftUI code puts several buttons in one row.
///
/// Invariants: the row triggers the buttons its content holds when the touch ends, found then
/// (a button removed since the row was evaluated is not triggered, a disabled one has no press);
/// buttons in a scroll view inside the row, in a nested row, in the row's swipe actions, its
/// background or a section's header or footer are not the row's. A tap on a button's own label
/// triggers that button once: its own press wins over the row's (S-60, the subview's gesture
/// first). Where a row holds several automatic-style buttons, a tap beside them triggers each
/// of them, in order, as SwiftUI does.
@MainActor
enum ListRowButtons {
    /// Whether a `Button` under `style` is one its list row triggers: the automatic style, given
    /// or left unset.
    static func isAutomatic(_ style: ButtonStyleChoice?) -> Bool {
        switch style {
        case nil: true
        case .primitive(let primitive)?: primitive.style is DefaultButtonStyle
        case .style?: false
        }
    }

    /// Makes `row` (a `ListRowBehavior` node) the target of the automatic-style buttons in its
    /// content, if there are any: the row takes touches anywhere in its bounds, and its press
    /// presses and triggers the buttons.
    static func makeRowTrigger(_ row: ViewNode) {
        guard !pressNodes(in: row).isEmpty else { return }
        row.hitTesting.contentShape = Rectangle()
        row.primaryAction = { [weak row] in
            guard let row else { return }
            for press in pressNodes(in: row) { press.primaryAction?() }
        }
        row.pressingChanged = { [weak row] isPressed in
            guard let row else { return }
            for press in pressNodes(in: row) { press.pressingChanged?(isPressed) }
        }
    }

    /// The press nodes (those carrying `primaryAction`) of the row buttons under `row`, in the
    /// order of the tree.
    static func pressNodes(in row: ViewNode) -> [ViewNode] {
        var presses: [ViewNode] = []
        func visitChildren(of node: ViewNode, inButton: Bool) {
            for child in node.shownChildren where !(child.behavior is ScrollViewBehavior) && !(child.behavior is ListRowBehavior) {
                let inButton = inButton || child.isListRowButton
                if inButton, child.primaryAction != nil {
                    presses.append(child)
                } else {
                    visitChildren(of: child, inButton: inButton)
                }
            }
        }
        visitChildren(of: row, inButton: false)
        return presses
    }
}

private struct IsInListRowKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the views below are the content of a list's row (not its header, footer,
    /// background or swipe actions): where an automatic-style `Button` makes its row its target.
    package var isInListRow: Bool {
        get { self[IsInListRowKey.self] }
        set { self[IsInListRowKey.self] = newValue }
    }
}
