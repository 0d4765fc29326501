// Seed 004 (使用手勢修飾器), lines 17–27: a `var body` fragment.
// Added (the fragment indented one level): `struct StarTapPrintView: View {` before it and `}` after it.

import Tactile

struct StarTapPrintView: View {
    var body: some View {
        Image(systemName: "star.circle.fill")
            .font(.system(size: 200))
            .foregroundColor(.green)
            .gesture(
                TapGesture()
                    .onEnded({
                        print("Tapped!")
                    })
            )
    }
}
