import SwiftUI

struct RecipePhoto: View {
    var systemName: String
    @State private var scale: CGFloat = 1
    @State private var angle: Angle = .zero
    @State private var isFavourite = false
    @State private var isEnlarged = false

    var body: some View {
        VStack {
            Image(systemName: systemName)
                .resizable()
                .scaledToFit()
                .scaleEffect(scale)
                .rotationEffect(angle)
                .gesture(MagnificationGesture().onChanged { value in scale = value })
                .gesture(RotationGesture().onChanged { value in angle = value })
            Image(systemName: isFavourite ? "heart.fill" : "heart")
                .onTapGesture { isEnlarged.toggle() }
                .onTapGesture(count: 2) { isFavourite.toggle() }
        }
    }
}
