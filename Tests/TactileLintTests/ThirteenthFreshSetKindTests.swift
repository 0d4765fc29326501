import Testing
@testable import TactileLint

/// Kinds the thirteenth fresh set (S1–S18) showed after it was judged, written as general
/// conditions rather than names: a tap on a control's whole label (written there or placed there), a
/// tap on a view holding a text input that only changes state, a tap that only hides a notice which hides itself on a timer.
/// Fixtures of our own in the style of that code, beside the near misses that must still be reported.
@Suite("Kinds from the thirteenth fresh set")
struct ThirteenthFreshSetKindTests {
    static let tap = RuleUnderTest(rule: TapGestureShouldBeButtonRule())

    static func taps(_ source: String) -> Int {
        tap.count(in: source)
    }

    /// Findings in the first of `files`, linted with the module index of all of them.
    static func taps(_ files: [String]) -> Int {
        tap.count(inFirstOf: files)
    }

    // MARK: Inside a control's label

    @Test("a tap on a Button's or NavigationLink's whole label is left alone; on a part of the label, beside it, or in a sheet it presents, it is reported")
    func tapOnAControlsWholeLabel() {
        #expect(Self.taps("""
            struct Rooms: View {
                var body: some View {
                    Button(action: { showDetail.toggle() }) {
                        RoomRow(room: room).padding(.bottom).onTapGesture { selected = room }
                    }
                }
            }
            """) == 0)
        #expect(Self.taps("""
            struct Rooms: View {
                var body: some View {
                    NavigationLink { Detail() } label: {
                        HStack { Avatar(); Text(name) }.onTapGesture { markRead() }
                    }
                }
            }
            """) == 0)
        #expect(Self.taps("""
            struct Banner: View {
                var body: some View {
                    Button { openChangelog() } label: {
                        HStack { Text("What's new"); Image(systemName: "xmark").onTapGesture { isHidden = true } }
                    }
                }
            }
            """) == 1, "a close mark inside the banner's Button: a control nested in a control")
        #expect(Self.taps("""
            struct Rooms: View {
                var body: some View {
                    VStack {
                        Button("Open") { showDetail.toggle() }
                        RoomRow(room: room).onTapGesture { selected = room }
                    }
                }
            }
            """) == 1, "beside the Button, not in its label")
        #expect(Self.taps("""
            struct Rooms: View {
                var body: some View {
                    Button { showDetail.toggle() } label: {
                        Text("Open").sheet(isPresented: $shown) { Avatar().onTapGesture { showStory = true } }
                    }
                }
            }
            """) == 1, "in a sheet, shown elsewhere")
    }

    @Test("a row function or view type carrying the tap on its whole value, every use of which is a Button's whole label, is left alone; one bare use keeps it reported")
    func tapPlacedAsAControlsWholeLabel() {
        let row = """
            struct FollowList: View {
                var body: some View {
                    ForEach(items) { item in
                        USE
                    }
                }
                private func rowContent(item: Item) -> some View {
                    HStack { AvatarView(url: item.avatar); Text(item.name) }.onTapGesture { highlighted = item }
                }
            }
            """
        #expect(Self.taps(row.replacingOccurrences(of: "USE", with: "Button { open(item) } label: { rowContent(item: item) }")) == 0)
        #expect(Self.taps(row.replacingOccurrences(of: "USE", with: "rowContent(item: item)")) == 1)
        #expect(Self.taps(row.replacingOccurrences(of: "USE", with: "Button { open(item) } label: { rowContent(item: item) }; rowContent(item: item)")) == 1)
        #expect(Self.taps(row
            .replacingOccurrences(of: "USE", with: "Button { open(item) } label: { rowContent(item: item) }")
            .replacingOccurrences(of: "AvatarView(url: item.avatar); Text(item.name) }.onTapGesture { highlighted = item }",
                                  with: "AvatarView(url: item.avatar).onTapGesture { story = item }; Text(item.name) }")) == 1,
                "the avatar is a part of the label")
        let placedType = """
            struct RoomRow: View {
                var body: some View { Text(room.name).onTapGesture { selected = room } }
            }
            """
        #expect(Self.taps([placedType, "struct Rooms: View { var body: some View { Button(action: open) { RoomRow() } } }"]) == 0)
        #expect(Self.taps([placedType, "struct Rooms: View { var body: some View { VStack { RoomRow() } } }"]) == 1)
    }

    // MARK: Holding a text input

    @Test("a tap on a view holding a TextField, SecureField or TextEditor that only sets state, flips focus or scrolls is left alone; one that submits or navigates, or on a row holding only text, is reported")
    func tapOnAViewHoldingATextField() {
        #expect(Self.taps("""
            struct CardNumberField: View {
                @FocusState private var isFocused: Bool
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(title)
                        HStack { TextField(placeholder, text: $text).focused($isFocused) }
                    }
                    .onTapGesture { isFocused.toggle() }
                }
            }
            """) == 0)
        #expect(Self.taps("struct Pin: View { var body: some View { ZStack { SecureField(\"\", text: $pin); Boxes() }.onTapGesture { focus = true } } }") == 0)
        #expect(Self.taps("struct Note: View { var body: some View { VStack { TextEditor(text: $note) }.onTapGesture { showsHint = true } } }") == 0)
        #expect(Self.taps("struct Note: View { var body: some View { VStack { Text(note) }.onTapGesture { showsEditor = true } } }") == 1)
        #expect(Self.taps("""
            struct Search: View {
                var body: some View {
                    ScrollViewReader { proxy in
                        VStack { TextField("Review", text: $review) }
                            .onTapGesture { if !isEditing { isEditing = true }; withAnimation { proxy.scrollTo("review") } }
                    }
                }
            }
            """) == 0, "it only scrolls the field into view")
        #expect(Self.taps("struct Search: View { var body: some View { VStack { TextField(\"Query\", text: $query) }.onTapGesture { submit() } } }") == 1,
                "it submits: an action of its own")
        #expect(Self.taps("struct Search: View { var body: some View { VStack { TextField(\"Query\", text: $query) }.onTapGesture { path.append(.results) } } }") == 1,
                "it navigates: an action of its own")
        let location = """
            struct ChooseLocation: View {
                var body: some View {
                    VStack {
                        createTextfield(placeholder: "Location", binding: $locationName)
                            .font(.headline)
                            DISABLED
                            .onTapGesture { isLocationPopupPresented.toggle() }
                    }
                }
            }
            """
        let field = """
            func createTextfield(placeholder: String, binding: Binding<String>) -> some View {
                TextField(placeholder, text: binding).padding().frame(height: 50)
            }
            """
        #expect(Self.taps([location.replacingOccurrences(of: "DISABLED", with: ""), field]) == 0)
        #expect(Self.taps([location.replacingOccurrences(of: "DISABLED", with: ".disabled(true)"), field]) == 1,
                "a disabled field takes no input: its tap opening a picker is the view's only action (a miss of the fourteenth set)")
        #expect(Self.taps("""
            struct Note: View {
                var body: some View {
                    VStack { Text(note) }
                        .sheet(isPresented: $editing) { TextField("Note", text: $note) }
                        .onTapGesture { editing = true }
                }
            }
            """) == 1, "the field is in a sheet the tap opens, not in the tapped view")
    }

    @Test("a tap on a search bar or input view of the module (its body holds a text field, or it wraps UITextField) is left alone")
    func tapOnAModuleTextInput() {
        let clubs = """
            struct Clubs: View {
                var body: some View {
                    SearchBar(text: $text, onCommit: { showCancel = false })
                        .onTapGesture { if !showCancel { showCancel = true } }
                }
            }
            """
        let swiftUIBar = "struct SearchBar: View { var body: some View { HStack { Image(systemName: \"magnifyingglass\"); TextField(\"Search\", text: $text) } } }"
        let uiKitBar = """
            struct SearchBar: UIViewRepresentable {
                func makeUIView(context: Context) -> UITextField { let field = UITextField(); return field }
                func updateUIView(_ view: UITextField, context: Context) {}
            }
            """
        let labelOnly = "struct SearchBar: View { var body: some View { HStack { Image(systemName: \"magnifyingglass\"); Text(\"Search\") } } }"
        #expect(Self.taps([clubs, swiftUIBar]) == 0)
        #expect(Self.taps([clubs, uiKitBar]) == 0)
        #expect(Self.taps([clubs, labelOnly]) == 1, "a search button that opens search is a control")
        #expect(Self.taps([clubs]) == 1, "a type the run does not hold says nothing")
    }

    // MARK: Notices that hide themselves

    @Test("a tap that only hides a toast which a timer also hides is left alone; without the timer, or doing more, it is reported")
    func tapHidingASelfDismissingToast() {
        let toast = """
            struct Main: View {
                var body: some View {
                    content.overlay {
                        if isToastPresented {
                            ToastView(text: "Saved")
                                .onTapGesture { withAnimation { isToastPresented = false } }
                        }
                    }
                }
                func save() {
                    isToastPresented = true
                    TIMER
                }
            }
            """
        #expect(Self.taps(toast.replacingOccurrences(of: "TIMER", with: "DispatchQueue.main.asyncAfter(deadline: .now() + 3) { withAnimation { isToastPresented = false } }")) == 0)
        #expect(Self.taps(toast.replacingOccurrences(of: "TIMER", with: "Task { try? await Task.sleep(for: .seconds(2)); isToastPresented = false }")) == 0)
        #expect(Self.taps(toast.replacingOccurrences(of: "TIMER", with: "Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in isToastPresented = false }")) == 0)
        #expect(Self.taps(toast.replacingOccurrences(of: "TIMER", with: "")) == 1, "nothing hides it but the tap")
        #expect(Self.taps(toast.replacingOccurrences(of: "TIMER", with: "DispatchQueue.main.asyncAfter(deadline: .now() + 3) { isToastPresented = true }")) == 1,
                "the timer shows it, it does not hide it")
        #expect(Self.taps(toast
            .replacingOccurrences(of: "TIMER", with: "DispatchQueue.main.asyncAfter(deadline: .now() + 3) { isToastPresented = false }")
            .replacingOccurrences(of: "withAnimation { isToastPresented = false }", with: "isToastPresented = false; undoSave()")) == 1,
                "the tap also undoes: an action of its own")
    }

    @Test("a snackbar flag cleared by a view model's timer in another file counts")
    func timerInAnotherFile() {
        let view = """
            struct PlaceDetail: View {
                var body: some View {
                    if viewModel.isVisibleSnackbar {
                        Snackbar(text: "Copied!").onTapGesture { withAnimation(.interactiveSpring) { viewModel.isVisibleSnackbar = false } }
                    }
                }
            }
            """
        let model = """
            final class PlaceDetailViewModel {
                var isVisibleSnackbar = false
                func copy() {
                    isVisibleSnackbar = true
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in self?.isVisibleSnackbar = false }
                }
            }
            """
        #expect(Self.taps([view, model]) == 0)
        #expect(Self.taps([view]) == 1)
    }
}
