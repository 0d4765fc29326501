import SwiftUI

/// A toast in the style of apps' "Copied!" banners: a button shows it, a task hides it after two
/// seconds (restarted by each new toast through `task(id:)`), and an upward swipe hides it early.
struct ToastBanner: View {
    @State private var toast: Int?
    @State private var copies = 0

    var body: some View {
        ZStack(alignment: .top) {
            Color.white
            Button("Copy") {
                copies += 1
                withAnimation { toast = copies }
            }
            .accessibilityIdentifier("copy")
            .frame(maxHeight: .infinity)
            if let toast {
                Text("Copied \(toast)")
                    .padding()
                    .background(Capsule().fill(Color.black.opacity(0.8)))
                    .foregroundStyle(.white)
                    .accessibilityIdentifier("toast")
                    .transition(.move(edge: .top).combined(with: .opacity))
                    .gesture(
                        DragGesture(minimumDistance: 10).onEnded { value in
                            if value.translation.height < -20 { withAnimation { self.toast = nil } }
                        }
                    )
                    .task(id: toast) {
                        do { try await Task.sleep(for: .seconds(2)) } catch { return }
                        withAnimation { self.toast = nil }
                    }
            }
        }
    }
}
