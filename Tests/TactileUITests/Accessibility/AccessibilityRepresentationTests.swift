import Foundation
import Testing
import TactileTesting
import TactileUI

/// `accessibilityRepresentation(representation:)` (SwiftUI, iOS 15): a custom control is read as
/// the representation says — a slide-to-confirm control as a `Button` — and the representation is
/// never drawn or touched.
@MainActor
@Suite("accessibilityRepresentation")
struct AccessibilityRepresentationTests {
    /// In the style of slide-button libraries: a track with a knob dragged to the end to confirm,
    /// read by VoiceOver as a button that confirms at once.
    private struct SlideToConfirm: View {
        @State private var confirmed = 0
        @State private var knob: CGFloat = 0
        var body: some View {
            VStack {
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.gray).frame(width: 200, height: 40).accessibilityIdentifier("track")
                    Text("Slide to pay").frame(width: 200)
                    Circle().fill(Color.blue).frame(width: 40, height: 40).offset(x: knob)
                        .gesture(DragGesture().onChanged { knob = min(160, max(0, $0.translation.width)) }
                            .onEnded { _ in if knob >= 160 { confirmed += 1 }; knob = 0 })
                }
                .accessibilityRepresentation {
                    Button("Pay") { confirmed += 1 }
                }
                Text("confirmed \(confirmed)")
            }
        }
    }

    @Test("the control reads as its representation, a button, in place of its own text")
    func readsAsRepresentation() {
        let host = ViewHost(SlideToConfirm(), canvasSize: CGSize(width: 300, height: 200))
        #expect(host.accessibilityTranscript == ["Pay, Button", "confirmed 0"])
        #expect(host.accessibilityElements.first?.traits == .isButton)
    }

    @Test("the representation is not drawn and takes no touches: the control draws and slides as without it")
    func notDrawnNotTouched() {
        let host = ViewHost(SlideToConfirm(), canvasSize: CGSize(width: 300, height: 200))
        #expect(!host.svg().contains(">Pay<"), "the representation's label is not drawn")
        #expect(host.view(withText: "Slide to pay") != nil)
        let knob = host.view(withIdentifier: "track")!.globalFrame
        host.tap(at: CGPoint(x: knob.midX, y: knob.midY))
        #expect(host.view(withText: "confirmed 0") != nil, "a tap where the representation's button lies does not run it")
        host.drag(from: CGPoint(x: knob.minX + 20, y: knob.midY), to: CGPoint(x: knob.maxX + 10, y: knob.midY))
        #expect(host.view(withText: "confirmed 1") != nil, "the slide confirms")
    }
}
