import SwiftUI

/// How a page attaches its swipe, in the style of pager libraries.
enum GesturePriority {
    case normal, high, simultaneous
}

extension View {
    func gesture<T: Gesture>(_ gesture: T, priority: GesturePriority) -> some View {
        Group {
            switch priority {
            case .high: highPriorityGesture(gesture)
            case .simultaneous: simultaneousGesture(gesture)
            case .normal: self.gesture(gesture)
            }
        }
    }
}
