import SwiftUI

/// A hold-to-delete control in the style of long-press button libraries: touching down starts a task
/// that fills a ring in eight steps over 0.8 s and deletes unless the finger lifts first (which
/// cancels the task and empties the ring); and a drawer below it, resting 60 pt above the bottom of
/// its `GeometryReader` — a rest offset the drawer records in `onAppear` from the height it captured.
struct HoldToDelete: View {
    @State private var progress: CGFloat = 0
    @State private var deleted = false
    @State private var hold: Task<Void, Never>?
    @State private var restingOffset: CGFloat = 0
    @State private var drawerOpen = false

    var body: some View {
        GeometryReader { proxy in
            let height = proxy.size.height
            ZStack(alignment: .top) {
                VStack(spacing: 12) {
                    Text(deleted ? "Deleted" : "Hold to delete")
                    Circle()
                        .trim(from: 0, to: progress)
                        .stroke(Color.red, lineWidth: 6)
                        .frame(width: 80, height: 80)
                        .contentShape(Circle())
                        .accessibilityIdentifier("hold")
                        .gesture(
                            DragGesture(minimumDistance: 0)
                                .onChanged { _ in startHolding() }
                                .onEnded { _ in
                                    hold?.cancel()
                                    hold = nil
                                }
                        )
                }
                .padding(.top, 40)
                RoundedRectangle(cornerRadius: 16)
                    .fill(Color.gray)
                    .frame(height: height)
                    .accessibilityIdentifier("drawer")
                    .offset(y: drawerOpen ? height * 0.3 : restingOffset)
                    .onTapGesture { withAnimation(.spring()) { drawerOpen.toggle() } }
                    .onAppear { restingOffset = height - 60 }
            }
        }
    }

    private func startHolding() {
        guard hold == nil, !deleted else { return }
        hold = Task {
            for step in 1...8 {
                do {
                    try await Task.sleep(nanoseconds: 100_000_000)
                } catch {
                    withAnimation { progress = 0 }
                    return
                }
                progress = CGFloat(step) / 8
            }
            deleted = true
        }
    }
}
