// Seed 001, line 179: `.animation(.default, value: dragOffset)` ("添加隐性动画"), added to the Rome
// example of lines 158–177 (the struct starts after the prose on line 158). The code below the import is the seed's, line for line.
// Added: lines 178–179 (the comment and the modifier) at the end of the Image's chain (after its `.gesture(…)`, seed line 174).
// Renamed: ContentView → RomeImplicitAnimationView.

import Tactile

struct RomeImplicitAnimationView: View {
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
// 添加隐性动画:可以使回弹更平滑
.animation(.default, value: dragOffset)
}
}
}
