import Foundation

/// The tab bar of a `TabView` in the `.automatic` style: one item per page, equally wide, each
/// the page's `tabItem` label (image above title) and `badge`, the selected one in the tint and
/// the others gray; a tap on an item calls `select` with its position (`ControlDefaults`, each
/// number's source). The bar is `ControlDefaults.tabBarHeight` tall; its background extends
/// through the bottom safe-area inset to the screen's edge, as `UITabBar`'s does.
struct TabBar: View {
    let items: [TabPageTraits]
    let selected: Int
    let select: @MainActor (Int) -> Void

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<items.count, id: \.self) { index in
                TabBarItem(traits: items[index], isSelected: index == selected)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
                    .accessibilityAddTraits(index == selected ? [.isButton, .isSelected] : .isButton)
            }
        }
        .frame(height: ControlDefaults.tabBarHeight)
        .background {
            ControlDefaults.tabBarBackground
                .overlay(alignment: .top) {
                    ControlDefaults.tabBarSeparatorColor.frame(height: ControlDefaults.tabBarSeparatorThickness)
                }
                .ignoresSafeArea(.container, edges: .bottom)
        }
    }
}

/// One item of the tab bar: the page's `tabItem` label with its image above its title.
struct TabBarItem: View {
    let traits: TabPageTraits
    let isSelected: Bool

    var body: some View {
        let parts = TabBarItem.parts(of: traits.item)
        VStack(spacing: ControlDefaults.tabBarIconTitleSpacing) {
            ForEach(0..<parts.count, id: \.self) { index in parts[index] }
        }
        .font(ControlDefaults.tabBarIconFont)
        .labelStyle(TabBarItemLabelStyle())
        .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(ControlDefaults.tabBarUnselectedColor))
        .overlay(alignment: .top) {
            if let badge = traits.badge {
                TabBarBadge(label: badge)
                    .offset(x: ControlDefaults.tabBarIconFont.size / 2 - ControlDefaults.tabBarBadgeInset,
                            y: ControlDefaults.tabBarBadgeInset - ControlDefaults.tabBarBadgeMinimumSide / 2)
            }
        }
    }

    /// The views of an item, stacked image above title: the parts of an `Image`-and-`Text`
    /// builder block each on its own, or the one view (a `Label`, drawn by
    /// `TabBarItemLabelStyle`). The item's font is the icon's; a `Text` part takes the title's.
    static func parts(of item: AnyView?) -> [AnyView] {
        guard let item else { return [] }
        let views = (item.wrapped as? any BuilderBlockParts)?.builderBlockParts ?? [item.wrapped]
        return views.map { part in
            if let text = part as? Text { return AnyView(text.font(ControlDefaults.tabBarTitleFont)) }
            return AnyView(part)
        }
    }
}

/// A tab bar item's `Label`: the icon at the tab bar's icon size above the title.
struct TabBarItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: ControlDefaults.tabBarIconTitleSpacing) {
            configuration.icon
            configuration.title.font(ControlDefaults.tabBarTitleFont)
        }
    }
}

/// A tab bar item's badge: white text on a red capsule.
struct TabBarBadge: View {
    let label: Text
    var body: some View {
        label
            .font(ControlDefaults.tabBarBadgeFont)
            .foregroundColor(.white)
            .padding(.horizontal, ControlDefaults.tabBarBadgePadding)
            .frame(minWidth: ControlDefaults.tabBarBadgeMinimumSide, minHeight: ControlDefaults.tabBarBadgeMinimumSide)
            .background(Color.red, in: Capsule())
    }
}
