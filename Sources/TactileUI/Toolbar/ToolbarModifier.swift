import Foundation

extension View {
    /// Places `content`'s items in the toolbar of the navigation page this view is in (SwiftUI's
    /// `toolbar(content:)` with `ToolbarContent`): leading items after the back button, trailing
    /// items at the bar's trailing edge, each a live view of the page (`ToolbarItemPlacement`).
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(NavigationBarItemModifier(item: Self.barItems(toolbarEntries(of: content()))))
    }

    /// Places `content` at the trailing edge of the navigation bar (SwiftUI's `toolbar(content:)`
    /// with views: the `.automatic` placement).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(NavigationBarItemModifier(item: Self.barItems([ToolbarEntry(placement: .automatic, view: AnyView(content()))])))
    }

    /// The navigation bar's items for `entries`: each edge's views in a row, in source order.
    private static func barItems(_ entries: [ToolbarEntry]) -> NavigationBarEntry {
        func row(_ edge: ToolbarItemPlacement.Edge) -> AnyView? {
            let views = entries.filter { $0.placement.edge == edge }.map(\.view)
            guard !views.isEmpty else { return nil }
            return AnyView(HStack(spacing: ToolbarDefaults.itemSpacing) {
                ForEach(views.indices, id: \.self) { views[$0] }
            })
        }
        return .items(leading: row(.leading), trailing: row(.trailing))
    }
}

/// The toolbar's measurements, with where they come from.
package enum ToolbarDefaults {
    /// Space between two items at one edge of the bar: UIKit's navigation bar puts about 8 points
    /// between bar button items on iPhone (approximate, not measured).
    static let itemSpacing: CGFloat = 8
}
