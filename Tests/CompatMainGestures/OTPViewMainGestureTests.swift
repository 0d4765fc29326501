import OTPView
import TactileTesting
import Testing

// mukeshsolanki/otpview-swiftui — README "Usage": `OtpView(activeIndicatorColor: Color.black,
// inactiveIndicatorColor: Color.gray, length: 4, doSomething: { value in … })`: a tap on the boxes brings up
// the keyboard (the focus goes to the library's hidden `TextField`, which also takes it when the view
// appears), each digit typed fills the next box, and the fourth calls `doSomething` with the code.
struct OTPViewReadmeView: View {
    @State var codes: [String] = []

    var body: some View {
        OtpView(activeIndicatorColor: Color.black, inactiveIndicatorColor: Color.gray, length: 4, doSomething: { value in
            codes.append(value)
        })
        .padding()
        .accessibilityIdentifier("otp")
    }
}

@MainActor
@Suite("mukeshsolanki/otpview-swiftui: a tap brings the keyboard, typed digits fill the boxes, the fourth calls doSomething")
struct OTPViewMainGestureTests {
    let host = ViewHost(OTPViewReadmeView())

    var codes: String? { host.stateValue(named: "codes", in: "OTPViewReadmeView") }
    /// The digits drawn in the boxes, left to right (not the hidden field, drawn at opacity 0.001).
    var boxes: [String] {
        host.drawnViews.filter { ($0.text?.count ?? 0) == 1 && $0.text != " " && $0.opacity > 0.01 }.sorted { $0.center.x < $1.center.x }.compactMap(\.text)
    }

    func yieldToMainQueue() async {
        for _ in 0..<5 { await Task.yield() }
        await host.settle()
    }

    @Test("A tap on the boxes, then 1, 2, 3, 4 typed: the boxes fill one by one and doSomething gets 1234 once")
    func typeCode() async {
        await yieldToMainQueue()
        host.tap(on: "otp")
        host.typeText("12")
        #expect(boxes == ["1", "2"])
        #expect(codes == "[]")
        host.typeText("34")
        await yieldToMainQueue()
        #expect(boxes == ["1", "2", "3", "4"])
        #expect(codes == #"["1234"]"#)
    }

    @Test("The field has the focus as the view appears: typing needs no tap")
    func focusedOnAppear() async {
        await yieldToMainQueue()
        host.typeText("7")
        #expect(boxes == ["7"])
    }

    @Test("A fifth digit is cut off: the code stays four digits")
    func limit() async {
        await yieldToMainQueue()
        host.tap(on: "otp")
        host.typeText("12345")
        await yieldToMainQueue()
        #expect(boxes == ["1", "2", "3", "4"])
        #expect(codes == #"["1234"]"#)
    }
}
