import SwiftUI

/// A row of filter chips, written as iOS 18 apps write a container of their own: the caller lists
/// the chips in a `ViewBuilder` block (one of them under an `if`), and `ChipRow` takes them apart
/// with `Group(subviews:)` to count them and put each in a capsule. The older way, kept by
/// libraries that predate iOS 18, sits beside it: `DividedStack` lays its children out with a
/// divider between each pair through SwiftUI's private `_VariadicView`. A chip can ask its row for
/// a badge with a container value (iOS 18's `containerValue(_:_:)` and `@Entry`).
struct FilterChips: View {
    @State private var showArchived = false
    @State private var selected = "All"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ChipRow {
                chip("All")
                chip("Unread")
                chip("Flagged").containerValue(\.hasBadge, true)
                if showArchived { chip("Archived") }
            }
            Toggle("Show archived", isOn: $showArchived)
            DividedStack {
                Text("Selected: \(selected)").accessibilityIdentifier("selection")
                Text("\(Image(systemName: "line.3.horizontal.decrease")) Filters").font(.title3)
            }
        }
        .padding()
    }

    private func chip(_ title: String) -> some View {
        Text(title)
            .font(.subheadline)
            .foregroundStyle(selected == title ? Color.white : Color.primary)
            .onTapGesture { selected = title }
            .accessibilityIdentifier("chip-\(title)")
    }
}

extension ContainerValues {
    /// Whether a chip's row draws a badge beside it.
    @Entry var hasBadge: Bool = false
}

/// Each subview in a capsule, with the count of chips before them and a badge where a chip asks for one.
struct ChipRow<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        HStack(spacing: 6) {
            Group(subviews: content) { chips in
                Text("\(chips.count)").font(.caption).accessibilityIdentifier("count")
                ForEach(chips) { chip in
                    HStack(spacing: 2) {
                        chip
                        if chip.containerValues.hasBadge {
                            Circle().fill(Color.red).frame(width: 6, height: 6).accessibilityIdentifier("badge")
                        }
                    }
                    .padding(.horizontal, 10)
                    .padding(.vertical, 6)
                    .background(Capsule().fill(Color.blue.opacity(0.2)))
                }
            }
        }
    }
}

/// Children one beside another with a divider between each pair (SwiftUI's private API).
struct DividedStack<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        _VariadicView.Tree(DividedLayout()) { content }
    }
}

struct DividedLayout: _VariadicView_UnaryViewRoot {
    func body(children: _VariadicView.Children) -> some View {
        let last = children.last?.id
        HStack(spacing: 8) {
            ForEach(children) { child in
                child
                if child.id != last {
                    Divider().frame(height: 20).accessibilityIdentifier("divider")
                }
            }
        }
    }
}
