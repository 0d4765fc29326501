import SwiftUI

struct Gallery: View {
    let pages: [Page]

    var body: some View {
        ScrollView(.horizontal) { row }
    }

    private var row: some View {
        HStack {
            ForEach(pages) { PageView(page: $0) }
        }
    }
}
