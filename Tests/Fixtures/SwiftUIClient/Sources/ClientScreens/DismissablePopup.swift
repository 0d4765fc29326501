import Combine
import SwiftUI

/// A popup presenter in the style of popup libraries: an `ObservableObject` says whether the
/// popup shows; the popup follows a downward drag and dismisses past a threshold.
final class PopupPresenter: ObservableObject {
    @Published var isPresented = true
    @Published var dismissals = 0
}

struct DismissablePopup: View {
    @ObservedObject var presenter: PopupPresenter
    @GestureState private var dragOffset: CGFloat = 0
    @State private var appearances = 0

    var body: some View {
        ZStack {
            Color.white
            if presenter.isPresented {
                RoundedRectangle(cornerRadius: 16)
                    .fill(Color.blue)
                    .frame(width: 300, height: 200)
                    .offset(y: dragOffset)
                    .accessibilityIdentifier("popup")
                    .onAppear { appearances += 1 }
                    .gesture(
                        DragGesture()
                            .updating($dragOffset) { value, state, _ in state = max(0, value.translation.height) }
                            .onEnded { value in
                                if value.translation.height > 100 {
                                    presenter.isPresented = false
                                    presenter.dismissals += 1
                                }
                            }
                    )
            }
            Text("shown \(appearances)").accessibilityIdentifier("count").offset(y: -350)
        }
    }
}
