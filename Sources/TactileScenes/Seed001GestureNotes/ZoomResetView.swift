// Seed 001, lines 273–285. The code below the import is the seed's, line for line.
// Renamed: ContentView → ZoomResetView.

import Tactile

struct ZoomResetView: View {
@GestureState private var zoom = 1.0
var body: some View {
Image("singapore")
.scaleEffect(zoom)
.gesture(
MagnifyGesture()
.updating($zoom) { value, gestureState, transaction in
gestureState = value.magnification
}
)
}
}
