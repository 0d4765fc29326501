// Seed 002 (案例分析 DragGesture), 进阶代码, lines 129–149. The code below the import is the seed's, line for line.
// Renamed: ContentView → CirclePositionDragView.

import Tactile

struct CirclePositionDragView: View {
@State private var position = CGSize.zero
@State private var dragOffset = CGSize.zero
var body: some View {
Circle()
.fill(Color.blue)
.frame(width: 100, height: 100)
.offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
.gesture(
DragGesture()
.onChanged { value in
dragOffset = value.translation // 实时更新
}
.onEnded { value in
position.width += value.translation.width
position.height += value.translation.height
dragOffset = .zero
}
)
}
}
