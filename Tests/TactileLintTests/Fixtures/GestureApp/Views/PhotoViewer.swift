import SwiftUI

/// A zoomable, rotatable photo with a double tap to reset.
struct PhotoViewer: View {
    let photo: Photo
    @State private var scale: CGFloat = 1.0
    @State private var angle = Angle.zero
    @GestureState private var liveScale: CGFloat = 1.0

    var body: some View {
        Image(photo.name)
            .resizable()
            .scaledToFit()
            .scaleEffect(scale * liveScale)
            .rotationEffect(angle)
            .gesture(
                MagnificationGesture()
                    .updating($liveScale) { value, state, _ in state = value }
                    .onEnded { value in scale *= value }
            )
            .gesture(RotationGesture().onChanged { value in angle = value })
            .onTapGesture { scale = 1.0 }
            .onTapGesture(count: 2) { scale = 2.0 }
    }
}
