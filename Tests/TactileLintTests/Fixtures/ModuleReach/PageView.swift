import SwiftUI

struct PageView: View {
    let page: Page
    var priority: GesturePriority = .normal

    var body: some View {
        AnyView(content.gesture(swipe, priority: priority))
    }

    private var content: some View {
        Text(page.title)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
