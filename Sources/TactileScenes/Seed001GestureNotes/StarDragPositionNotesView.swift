// Seed 001, lines 232–241 (a @State position, an `.onEnded(…)` that adds the drag to it, and an
// `.offset(…)` that adds both), applied as the seed says to the star of lines 218–229. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct StarDragPositionNotesView: View {`, `var body: some View {`, line 233 after line 219,
// the `.onEnded(…)` (lines 234–239) after the `.updating(…)` (lines 225–228), line 241 (with its comment,
// line 240) in place of the `.offset(…)` it updates (line 221), and the closing braces.
// The seed uses SwiftUI's deprecated `animation(_:)` (line 222); the struct is marked deprecated so that
// use does not warn (the catalog reaches it through a protocol requirement).

import Tactile

@available(*, deprecated, message: "uses the deprecated animation(_:) as in the seed")
struct StarDragPositionNotesView: View {
    @GestureState var dragOffset = CGSize.zero
    // 如果不想回到原来位置,需要用另外一个属性来储存最终的位置
    @State private var position = CGSize.zero

    var body: some View {
        Image(systemName: "star.circle.fill")
        // 并且更新offset代码,确保每次拖拽都加上之前的偏移量
        .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
        .animation(.easeInOut)
        .gesture(
        DragGesture()
        // 调用 updating 方法监听更新,监听对象是绑定前面的手势状态属性,该方法最后的闭包接收3个参数
        .updating($dragOffset, body: { (value, state, transaction) in
        state = value.translation
        })
        // 然后在DragGesture里面加上结束代码,在拖拽结束的时候会调用
        .onEnded({
        (value) in
        self.position.height += value.translation.height
        self.position.width += value.translation.width
        })
        )
    }
}
