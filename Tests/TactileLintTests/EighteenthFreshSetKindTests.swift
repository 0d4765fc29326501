import Testing
@testable import TactileLint

/// Kinds the eighteenth fresh set (X1–X19) showed after it was judged: a tap that runs a callback the
/// view was given while a `Button` elsewhere in the same view runs the same callback (a band over a
/// card's image extending the prompt's tap target, beside the header's chevron `Button`). Fixtures of
/// our own in the style of that code, beside the near misses that must still be reported.
@Suite("Kinds from the eighteenth fresh set")
struct EighteenthFreshSetKindTests {
    static let tap = RuleUnderTest(rule: TapGestureShouldBeButtonRule())

    /// A generation card: the header's chevron `HEADER`, and a clear band over the image whose tap runs `TAP`.
    static func card(header: String = "Button(action: onTapDetail) { Image(systemName: \"chevron.right\") }", tap: String = "perform: onTapDetail") -> String {
        """
        struct GenerationCard: View {
            let item: Generation
            var onTapDetail: () -> Void
            @State private var showsMenu = false
            var body: some View {
                VStack {
                    headerRow
                    Image(item.imageName)
                        .overlay(alignment: .top) {
                            Color.clear
                                .frame(height: 24)
                                .contentShape(Rectangle())
                                .onTapGesture(\(tap))
                        }
                }
            }
            private var headerRow: some View {
                HStack {
                    Text(item.prompt)
                    Spacer()
                    \(header)
                }
            }
        }
        """
    }

    @Test("a tap running a callback that a Button of the same view runs too is a second way to that button")
    func callbackButtonElsewhere() {
        #expect(Self.tap.count(in: Self.card()) == 0)
        #expect(Self.tap.count(in: Self.card(header: "Button { onTapDetail() } label: { Image(systemName: \"chevron.right\") }", tap: "{ onTapDetail() }")) == 0)
    }

    @Test("a Button shown only in some state, in presented content, or running something else leaves the tap reported")
    func otherButtonsDoNot() {
        #expect(Self.tap.count(in: Self.card(header: "if showsMenu { Button(action: onTapDetail) { Text(\"More\") } }")) == 1)
        #expect(Self.tap.count(in: Self.card(header: "Text(\"More\").sheet(isPresented: $showsMenu) { Button(action: onTapDetail) { Text(\"Open\") } }")) == 1)
        #expect(Self.tap.count(in: Self.card(header: "Button(action: share) { Image(systemName: \"square.and.arrow.up\") }")) == 1)
    }

    @Test("a tap running a function of the view, not a callback it was given, needs its Button beside it")
    func notACallback() {
        let source = Self.card(tap: "perform: openDetail").replacingOccurrences(of: "Button(action: onTapDetail)", with: "Button(action: openDetail)")
            .replacingOccurrences(of: "var onTapDetail: () -> Void", with: "func openDetail() {}")
        #expect(Self.tap.count(in: source) == 1)
    }
}
