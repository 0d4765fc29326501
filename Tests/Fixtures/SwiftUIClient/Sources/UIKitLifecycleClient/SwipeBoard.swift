import SwiftUI

/// The app's screen, in the style of the template's 2048 games: a swipe moves the tile.
struct SwipeBoard: View {
    @State private var column = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("Swipe the tile")
            RoundedRectangle(cornerRadius: 8)
                .fill(Color.orange)
                .frame(width: 60, height: 60)
                .offset(x: CGFloat(column) * 70)
                .gesture(DragGesture(minimumDistance: 20).onEnded { value in
                    column = max(0, min(3, column + (value.translation.width > 0 ? 1 : -1)))
                })
        }
    }
}
