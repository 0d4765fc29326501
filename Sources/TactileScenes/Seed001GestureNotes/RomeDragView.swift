// Seed 001, lines 158–177 (the struct starts after the prose "…侦测到点击事件" on line 158). The code below the import is the seed's, line for line.
// Renamed: ContentView → RomeDragView.

import Tactile

struct RomeDragView: View {
@State private var dragOffset = CGSize.zero
var body: some View {
VStack {
Image("rome")
.offset(dragOffset)
.gesture(
DragGesture(minimumDistance: 50)
// 读取闭包参数的 translation 属性,它告诉我们它从起点移动了多远
.onChanged { gesture in
dragOffset = gesture.translation
}
// 忽略了闭包参数,直接将 dragAmount 设置回零
.onEnded { gesture in
dragOffset = .zero
}
)
}
}
}
