import Foundation

/// Content for a toolbar (SwiftUI's `ToolbarContent`): `ToolbarItem`s, `ToolbarItemGroup`s, and
/// types of the app's own whose `body` is made of them.
///
/// Invariant: any toolbar content flattens, in source order, into the items it places
/// (`ToolbarEntry`), each a view and where it goes.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }
}

/// The `Body` of primitive toolbar content: never evaluated (its `body` is `Scene`'s).
extension Never: ToolbarContent {}

/// One placed view of a toolbar.
package struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// Toolbar content the host reads directly instead of through a `body`.
@MainActor
package protocol PrimitiveToolbarContent {
    var entries: [ToolbarEntry] { get }
}

/// The items `content` places, in source order.
@MainActor
func toolbarEntries<C: ToolbarContent>(of content: C) -> [ToolbarEntry] {
    if let primitive = content as? any PrimitiveToolbarContent { return primitive.entries }
    return toolbarEntries(of: content.body)
}

/// Several pieces of toolbar content in a row: what a `ToolbarContentBuilder` builds.
public struct _ToolbarContentList: ToolbarContent, PrimitiveToolbarContent {
    package let entries: [ToolbarEntry]
    public var body: Never { return fatalError("a primitive toolbar content has no body") }
}

/// Builds toolbar content from items written one after another, with `if`, `if`/`else` and
/// `switch` (SwiftUI's `ToolbarContentBuilder`).
@resultBuilder @MainActor @preconcurrency
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }

    public static func buildPartialBlock<C: ToolbarContent>(first: C) -> _ToolbarContentList {
        _ToolbarContentList(entries: toolbarEntries(of: first))
    }

    public static func buildPartialBlock<C: ToolbarContent>(accumulated: _ToolbarContentList, next: C) -> _ToolbarContentList {
        _ToolbarContentList(entries: accumulated.entries + toolbarEntries(of: next))
    }

    public static func buildBlock() -> _ToolbarContentList { _ToolbarContentList(entries: []) }

    public static func buildOptional<C: ToolbarContent>(_ content: C?) -> _ToolbarContentList {
        _ToolbarContentList(entries: content.map { toolbarEntries(of: $0) } ?? [])
    }

    public static func buildEither<C: ToolbarContent>(first content: C) -> _ToolbarContentList {
        _ToolbarContentList(entries: toolbarEntries(of: content))
    }

    public static func buildEither<C: ToolbarContent>(second content: C) -> _ToolbarContentList {
        _ToolbarContentList(entries: toolbarEntries(of: content))
    }
}
