import Testing
import Tactile
import TactileTesting
@testable import TactileUI

/// What an `onPreferenceChange` action writes carries its own transaction, as every state write does in
/// SwiftUI: a ring sized from its label's measured width is drawn at that size at once, even while
/// another view's `onAppear` starts a repeating animation in the same update (progress-ring libraries
/// place such a ring beside a spinner).
@MainActor
@Suite("Preference actions' writes and other actions' animations")
struct PreferenceActionTransactionTests {
    struct LabelWidthKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    struct RingBesideSpinner: View {
        @State private var labelWidth: CGFloat = 12
        @State private var spinning = false

        var body: some View {
            HStack {
                Circle()
                    .frame(width: labelWidth + 20, height: labelWidth + 20)
                    .accessibilityIdentifier("ring")
                    .overlay(
                        Text("44 %")
                            .fixedSize()
                            .background(GeometryReader { proxy in
                                Color.clear.preference(key: LabelWidthKey.self, value: proxy.size.width)
                            })
                    )
                    .onPreferenceChange(LabelWidthKey.self) { labelWidth = $0 }
                Rectangle()
                    .frame(width: 20, height: 20)
                    .rotationEffect(.degrees(spinning ? 360 : 0))
                    .onAppear {
                        withAnimation(.easeInOut(duration: 1).repeatForever(autoreverses: false)) { spinning = true }
                    }
            }
        }
    }

    @Test("a ring sized in onPreferenceChange has its size at once, not animated by a spinner's repeating animation")
    func preferenceWriteIsNotAnimated() {
        let host = ViewHost(RingBesideSpinner(), canvasSize: CGSize(width: 300, height: 200))
        let measured = host.view(withText: "44 %")?.globalFrame.width ?? 0
        #expect(measured > 12)
        let first = host.drawnView(withIdentifier: "ring")?.globalFrame.width
        #expect(first == measured + 20)
        host.advance(by: 0.4)
        #expect(host.drawnView(withIdentifier: "ring")?.globalFrame.width == measured + 20)
    }
}
