// Seed 004 (使用拖曳手勢, 停留在終點), line 155 (`@State private var position`) and lines 161–178
// (the new `var body`), which update the ContentView of lines 124–141.
// Added (the fragment indented one level): `struct StarDragPositionView: View {`, that ContentView's
// `@GestureState private var dragOffset = CGSize.zero` (seed line 125) and the closing brace.

import Tactile

struct StarDragPositionView: View {
    @GestureState private var dragOffset = CGSize.zero
    @State private var position = CGSize.zero

    var body: some View {
        Image(systemName: "star.circle.fill")
            .font(.system(size: 100))
            .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
            .animation(.easeInOut, value: dragOffset)
            .foregroundColor(.green)
            .gesture(
                DragGesture()
                    .updating($dragOffset, body: { (value, state, transaction) in

                        state = value.translation
                    })
                    .onEnded({ (value) in
                        self.position.height += value.translation.height
                        self.position.width += value.translation.width
                    })
            )
    }
}
