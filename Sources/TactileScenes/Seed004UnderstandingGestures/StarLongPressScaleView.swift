// Seed 004 (使用長按手勢), lines 63–68: a `.gesture(…)` fragment that replaces the `.gesture(…)` of
// the previous example (StarTapScaleView, seed lines 35–51).
// Added: that example's struct (renamed StarLongPressScaleView) with its `.gesture(…)` replaced by
// the fragment, re-indented to the chain.

import Tactile

struct StarLongPressScaleView: View {
    @State private var isPressed = false

    var body: some View {
        Image(systemName: "star.circle.fill")
            .font(.system(size: 200))
            .scaleEffect(isPressed ? 0.5 : 1.0)
            .animation(.easeInOut, value: isPressed)
            .foregroundColor(.green)
            .gesture(
                LongPressGesture(minimumDuration: 1.0)
                    .onEnded({ _ in
                        self.isPressed.toggle()
                    })
            )
    }
}
