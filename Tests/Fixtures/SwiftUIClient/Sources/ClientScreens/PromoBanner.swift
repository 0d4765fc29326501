import SwiftUI

/// A shop's promotion banner, written as iOS apps write it: sized from `UIScreen.main.bounds`, a
/// badge that must never wrap (`fixedSize()`), a description given every line it needs
/// (`fixedSize(horizontal: false, vertical: true)`), a Claim button that plays a haptic, and a
/// Terms button that opens a web page with `UIApplication.shared`.
struct PromoBanner: View {
    let title: String
    let details: String
    @State private var claimed = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("LIMITED TIME")
                    .font(.caption.bold())
                    .fixedSize()
                    .padding(4)
                    .background(Color.orange)
                    .accessibilityIdentifier("badge")
                Text(title)
                    .font(.headline)
                    .lineLimit(1)
            }
            Text(details)
                .font(.subheadline)
                .fixedSize(horizontal: false, vertical: true)
                .accessibilityIdentifier("details")
            HStack {
                Button(claimed ? "Claimed" : "Claim") {
                    UIImpactFeedbackGenerator(style: .medium).impactOccurred()
                    claimed = true
                }
                .disabled(claimed)
                Spacer()
                Button("Terms") {
                    if let url = URL(string: "https://shop.example.com/terms") {
                        UIApplication.shared.open(url)
                    }
                }
            }
        }
        .padding()
        .frame(width: UIScreen.main.bounds.width * 0.5, height: 120, alignment: .top)
        .accessibilityIdentifier("banner")
    }
}
