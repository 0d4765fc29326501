import SwiftUI

extension PageView {
    var swipe: some Gesture {
        DragGesture(minimumDistance: 20)
            .onEnded { value in advance(by: value.translation.width) }
    }
}
