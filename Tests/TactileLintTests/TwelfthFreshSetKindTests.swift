import Testing
@testable import TactileLint

/// Kinds the twelfth fresh set (R1–R20) showed after it was judged: taps whose action a control of
/// the same view already performs (tab content selecting its own tab, a disclosure group's label
/// toggling the group's own binding, the same code as a `Button` beside it, a row's
/// swipe-action button), an action compiled only into debug builds. Fixtures of our own in the
/// style of that code, beside the near misses that must still be reported.
@Suite("Kinds from the twelfth fresh set")
struct TwelfthFreshSetKindTests {
    static let tap = RuleUnderTest(rule: TapGestureShouldBeButtonRule())

    static func taps(_ source: String) -> Int {
        tap.count(in: source)
    }

    static func tabs(_ content: String) -> String {
        """
        struct RootTabs: View {
            @State private var current = 0
            var body: some View {
                TabView(selection: $current) {
                    \(content)
                }
            }
        }
        """
    }

    @Test("tab content tapped only to select its own tab is left alone; a tap choosing another action, or inside the content, is reported")
    func tabContentSelectingItsOwnTab() {
        #expect(Self.taps(Self.tabs("Feed().onTapGesture { current = 0 }.tabItem { Text(\"Feed\") }.tag(0)")) == 0)
        #expect(Self.taps(Self.tabs("Feed().onTapGesture { self.current = 1 }.tag(1)")) == 0)
        #expect(Self.taps(Self.tabs("Feed().onTapGesture { withAnimation { current = 2 } }.tabItem { Text(\"Feed\") }")) == 0)
        #expect(Self.taps(Self.tabs("Feed().onTapGesture { refresh() }.tabItem { Text(\"Feed\") }.tag(0)")) == 1)
        #expect(Self.taps(Self.tabs("VStack { Text(\"Go\").onTapGesture { current = 1 } }.tabItem { Text(\"Feed\") }.tag(0)")) == 1)
        #expect(Self.taps("Feed().onTapGesture { current = 0 }.tag(0)") == 1, "no TabView around it")
    }

    static func disclosure(_ action: String) -> String {
        """
        struct FiltersSection: View {
            @State private var showsFilters = false
            var body: some View {
                DisclosureGroup(isExpanded: $showsFilters) {
                    filters
                } label: {
                    Text("Filters").onTapGesture { \(action) }
                }
            }
        }
        """
    }

    @Test("a disclosure group's label tapped only to flip the group's own binding is left alone; other actions are reported")
    func disclosureLabelTogglingItsGroup() {
        #expect(Self.taps(Self.disclosure("showsFilters.toggle()")) == 0)
        #expect(Self.taps(Self.disclosure("withAnimation(.easeInOut) { showsFilters.toggle() }")) == 0)
        #expect(Self.taps(Self.disclosure("showsFilters = true")) == 0)
        #expect(Self.taps(Self.disclosure("showsHelp.toggle()")) == 1)
        #expect(Self.taps(Self.disclosure("showsFilters.toggle(); resetFilters()")) == 1)
    }

    static func screen(tap: String, button: String) -> String {
        """
        struct TicketRow: View {
            var body: some View {
                HStack {
                    Text(ticket.name).onTapGesture\(tap)
                    Spacer()
                    counter
                }
            }
            private var counter: some View {
                \(button)
            }
        }
        """
    }

    @Test("a tap running the same statements as a Button beside it is left alone, whether written as a closure or named")
    func sameActionAsAButtonBesideIt() {
        #expect(Self.taps(Self.screen(tap: " { ticket.add(1) }", button: "Button { ticket.add(1) } label: { Image(systemName: \"plus\") }")) == 0)
        #expect(Self.taps(Self.screen(tap: " { self.addOne() }", button: "Button(action: addOne) { Image(systemName: \"plus\") }")) == 0)
        #expect(Self.taps(Self.screen(tap: "(perform: addOne)", button: "Button(\"Add\") { addOne() }")) == 0)
        #expect(Self.taps(Self.screen(tap: " { withAnimation { addOne() } }", button: "Button(\"Add\") { Haptics.play(.light); addOne(); print(\"added\") }")) == 0)
        #expect(Self.taps(Self.screen(tap: " { if canAdd { addOne() } }", button: "Button(\"Add\") { addOne() }")) == 1, "a condition the button lacks")
        #expect(Self.taps(Self.screen(tap: " { addOne() }", button: "if isHovering { Button(\"Add\") { addOne() } }")) == 1, "a button shown only sometimes")
        #expect(Self.taps(Self.screen(tap: " { addOne() }", button: "Button(\"Remove\") { removeOne() }")) == 1)
        #expect(Self.taps(Self.screen(tap: " { addOne(); openDetails() }", button: "Button(\"Add\") { addOne() }")) == 1, "one effect the button lacks")
        #expect(Self.taps(Self.screen(tap: " { addOne() }", button: "Text(\"Add\").padding()")) == 1, "no button")
    }

    @Test("a row tap doing what its own swipe-action button does is left alone")
    func sameActionAsASwipeAction() {
        let row = """
            struct NoteList: View {
                var body: some View {
                    List(notes) { note in
                        Text(note.title)
                            .onTapGesture { editing = note }
                            .swipeActions { Button("Edit") { editing = note } }
                    }
                }
            }
            """
        #expect(Self.taps(row) == 0)
        #expect(Self.taps(row.replacingOccurrences(of: "Button(\"Edit\") { editing = note }", with: "Button(\"Delete\") { delete(note) }")) == 1)
    }

    @Test("an action compiled only into debug builds is left alone; one with a release branch or other code is reported")
    func debugOnlyAction() {
        #expect(Self.taps("Text(area).onTapGesture {\n#if DEBUG\nmodel.send(.inspect)\n#endif\n}") == 0)
        #expect(Self.taps("Text(area).onTapGesture {\n#if DEBUG\nmodel.send(.inspect)\n#else\nopenArea()\n#endif\n}") == 1)
        #expect(Self.taps("Text(area).onTapGesture {\nopenArea()\n#if DEBUG\nprint(area)\n#endif\n}") == 1)
    }

    static func badge(_ popover: String, action: String = "showsNote = true") -> String {
        """
        Image(systemName: "flag")
            .onTapGesture { \(action) }
            .popover(isPresented: $showsNote) { \(popover) }
        """
    }

    @Test("a tap that only opens a popover holding one Text is left alone; a richer popover or another action is reported")
    func explanationPopover() {
        #expect(Self.taps(Self.badge("Text(\"Reported\").padding()")) == 0)
        #expect(Self.taps(Self.badge("Text(\"Reported\")", action: "showsNote.toggle()")) == 0)
        #expect(Self.taps(Self.badge("ReportDetails(report: report)")) == 1)
        #expect(Self.taps(Self.badge("VStack { Text(\"Reported\"); Button(\"Undo\") { undo() } }")) == 1)
        #expect(Self.taps(Self.badge("Text(\"Reported\")", action: "showsNote = true; markSeen()")) == 1)
    }

    @Test("a tap that only closes what its condition finds open is left alone; one that does more, or has an else, is reported")
    func closesOnlyWhatIsOpen() {
        #expect(Self.taps("form.onTapGesture { if showsPicker { showsPicker = false } }") == 0)
        #expect(Self.taps("form.onTapGesture { if isEditingTags { isEditingTags = false }\n if isEditingNotes { isEditingNotes = false } }") == 0)
        #expect(Self.taps("form.onTapGesture { withAnimation { if menu != nil { menu = nil } } }") == 0)
        #expect(Self.taps("form.onTapGesture { if showsPicker { showsPicker = false; save() } }") == 1)
        #expect(Self.taps("form.onTapGesture { if showsPicker { showsPicker = false } else { openForm() } }") == 1)
        #expect(Self.taps("form.onTapGesture { if isReady { showsPicker = false } }") == 1, "clears a name the condition does not read")
    }
}
