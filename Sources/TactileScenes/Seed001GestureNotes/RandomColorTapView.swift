// Seed 001, lines 53–60 (`var tapGesture: some Gesture`) and 62–65 (the Rectangle using it). The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct RandomColorTapView: View`, `@State private var color = Color.blue`,
// `var body: some View {` … `}`, and `Color.random()` (SwiftUI has none): an opaque colour with
// random red, green and blue.

import Tactile

struct RandomColorTapView: View {
    @State private var color = Color.blue

    var tapGesture: some Gesture {
    TapGesture()
    .onEnded {
    withAnimation {
    color = Color.random()
    }
    }
    }

    var body: some View {
        Rectangle()
        .foregroundColor(color)
        .frame(width: 250, height: 450)
        .gesture(tapGesture)
    }
}

extension Color {
    static func random() -> Color {
        Color(red: .random(in: 0...1), green: .random(in: 0...1), blue: .random(in: 0...1))
    }
}
