import Tactile

/// The lab's paging scene: a `TabView` with `.page` style whose four pages are vertical scroll
/// views (issue 13, item 4): a horizontal swipe changes page, a vertical drag or the mouse wheel
/// scrolls the page. Not seed code.
struct LabPagedTabs: View {
    @State private var page = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("Page \(page + 1) of 4")
                .frame(height: 40)
            TabView(selection: $page) {
                ForEach(0..<4, id: \.self) { index in
                    ScrollView {
                        VStack(spacing: 8) {
                            ForEach(0..<20, id: \.self) { row in
                                Text("Page \(index + 1), row \(row + 1)")
                                    .frame(width: 300, height: 50)
                                    .background(Color(hue: Double(index) / 4, saturation: 0.3, brightness: 1))
                            }
                        }
                    }
                    .tag(index)
                    .accessibilityIdentifier("page-\(index)")
                }
            }
            .tabViewStyle(.page)
        }
    }
}
