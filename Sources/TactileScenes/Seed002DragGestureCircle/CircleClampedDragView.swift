// Seed 002 (案例分析 DragGesture), 示例代码, lines 4–28. The code below the import is the seed's, line for line.
// Renamed: ContentView → CircleClampedDragView (every seed names its view ContentView).

import Tactile

struct CircleClampedDragView: View {
@State private var offset = CGSize.zero // 偏移量
var body: some View {
Circle()
.fill(Color.blue)
.frame(width: 100, height: 100)
.offset(offset)
.gesture(
DragGesture()
.onChanged { value in
// 限制偏移量在 -100 到 100 之间
offset = CGSize(
width: min(max(value.translation.width, -100), 100),
height: min(max(value.translation.height, -100), 100)
)
}
.onEnded { _ in
// 松手后复位
withAnimation {
offset = .zero
}
}
)
}
}
