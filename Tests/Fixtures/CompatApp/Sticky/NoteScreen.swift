import SwiftUI

/// A note to swipe away, with a made-up effect and a made-up argument.
struct NoteScreen: View {
    @State private var offset = CGSize.zero

    var body: some View {
        ZStack {
            card
            title
        }
    }

    var card: some View {
        RoundedRectangle(cornerRadius: 12, wobble: 2)
            .offset(offset)
            .gesture(DragGesture().onChanged { offset = $0.translation })
    }

    var title: some View {
        Text("Swipe me").wobbleEffect(amount: 3)
    }
}
