import SwiftUI

struct Sheet: View {
    @State private var offset: CGFloat = 0

    var body: some View {
        VStack {
            handle
            Text("Details")
        }
        .offset(y: offset)
    }
}

extension Sheet {
    var handle: some View {
        Capsule()
            .frame(width: 40, height: 5)
            .gesture(dragGesture(limit: 200))
            .accessibilityAction(named: "Close") { close() }
    }

    func dragGesture(limit: CGFloat) -> some Gesture {
        DragGesture()
            .onChanged { offset = min($0.translation.height, limit) }
            .onEnded { _ in
                withAnimation(.spring()) {
                    offset = 0
                }
            }
    }
}
