// Seed 001, lines 245–271. The code below the import is the seed's, line for line.
// Renamed: ContentView → ZoomView.

import Tactile

struct ZoomView: View {
@State private var currentZoom = 0.0
@State private var totalZoom = 1.0
var body: some View {
Image("singapore")
.scaleEffect(currentZoom + totalZoom)
.gesture(
MagnifyGesture()
.onChanged { value in
currentZoom = value.magnification - 1
}
.onEnded { value in
totalZoom += currentZoom
currentZoom = 0
}
)
// 从 value.magnification 中减去 1 很重要,因为 1 是新手势的默认值
// 使用 accessibilityZoomAction() 修饰符允许辅助技术控制缩放级别
.accessibilityZoomAction { action in
if action.direction == .zoomIn {
totalZoom += 1
} else {
totalZoom -= 1
}
}
}
}
