import SwiftUI

/// A mail card in the style of swipe-action libraries: swiped right past 60 pt, it reveals an
/// archive button inserted before it under an animation, so the card slides aside (a layout move)
/// instead of jumping; a short swipe reveals nothing. Colours given in a colour space, the accent
/// colour set the older way, a hierarchical symbol.
struct SwipeRevealCard: View {
    let subject: String
    let onArchive: () -> Void
    @State private var revealed = false

    var body: some View {
        HStack(spacing: 8) {
            if revealed {
                Button {
                    onArchive()
                    withAnimation(.linear(duration: 0.3)) { revealed = false }
                } label: {
                    Image(systemName: "archivebox.fill")
                        .symbolRenderingMode(.hierarchical)
                        .frame(width: 60, height: 60)
                }
                .accessibilityIdentifier("archive")
            }
            Text(subject)
                .font(.headline.monospacedDigit())
                .frame(width: 240, height: 60)
                .background(Color(.sRGB, red: 0.93, green: 0.95, blue: 1))
                .accessibilityIdentifier("card")
                .gesture(DragGesture(minimumDistance: 10)
                    .onEnded { value in
                        withAnimation(.linear(duration: 0.3)) { revealed = value.translation.width > 60 }
                    })
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .accentColor(Color(.displayP3, red: 0.2, green: 0.5, blue: 0.3))
        .padding(16)
    }
}
