// Seed 001, lines 140–152: two @State declarations and a `.gesture(…)` fragment. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct LongPressTapPressView: View`, `var body: some View {` and a view to attach it to
// that shows both states: `Circle().fill(tap ? Color.orange : Color.gray).frame(width: 100,
// height: 100).scaleEffect(press ? 0.5 : 1.0)`.

import Tactile

struct LongPressTapPressView: View {
    @State var tap = false
    @State var press = false

    var body: some View {
        Circle().fill(tap ? Color.orange : Color.gray).frame(width: 100, height: 100).scaleEffect(press ? 0.5 : 1.0)
        .gesture(
        LongPressGesture(minimumDuration: 2, maximumDistance: 10)
        // 长按手势刚点击下去的时候,其值会发生变化,onChanged会触发
        .onChanged{ value in
        self.tap = true
        }
        // 长按手势达到设置的最小持续时间的时候,长按结束,onEnd会触发
        .onEnded{ value in
        self.press.toggle()
        }
        )
    }
}
