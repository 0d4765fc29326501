// Seed 001, lines 197–207: an `.onEnded(…)` that snaps `currentMenuY` to 200 or 0. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct MenuDragView: View`, `@State private var currentMenuY: CGFloat = 0` (the state it
// sets), `var body: some View {`, and a menu to drag: `RoundedRectangle(cornerRadius: 12)
// .frame(width: 200, height: 80).offset(y: currentMenuY).gesture(DragGesture()` … `)`.

import Tactile

struct MenuDragView: View {
    @State private var currentMenuY: CGFloat = 0

    var body: some View {
        RoundedRectangle(cornerRadius: 12).frame(width: 200, height: 80).offset(y: currentMenuY).gesture(DragGesture()
            // 例如我们可以在拖拽松手后,结束事件触发时,根据拖拽距离做判断
            .onEnded({ value in
            if value.translation.height > 100 {
            //如果拖拽的最终状态大于100,就让它变到200
            self.currentMenuY = 200
            }
            else {
            //否则,如果拖拽的最终状态不够100,就让它回到0
            self.currentMenuY = 0
            }
            })
        )
    }
}
