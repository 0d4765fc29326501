// Seed 001, lines 180–191: a `.gesture(…)` with `withAnimation(.bouncy)` ("添加显性动画"), which
// replaces the `.gesture(…)` of the Rome example of lines 158–177 (seed lines 164–174). The code below the import is the seed's, line for line.
// Added: that example (renamed RomeBouncyView) with its `.gesture(…)` replaced by the fragment.

import Tactile

struct RomeBouncyView: View {
@State private var dragOffset = CGSize.zero
var body: some View {
VStack {
Image("rome")
.offset(dragOffset)
// 添加显性动画:可以使回弹更平滑
.gesture(
DragGesture()
.onChanged {
dragOffset = $0.translation
}
.onEnded { _ in
withAnimation(.bouncy) {
dragOffset = .zero
}
}
)
}
}
}
