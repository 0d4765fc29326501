// Seed 004 (使用手勢修飾器, 縮放動畫), lines 35–51. The code below the import is the seed's, line for line.
// Renamed: ContentView → StarTapScaleView.

import Tactile

struct StarTapScaleView: View {
    @State private var isPressed = false

    var body: some View {
        Image(systemName: "star.circle.fill")
            .font(.system(size: 200))
            .scaleEffect(isPressed ? 0.5 : 1.0)
            .animation(.easeInOut, value: isPressed)
            .foregroundColor(.green)
            .gesture(
                TapGesture()
                    .onEnded({
                        self.isPressed.toggle()
                    })
            )
    }
}
