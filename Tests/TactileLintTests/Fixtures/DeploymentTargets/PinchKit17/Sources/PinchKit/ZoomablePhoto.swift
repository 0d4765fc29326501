import SwiftUI

struct ZoomablePhoto: View {
    @State private var scale: CGFloat = 1
    @State private var angle: Angle = .zero

    var body: some View {
        Image("photo")
            .scaleEffect(scale)
            .rotationEffect(angle)
            .gesture(MagnificationGesture().onChanged { value in scale = value })
            .simultaneousGesture(RotationGesture().onChanged { value in angle = value })
    }
}
