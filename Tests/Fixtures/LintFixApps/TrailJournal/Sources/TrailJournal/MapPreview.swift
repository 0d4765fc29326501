import SwiftUI

struct MapPreview: View {
    @State private var zoom: CGFloat = 1
    @GestureState private var pinch: CGFloat = 1
    @State private var heading: Angle = .zero

    var zoomGesture: some Gesture {
        MagnificationGesture()
            .updating($pinch) { value, state, _ in state = value }
            .onEnded { value in zoom = min(max(zoom * value, 1), 8) }
    }

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(.green.opacity(0.3))
            .overlay(Image(systemName: "map"))
            .scaleEffect(zoom * pinch)
            .rotationEffect(heading)
            .gesture(zoomGesture)
            .gesture(RotationGesture().onChanged { heading = $0 })
            .onTapGesture { zoom = 1 }
            .onTapGesture(count: 2) { zoom = min(zoom * 2, 8) }
    }
}
