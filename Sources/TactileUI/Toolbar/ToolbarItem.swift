import Foundation

/// A view placed in a toolbar (SwiftUI's `ToolbarItem`).
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    package var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
    public var body: Never { return fatalError("a primitive toolbar content has no body") }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// A customizable item (its `id` names it for toolbar customization, which iOS offers only on
    /// iPad; recorded here).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several views placed together in a toolbar (SwiftUI's `ToolbarItemGroup`).
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    package var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
    public var body: Never { return fatalError("a primitive toolbar content has no body") }
}
