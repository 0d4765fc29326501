import Testing
@testable import TactileLint

/// Kinds the fifteenth fresh set (U1–U19) showed after it was judged: a tap doing what a swipe action
/// or context-menu item of the row showing it already does (a favourite pill inside a row whose swipe
/// actions and menu toggle the same favourite — VoiceOver offers those as the row's actions).
/// Fixtures of our own in the style of that code, beside the near misses that must still be reported.
@Suite("Kinds from the fifteenth fresh set")
struct FifteenthFreshSetKindTests {
    static let tap = RuleUnderTest(rule: TapGestureShouldBeButtonRule())

    /// A row whose `body` shows `content`, which shows `pill`; `MENUS` is replaced by the row's menus.
    static func row(pillAction: String = "store.toggleFavorite(id: verse.id)", menus: String) -> String {
        """
        struct VerseRow: View {
            let verse: Verse
            @EnvironmentObject var store: Store
            var body: some View {
                content
                    MENUS
            }
            private var content: some View {
                HStack {
                    pill
                    Text(verse.text)
                }
            }
            private var pill: some View {
                Text("\\(verse.number)")
                    .padding(6)
                    .onTapGesture {
                        Haptics.light()
                        \(pillAction)
                    }
            }
            private var favoriteItem: some View {
                Button("Favorite") { store.toggleFavorite(id: verse.id) }
            }
        }
        """.replacingOccurrences(of: "MENUS", with: menus)
    }

    static let swipe = """
        .swipeActions(edge: .leading) {
                        Button {
                            withAnimation { store.toggleFavorite(id: verse.id) }
                        } label: { Image(systemName: "star") }
                    }
        """

    @Test("a tap doing what a swipe action or context-menu item of the row showing it does is left alone")
    func rowActionsOfferTheTap() {
        #expect(Self.tap.count(in: Self.row(menus: Self.swipe)) == 0)
        #expect(Self.tap.count(in: Self.row(menus: ".contextMenu { favoriteItem }")) == 0)
    }

    @Test("a row menu doing something else, or no menu, leaves the tap reported")
    func otherRowActionsDoNot() {
        #expect(Self.tap.count(in: Self.row(pillAction: "store.open(verse)", menus: Self.swipe)) == 1)
        #expect(Self.tap.count(in: Self.row(menus: ".contextMenu { Button(\"Copy\") { copy(verse) } }")) == 1)
        #expect(Self.tap.count(in: Self.row(menus: ".padding()")) == 1)
    }
}
