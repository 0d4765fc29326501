import Foundation

/// One option of a `Picker`: a subview of its content and the selection value it stands for — its
/// `tag(_:)`, else the id `ForEach` gave it when that id is of the selection's type (as SwiftUI
/// tags a `ForEach`'s views with their ids).
///
/// Invariant: an option without a value of the selection's type can never be selected; it is drawn
/// and does nothing when chosen, as in SwiftUI.
struct PickerOption<Value: Hashable>: Identifiable {
    let subview: Subview
    let value: Value?
    var id: Subview.ID { subview.id }

    /// The options of `subviews`, in order.
    @MainActor
    static func options(of subviews: SubviewsCollection) -> [PickerOption] {
        subviews.map { subview in
            let tag = (subview.content as? any TagCarrier)?.carriedTag
            let value = tag.map { $0.base as? Value } ?? subview.id.path.reversed().lazy.compactMap { component -> Value? in
                if case .id(let id) = component { return id.base as? Value }
                return nil
            }.first
            return PickerOption(subview: subview, value: value)
        }
    }
}

extension Array {
    /// The index of the option standing for `selection`, nil when none does.
    func index<Value: Hashable>(of selection: Value) -> Int? where Element == PickerOption<Value> {
        firstIndex { $0.value == selection }
    }
}

/// A view that may carry a `tag(_:)` among its modifiers: `ModifiedContent` layers, outermost
/// first.
@MainActor
protocol TagCarrier {
    var carriedTag: AnyHashable? { get }
}

extension ModifiedContent: TagCarrier {
    var carriedTag: AnyHashable? {
        (modifier as? TagModifier)?.tag ?? (content as? any TagCarrier)?.carriedTag
    }
}
