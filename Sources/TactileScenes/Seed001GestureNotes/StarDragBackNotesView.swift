// Seed 001, lines 219–229: a @GestureState declaration and an Image chain. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct StarDragBackNotesView: View {`, `var body: some View {` and the closing braces.
// The seed uses SwiftUI's deprecated `animation(_:)`; the struct is marked deprecated so that use
// does not warn (the catalog reaches it through a protocol requirement).

import Tactile

@available(*, deprecated, message: "uses the deprecated animation(_:) as in the seed")
struct StarDragBackNotesView: View {
    @GestureState var dragOffset = CGSize.zero

    var body: some View {
        Image(systemName: "star.circle.fill")
        .offset(x: dragOffset.width, y: dragOffset.height)
        .animation(.easeInOut)
        .gesture(
        DragGesture()
        // 调用 updating 方法监听更新,监听对象是绑定前面的手势状态属性,该方法最后的闭包接收3个参数
        .updating($dragOffset, body: { (value, state, transaction) in
        state = value.translation
        })
        )
    }
}
