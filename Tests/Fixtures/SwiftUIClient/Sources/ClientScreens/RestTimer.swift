import SwiftUI

/// A workout app's rest timer, written as iOS apps write it: a `Timer.publish` countdown received
/// with `onReceive`, a "Rest over" banner hidden with `DispatchQueue.main.asyncAfter`, and a pulse
/// driven by `Timer.scheduledTimer` that the Pause button invalidates. Only `import SwiftUI`: its
/// timers run on the host's clock in tests (docs/COMPATIBILITY.md, "Timers").
struct RestTimer: View {
    @State private var remaining = 3
    @State private var showsBanner = false
    @State private var pulses = 0
    @State private var pulse: Timer?
    let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 16) {
            Text(remaining > 0 ? "Rest \(remaining)" : "Go!")
                .font(.largeTitle)
                .accessibilityIdentifier("countdown")
            if showsBanner {
                Text("Rest over")
                    .padding()
                    .background(Capsule().fill(Color.green))
                    .accessibilityIdentifier("banner")
            }
            Text("Pulses \(pulses)")
            Button("Pause") {
                pulse?.invalidate()
                pulse = nil
            }
        }
        .onAppear {
            pulse = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
                MainActor.assumeIsolated { pulses += 1 }
            }
        }
        .onReceive(ticker) { _ in
            guard remaining > 0 else { return }
            remaining -= 1
            if remaining == 0 {
                showsBanner = true
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                    MainActor.assumeIsolated { showsBanner = false }
                }
            }
        }
    }
}
