// Seed 001, lines 85–108: two property declarations and a modifier chain. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct LongPressFeedbackView: View {`, `var body: some View {` and the closing braces.

import Tactile

struct LongPressFeedbackView: View {
    @GestureState private var longPressTap = false
    @State private var completedLongPress = false

    var body: some View {
        Image(systemName: "star.circle.fill")
        .opacity(longPressTap ? 0.4 : 1.0)
        .scaleEffect(longPressTap ? 0.5 : 1.0)
        .gesture(
        LongPressGesture(minimumDuration: 3)
        // 使用 Updating 方法:在长按手势执行期间这个方法都会被调用,当手势值发生变化时,闭包中包括以下3个参数:
        .updating($longPressTap) { currentState, gestureState, transaction in
        // 第一个参数 currentState 代表当前手势状态。对于 LongPressGesture,手势状态是一个 Bool 值,表示长按是否正在进行中
        // 如果 currentState 为 true,表示长按正在进行,如果为 false,表示长按已经结束
        // 第二个参数 gestureState 代表手势状态的绑定变量,即前面 longPressTap 属性的值
        // 设定 “gestureState = currentState”,代表 longPressTap 属性会持续更新为长按手势的最新状态
        // longPressTap 属性的更新,就会影响前面的 透明度 和 缩放效果 修饰符
        gestureState = currentState
        // 第三个参数 transaction 代表手势动画的结构体,它允许你指定手势动画的类型、持续时间和其他参数。
        // 这里 transaction 被用来设置一个持续时间为 2 秒的 easeIn 动画
        transaction.animation = Animation.easeIn(duration: 2.0)
        }
        // 设置长按手势识别结束时,更新状态参数。( finished 是 onEnded 闭包的参数,表示手势识别的最后状态值)
        .onEnded { finished in
        self.completedLongPress = finished
        }
        )
    }
}
