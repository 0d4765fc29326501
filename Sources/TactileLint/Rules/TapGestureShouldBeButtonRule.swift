import SwiftSyntax

/// A plain action attached with `onTapGesture` instead of a `Button`.
public struct TapGestureShouldBeButtonRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "tap_gesture_should_be_button",
        name: "Tap gesture should be a Button",
        severity: .warning,
        enabledByDefault: false,
        summary: "Flags `onTapGesture` (one tap, no location) used as a plain action on an element with no button accessibility anywhere.",
        rationale: """
        A view with `onTapGesture` is not a control: VoiceOver does not announce it as a button, Voice \
        Control cannot name it, Switch Control and the keyboard cannot reach it, and it shows no pressed \
        state. A `Button` with `.buttonStyle(.plain)` looks the same and works for everyone. Views that \
        also take a double tap or read the tap location are left alone (a location named and never read, \
        `{ tapGesture in … }`, is a plain tap), as are text fields (their tap \
        tracks focus) and elements whose accessibility is already there, wherever it is written: an \
        `.isButton`/`.isLink` trait in either spelling, on the chain, in the view's content closure or \
        in its own `body`; an `.accessibilityAction` that does what the tap does, on the element or on the \
        view that places it (the `body` around a `row` property, the view calling the row's type); \
        `.accessibilityHidden`, on the element or ending its own type's `body` (`true` only); for a tap on \
        `self` inside a `View` extension method, any of these after every use of the method; for a tap in \
        a view type's `body`, any of these around every place the module puts that type. \
        Nor are layers that are not controls: a scrim or hit-catcher (a colour filling the space, \
        `Color.black.opacity(0.4)`, `Color.clear.contentShape(Rectangle())`, without a fixed size, or a \
        view named as one, `dimmingColor()`, `scrim`, `backdrop`) and a "tap to show the controls" layer \
        (its tap only shows or hides controls; on a paged `TabView`, any shown/hidden strip), a layer whose tap \
        hides the layer itself (it fades with `.opacity(flag ? 1 : 0)` and the tap changes `flag` or \
        dismisses: a dimmed layer behind a menu, a stand-in for a menu button beside it), and a toast, \
        snackbar or tip tapped only to dismiss it (it dismisses itself anyway), a clear or \
        see-through `Rectangle` (`.fill(.clear)`, `.foregroundStyle(.black.opacity(0.3))`) and a tap that \
        only empties a selection (`selection = nil`, `selection.removeAll()`): a background that deselects. \
        Nor is a tap on a control (`Menu`, `Toggle`, …, or a view type of the project whose `body` is one in \
        every branch; but a `Button` whose own action is empty while the tap on it or on its whole label does \
        the work is reported, with its own message: assistive technologies activate the empty action) or inside a `ButtonStyle`, `PrimitiveButtonStyle`, \
        `ToggleStyle` or `MenuStyle` (the view is that control), a tap that only switches a `Text` between \
        two formats of the same thing (relative/absolute dates, original/translated titles) or calls a \
        function named as switching an amount's currency or unit (`toggleCurrencyType()`), a tap whose \
        action a `Button` of the `.contextMenu` of the view or of a view around it also performs (written as a \
        closure or named), a hidden tap (a counter, `versionTapCount \
        += 1`, also in the function the tap names; a tap that only reveals the version; one that only \
        flips a testing or debug switch; one whose whole action is inside `#if DEBUG` without `#else`), or developer-only UI (`#if DEBUG`, a type named \
        `Debug…`/`Developer…`, the branch of an `if` on a developer flag: `if debugOverlay`, \
        `if settings.isDeveloperMode`). Nor is a "tap outside to close" surface: a view whose background is a \
        colour nobody sees (`.background(.black.opacity(0.00000000001))`, `Color.clear`) or whose \
        `contentShape` covers a frame filling both axes, when its tap only closes or dismisses; nor a tap \
        that only clears a tip's flag (`tutorialShown = false`), nor one that only changes the view's \
        own scale or zoom (a floating panel shrunk, a photo zoomed), nor a toy (a tap that only spins, wobbles, \
        shakes or shuffles something: `logoRotation += 360`, `bars.shuffle()`), nor a truncated text expanded \
        in place (the tap only flips the flag its own `.lineLimit` reads; VoiceOver reads the text whole anyway), \
        nor a tap that only restyles (it sets `@State` properties its type reads only in visual modifiers \
        such as `.rotationEffect`, `.scaleEffect`, `.font`, `.foregroundStyle`: a hamburger morphing, an \
        animation replayed; one read in an `if`, a view's content or any other modifier makes it a control). Nor are \
        taps that do nothing a user could miss: an empty action, one that only logs (`print`) or records an \
        analytics event (`Analytics.logEvent(…)`), or only plays a \
        haptic (`impactOccurred()`, `Haptics.play(.light)`; beside a toy's or a restyling's changes a haptic \
        changes nothing either), one that \
        only puts the keyboard away or moves focus (`hideKeyboard()`, `endEditing`, a project's `endTextEditing()`, `isInputActive = false`, a keyboard flag of the app's own, any \
        `@FocusState` of the type, a `FocusState.Binding`'s `wrappedValue`, also inside an `if` without `else` \
        or `withAnimation`, after a `guard … else { return }`, or in the function the tap names); a \
        tooltip dismissed by a tap (`dismissTooltip()`, `showsCouponTooltip = false`) is a tip. Nor is a title or logo tapped only to scroll its list to the top \
        (`sendNotification(.shouldScrollToTop)`, `proxy.scrollTo("top")`), a tap on `EmptyView` (it never \
        fires), a tagged option inside a `Picker` (the picker is the control), or a success check mark tapped \
        only to dismiss. Nor is a tap whose action a control of the same view already performs: tab content \
        tapped only to select its own tab (it carries `.tabItem`/`.tag` inside `TabView(selection: $tab)` \
        and the tap only sets `tab`), a `DisclosureGroup`'s label tapped only to flip the group's own \
        `isExpanded` binding, or a tap running the same statements as a `Button` beside it (in the same \
        stack, in a property or function of the type that stack names, in the tapped view's own content or \
        `.swipeActions`; a button shown only under an `if` does not count), or as a view of a button type \
        given the same action there (`AccentButton(title: …) { action() }`: a type named `…Button`, or one \
        of the module whose `body` holds a `Button` running the closure it is passed). Nor is a tap that only opens a \
        popover of the view holding one `Text` (a badge explained: what VoiceOver lacks is a label, not a \
        button), nor one that only closes what is open (`if showsPicker { showsPicker = false }`: tapped \
        while nothing is open it does nothing, a "tap outside to close" surface; also `showsPicker = false` on \
        the view behind the `.sheet`, `.fullScreenCover` or `.popover` that flag presents, which covers the view \
        while it is up), nor one that only hides a \
        notice which hides itself (each flag it sets to `false`/`nil` is also cleared after a delay somewhere \
        in the run: `asyncAfter`, a scheduled `Timer`, after `Task.sleep`). Nor is a tap on a view holding a \
        text input (`TextField`, `SecureField`, `TextEditor`, a view type of the module whose `body` holds \
        one, a representable making a `UITextField`/`UITextView`) that only assigns, flips a flag or \
        scrolls (`isDeleteButtonVisible = true`, `isFocused.toggle()`, `proxy.scrollTo(id)`): it serves the \
        field, which VoiceOver and the keyboard reach, and a `Button` would take its touches; one that \
        calls anything else (`submit()`) is still reported. Nor is a tap on the whole label of a \
        `Button` or `NavigationLink` (the tapped chain is the label's only view, written there or placed \
        there by a row function or view type every use of which is such a label): the control is reached \
        as a button; a tap on a part of a label (a close mark inside a banner's `Button`) is still reported, \
        a control nested in a control. Previews are never checked, nor are the views named as previews that only \
        previews use (a `ZappablePreviews` view or a `PreviewContainer` that no other code of the run \
        names; never a `public` one), nor, in a run holding a whole app, the views it never shows (only \
        previews, or only such views, show them; `public` ones too in an Xcode project of apps or a Tuist \
        workspace that builds an app, whose frameworks nothing outside imports), nor code that never runs (`if false { … }`, the \
        fallback of an `if #available` the deployment target passes), nor \
        are apps built only to test the project by hand (a `TestingApps`/`…TestApp` folder under a \
        `Tests`/`…Tests` folder). A row containing \
        controls is left alone too, except a list row whose only controls are `Button`s doing something \
        else (a small delete button): the row's own tap is then still out of reach.
        """,
        fixDescription: "Wrap the view: `Button { action } label: { view }.buttonStyle(.plain)`. `--fix` does it only around a plain label (text, images, shapes, stacks of them) outside a `List`/`Form`; a view with a link, a control or a gesture inside, or one reached through a property, gets the advice without a fix.",
        triggeringExamples: [
            """
            Text("Search").↓onTapGesture {
                guard !disabled else { return }
                isFocused = true
                search()
            }
            """,
            """
            Text("Save").↓onTapGesture {
                feedback.impactOccurred()
                save()
            }
            """,
            """
            Text("Send feedback").↓onTapGesture { sendFeedback() }
            """,
            """
            struct NoteMenuItem: View {
                var body: some View {
                    Text(title).padding(8).↓onTapGesture { isSheetPresented = true }
                }
            }
            struct FilterBar: View {
                var body: some View {
                    HStack {
                        NoteMenuItem().accessibilityAddTraits(.isButton)
                        NoteMenuItem()
                    }
                }
            }
            """,
            """
            private extension View {
                func withTapGesture(action: @escaping () -> Void) -> some View {
                    self.↓onTapGesture(perform: action)
                }
            }
            struct FlipCard: View {
                var body: some View {
                    face.withTapGesture { flip() }
                }
            }
            """,
            """
            struct Disclosure: View {
                @State private var isExpanded = false
                var body: some View {
                    VStack {
                        Image(systemName: "chevron.right").rotationEffect(.degrees(isExpanded ? 90 : 0))
                        if isExpanded { details }
                    }
                    .↓onTapGesture { withAnimation { isExpanded.toggle() } }
                }
            }
            """,
            """
            Text("Open")
                .padding()
                .↓onTapGesture { open() }
            """,
            """
            Image(systemName: "star").↓onTapGesture(count: 1, perform: toggleFavorite)
            """,
            """
            struct Card: View {
                var content: some View {
                    VStack { Text(title); Text(detail) }
                }
                var body: some View {
                    content.↓onTapGesture { open() }
                }
            }
            """,
            """
            HStack {
                Slider(value: $volume)
                Text("Volume")
            }
            .↓onTapGesture { toggleMute() }
            """,
            """
            List(items) { item in
                HStack {
                    Text(item.title)
                    Spacer()
                    Button { delete(item) } label: { Image(systemName: "trash") }
                }
                .↓onTapGesture { open(item) }
            }
            """,
            """
            Color.red
                .frame(width: 32, height: 32)
                .↓onTapGesture { pick(.red) }
            """,
            """
            Image(systemName: "star")
                .opacity(isEditing ? 0 : 1)
                .↓onTapGesture { toggleFavorite() }
            """,
            """
            struct ToastLabel: View {
                var body: some View {
                    Text(message).↓onTapGesture { openDetails() }
                }
            }
            """,
            """
            Text(isExpanded ? summary.full : summary.short)
                .↓onTapGesture { isExpanded.toggle() }
            """,
            """
            Rectangle()
                .fill(.blue)
                .frame(height: 44)
                .↓onTapGesture { compose() }
            """,
            """
            Text("Close")
                .padding()
                .background(Color.gray.opacity(0.2))
                .↓onTapGesture { isPresented = false }
            """,
            """
            HStack { Text(item.title); Spacer() }
                .background(Color.white.opacity(0.001))
                .↓onTapGesture { open(item) }
            """,
            """
            Text("Done")
                .padding()
                .↓onTapGesture { showsShipmentDetails = false }
            """,
            """
            struct Header: View {
                var body: some View {
                    Image("logo").↓onTapGesture(perform: openWebsite)
                }
                private func openWebsite() {
                    openURL(website)
                }
            }
            """,
            """
            HStack {
                Text(person.name)
                    .↓onTapGesture { openMessages(with: person) }
                Spacer()
            }
            .contextMenu {
                Button("Block") { block(person) }
            }
            """,
            """
            Image("cover")
                .rotationEffect(.degrees(logoRotation))
                .↓onTapGesture {
                    logoRotation += 360
                    openShow()
                }
            """,
            """
            Text(member.email)
                .lineLimit(1)
                .↓onTapGesture { showsMemberDetails.toggle() }
            """,
            """
            Image("Logo")
                .↓onTapGesture {
                    sendNotification(.shouldScrollToTop)
                    openProfile()
                }
            """,
            """
            struct PlaceRow: View {
                private var row: some View {
                    Text(place.name).↓onTapGesture { withAnimation { connect(place) } }
                }
                var body: some View {
                    ZStack { row }
                        .accessibilityElement()
                        .accessibilityAction(named: "Forget") { forget(place) }
                }
            }
            """,
            """
            struct Chip: View {
                var body: some View {
                    Text(label).padding(4).accessibilityHidden(isDecorative)
                }
            }
            struct ChipRow: View {
                var body: some View {
                    Chip().↓onTapGesture { showsDetail.toggle() }
                }
            }
            """,
            """
            TabView(selection: $currentTab) {
                VStack {
                    Text("No saved places")
                    Text("Explore").↓onTapGesture { currentTab = 1 }
                }
                .tabItem { Label("Saved", systemImage: "bookmark") }
                .tag(0)
            }
            """,
            """
            DisclosureGroup(isExpanded: $showsAdvanced) {
                advancedOptions
            } label: {
                Text("Advanced").↓onTapGesture { showsHelp.toggle() }
            }
            """,
            """
            struct SecretKeyPanel: View {
                var body: some View {
                    VStack {
                        Text(maskedKey).padding().↓onTapGesture { revealKey() }
                        Button("Copy", action: copyKey)
                    }
                }
            }
            """,
            """
            Text(stationName).↓onTapGesture {
                #if DEBUG
                model.send(.inspect)
                #else
                openStation()
                #endif
            }
            """,
            """
            Image(systemName: "info.circle")
                .↓onTapGesture { showsInfo = true }
                .popover(isPresented: $showsInfo) { InfoPanel(topic: topic) }
            """,
            """
            VStack { header; filters }
                .↓onTapGesture {
                    if showsSortMenu { applySort() }
                }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct ChipsField: View {
                @State private var isFocused = false
                var body: some View {
                    chips.onTapGesture {
                        guard !disabled else { return }
                        withAnimation { isFocused = true }
                    }
                }
            }
            """,
            """
            struct SignerCodeField: View {
                let focus: FocusState<Bool>.Binding
                var body: some View {
                    digits.onTapGesture(perform: focusField)
                }
                private func focusField() {
                    focus.wrappedValue = true
                }
            }
            """,
            """
            struct Panda: View {
                @State private var isGrayscale = false
                private let feedback = UIImpactFeedbackGenerator(style: .heavy)
                var body: some View {
                    Image("panda")
                        .grayscale(isGrayscale ? 1 : 0)
                        .onTapGesture {
                            feedback.impactOccurred()
                            withAnimation(.easeInOut(duration: 0.15)) { isGrayscale.toggle() }
                        }
                }
            }
            """,
            """
            Image(systemName: "hand.tap").onTapGesture { Haptics.play(.light) }
            """,
            """
            struct SliderMenuItem: View {
                var body: some View {
                    Text(title).padding(8).onTapGesture { isSheetPresented = true }
                }
            }
            struct FilterBar: View {
                var body: some View {
                    HStack {
                        SliderMenuItem()
                            .accessibilityElement()
                            .accessibility(addTraits: .isButton)
                    }
                }
            }
            """,
            """
            Button { open() } label: { Text("Open").padding() }
                .buttonStyle(.plain)
            """,
            """
            struct PrimaryButton: View {
                var title: String
                var action: () -> Void
                var body: some View {
                    Button(action: action) { Text(title).padding() }
                }
            }
            struct Form: View {
                var body: some View {
                    PrimaryButton(title: "Next", action: next)
                        .onTapGesture { explainWhyDisabled() }
                }
            }
            """,
            """
            private extension View {
                func withTapGesture(action: @escaping () -> Void) -> some View {
                    self.onTapGesture(perform: action)
                }
            }
            struct FlipCard: View {
                var body: some View {
                    face
                        .withTapGesture { flip() }
                        .accessibility(addTraits: .isButton)
                }
            }
            """,
            """
            struct CodeField: View {
                @FocusState private var isKeyboardShowing: Bool
                var body: some View {
                    digits.onTapGesture { isKeyboardShowing = true }
                }
            }
            """,
            """
            form.onTapGesture {
                if isTextFieldFocused {
                    isTextFieldFocused = false
                }
            }
            """,
            """
            AmountView(amount).onTapGesture { model.togglePrimaryDisplay(currency: currency) }
            """,
            """
            struct HamburgerToClose: View {
                @State private var isRotating = false
                var body: some View {
                    VStack {
                        Rectangle().rotationEffect(.degrees(isRotating ? 48 : 0), anchor: .leading)
                        Rectangle().rotationEffect(.degrees(isRotating ? -48 : 0), anchor: .leading)
                    }
                    .onTapGesture {
                        withAnimation { isRotating.toggle() }
                    }
                }
            }
            """,
            """
            Text("Open")
                .onTapGesture { open() }
                .accessibilityAddTraits(.isButton)
            """,
            """
            Text("Open")
                .onTapGesture { open() }
                .accessibility(addTraits: .isButton)
            """,
            """
            VStack {
                Image(systemName: "play")
                Text("Play").accessibilityAddTraits(.isButton)
            }
            .onTapGesture { play() }
            """,
            """
            struct Tile: View {
                var body: some View {
                    Text("Tile").accessibilityAddTraits(.isLink)
                }
            }
            struct Board: View {
                var body: some View {
                    Tile().onTapGesture { select() }
                }
            }
            """,
            """
            Image(systemName: "xmark")
                .onTapGesture { close() }
                .accessibilityAction { close() }
            """,
            """
            Text("Close")
                .onTapGesture { isPresented = false }
                .accessibilityAction(named: "Close") { isPresented = false }
            """,
            """
            Color.black.opacity(0.4)
                .onTapGesture { dismiss() }
                .accessibilityHidden(true)
            """,
            """
            TextField("Search", text: $query)
                .onTapGesture { isSearching = true }
            """,
            """
            HStack { Image(systemName: "magnifyingglass"); Text("Search") }
                .onTapGesture { isSearchFieldFocused = true }
            """,
            """
            Color.black.opacity(0.3)
                .ignoresSafeArea()
                .onTapGesture(perform: dismiss)
            """,
            """
            Canvas { _, _ in }
                .onTapGesture { location in add(at: location) }
            """,
            """
            ZStack {
                Color.black.opacity(0.4)
                    .onTapGesture { dismiss() }
                menu
            }
            """,
            """
            Color.clear
                .contentShape(Rectangle())
                .onTapGesture { isEditing = false }
            """,
            """
            VideoPlayer(player: player)
                .onTapGesture { withAnimation { showsControls.toggle() } }
            """,
            """
            List(items) { item in
                HStack {
                    Text(item.title)
                    Toggle("Done", isOn: $item.done)
                }
                .onTapGesture { open(item) }
            }
            """,
            """
            ForEach(items) { item in
                HStack {
                    Text(item.title)
                    Button("Open") { open(item) }
                }
                .onTapGesture { open(item) }
            }
            """,
            """
            Text("Photo")
                .onTapGesture(count: 2) { like() }
                .onTapGesture { select() }
            """,
            """
            Image(systemName: "photo")
                .onTapGesture { print("image tapped") }
            """,
            """
            VStack { header; fields }
                .contentShape(Rectangle())
                .onTapGesture { hideKeyboard() }
            """,
            """
            ScrollView { messages }
                .onTapGesture { self.endTextEditing() }
            """,
            """
            VStack { fields }
                .onTapGesture { isKeyboardUp = false }
            """,
            """
            VStack { searchField; results }
                .onTapGesture {
                    if focus == .search { focus = nil } else if focus == nil { focus = .search }
                }
            """,
            """
            ZStack {
                dimmingColor()
                    .onTapGesture(perform: dismiss)
                card
            }
            """,
            """
            TabView(selection: $index) {
                ForEach(photos) { PhotoPage(photo: $0) }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            .onTapGesture { withAnimation { showsThumbnails.toggle() } }
            """,
            """
            Circle()
                .onTapGesture {}
            """,
            """
            Rectangle()
                .fill(.black.opacity(0.5))
                .opacity(isMenuOpen ? 1 : 0)
                .onTapGesture { isMenuOpen.toggle() }
            """,
            """
            Group { EmptyView() }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(dimming)
                .opacity(state.isPresented ? 1 : 0)
                .onTapGesture(perform: dismiss)
            """,
            """
            struct ToastModifier: ViewModifier {
                func body(content: Content) -> some View {
                    content.overlay(alignment: .top) {
                        ToastLabel(message: message)
                            .onTapGesture(perform: dismiss)
                    }
                }
            }
            """,
            """
            struct Badge: View {
                var body: some View { Text("New") }
            }

            #Preview {
                Badge().onTapGesture { showsDetail.toggle() }
            }
            """,
            """
            struct CapsuleStyle: PrimitiveButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding(8)
                        .background(Capsule().fill(.tint))
                        .onTapGesture { configuration.trigger() }
                }
            }
            """,
            """
            struct ChipToggleStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding(6)
                        .onTapGesture { configuration.isOn.toggle() }
                }
            }
            """,
            """
            Menu { sortOptions } label: { Image(systemName: "arrow.up.arrow.down") }
                .onTapGesture { haptics.tick() }
            """,
            """
            ZStack {
                questionsList
                if openQuestion != nil {
                    Rectangle()
                        .fill(.clear)
                        .contentShape(Rectangle())
                        .onTapGesture { openQuestion = nil }
                }
            }
            """,
            """
            ZStack(alignment: .leading) {
                content
                Rectangle()
                    .foregroundStyle(.black.opacity(0.35))
                    .onTapGesture { closeSideMenu() }
                sideMenu
            }
            """,
            """
            ShelfGrid(items: items, selection: $selection)
                .background(Color.white.opacity(0.001).onTapGesture { selection.removeAll() })
            """,
            """
            LazyVGrid(columns: columns) { tiles }
                .padding()
                .contentShape(Rectangle())
                .onTapGesture { selectedTileID = nil }
            """,
            """
            Text(showsRelativeDate ? post.date.formatted(.relative(presentation: .named)) : post.date.formatted())
                .onTapGesture { showsRelativeDate.toggle() }
            """,
            """
            VStack(alignment: .leading) {
                Text(showsOriginalTitle ? series.originalTitle : series.title).font(.headline)
                Text(series.year)
            }
            .onTapGesture { withAnimation { showsOriginalTitle.toggle() } }
            """,
            """
            struct AboutView: View {
                @State private var versionTapCount = 0
                var body: some View {
                    Text(versionLabel)
                        .onTapGesture {
                            versionTapCount += 1
                            if versionTapCount == 7 { showsBuildNumber = true }
                        }
                }
            }
            """,
            """
            struct DeveloperToolsOverlay: View {
                var body: some View {
                    Text(frameRate.formatted()).onTapGesture { isExpanded.toggle() }
                }
            }
            """,
            """
            #if DEBUG
            Text(renderCountLabel).onTapGesture { renderCount = 0 }
            #endif
            """,
            """
            struct ScrubberTip: View {
                var body: some View {
                    Text("Drag to scrub").padding().onTapGesture { isPresented = false }
                }
            }
            """,
            """
            LinkCard(link)
                .onTapGesture { openURL(link.url) }
                .contextMenu {
                    Button("Open") { openURL(link.url) }
                    Button("Copy Link") { copy(link.url) }
                }
            """,
            """
            struct Badge_Previews: PreviewProvider {
                static var previews: some View {
                    Badge().onTapGesture { showsDetail.toggle() }
                }
            }
            """,
            """
            struct ZapPreviewGallery: View {
                @State var zapped = false
                var body: some View {
                    Avatar().onTapGesture { zapped = true }
                }
            }

            struct Zaps_Previews: PreviewProvider {
                static var previews: some View { ZapPreviewGallery() }
            }
            """,
            """
            Image("Logo")
                .resizable()
                .frame(height: 30)
                .onTapGesture { sendNotification(.shouldScrollToTop) }
            """,
            """
            Picker("Wallet", selection: $wallet) {
                ForEach(wallets) { Text($0.name).tag($0) }
                Text("Restore previous").tag(Wallet.restored)
                    .onTapGesture { restorePrevious() }
            }
            """,
            """
            Image(systemName: "checkmark.circle.fill")
                .foregroundStyle(.green)
                .onTapGesture { dismiss() }
            """,
            """
            HStack {
                Spacer()
                sidebar.frame(width: 280)
            }
            .background(.black.opacity(0.00000000001))
            .onTapGesture { showsSidebar = false }
            """,
            """
            VStack { Spacer(); panel }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .contentShape(Rectangle())
                .onTapGesture { isPanelOpen = false }
            """,
            """
            Label("Drag to expand into grid mode", systemImage: "hand.draw")
                .padding(4)
                .onTapGesture { dragTutorialShown = false }
            """,
            """
            struct StandByView: View {
                @State private var logoTapCount = 0
                var body: some View {
                    Image("logo").onTapGesture(perform: registerLogoTap)
                }
                private func registerLogoTap() {
                    logoTapCount += 1
                    guard logoTapCount >= 5 else { return }
                    dismissOverlay()
                }
            }
            """,
            """
            Image(systemName: "key")
                .onTapGesture { showTestingUI.toggle() }
            """,
            """
            AboutHeader(title: appName)
                .onTapGesture { showVersionAlert = true }
            """,
            """
            panel
                .scaleEffect(scale)
                .onTapGesture {
                    withAnimation(.spring) { scale = scale > 0.75 ? 0.5 : 1 }
                }
            """,
            """
            VStack(alignment: .leading) {
                Text("Password")
                Text(password)
            }
            .onTapGesture(perform: model.copyPassword)
            .padding()
            .contextMenu {
                Button(action: model.copyPassword) { Text("Copy") }
            }
            """,
            """
            HStack {
                VStack(alignment: .leading) {
                    Text("Card number")
                    Text(cardNumber)
                }
                .onTapGesture { model.copyCardNumber() }
                Spacer()
            }
            .contextMenu {
                Button { model.copyCardNumber() } label: { Text("Copy") }
            }
            """,
            """
            VStack { fields }
                .onTapGesture { isInputActive = false }
            """,
            """
            OrderCard(order)
                .onTapGesture { dismissTooltip() }
            """,
            """
            VStack { sections }
                .onTapGesture { shouldShowCouponTooltip = false }
            """,
            """
            Image("cover")
                .rotationEffect(.degrees(logoRotation))
                .onTapGesture {
                    withAnimation(.spring) { logoRotation += 360 }
                }
            """,
            """
            BarChart(bars).onTapGesture { bars.shuffle() }
            """,
            """
            Text(member.email)
                .lineLimit(isEmailExpanded ? nil : 1)
                .onTapGesture { isEmailExpanded.toggle() }
            """,
            """
            struct PlaceRow: View {
                private var row: some View {
                    Text(place.name).onTapGesture { withAnimation { connect(place) } }
                }
                var body: some View {
                    ZStack { row }
                        .accessibilityElement()
                        .accessibilityAction(named: "Connect") { connect(place) }
                }
            }
            """,
            """
            struct Chip: View {
                var body: some View {
                    Text(label).padding(4).accessibilityHidden(true)
                }
            }
            struct ChipRow: View {
                var body: some View {
                    Chip().onTapGesture { showsDetail.toggle() }
                }
            }
            """,
            """
            TabView(selection: $currentTab) {
                SavedPlacesScreen()
                    .onTapGesture { currentTab = 0 }
                    .tabItem { Label("Saved", systemImage: "bookmark") }
                    .tag(0)
            }
            """,
            """
            DisclosureGroup(isExpanded: $showsAdvanced) {
                advancedOptions
            } label: {
                Text("Advanced").onTapGesture { withAnimation { showsAdvanced.toggle() } }
            }
            """,
            """
            struct SecretKeyPanel: View {
                var body: some View {
                    VStack {
                        Text(maskedKey).padding().onTapGesture { revealOrCopyKey() }
                        Button("Show key", action: revealOrCopyKey)
                    }
                }
            }
            """,
            """
            struct GuestRow: View {
                var body: some View {
                    HStack {
                        Text(guest.name).onTapGesture { guest.add(1) }
                        Spacer()
                        stepper
                    }
                }
                private var stepper: some View {
                    Button { guest.add(1) } label: { Image(systemName: "plus.circle") }
                }
            }
            """,
            """
            struct DraftList: View {
                var body: some View {
                    List(drafts) { draft in
                        Text(draft.title)
                            .onTapGesture { editedDraft = draft }
                            .swipeActions { Button("Edit") { editedDraft = draft } }
                    }
                }
            }
            """,
            """
            Text(stationName).onTapGesture {
                #if DEBUG
                model.send(.inspect)
                #endif
            }
            """,
            """
            Image(systemName: "checkmark.seal")
                .onTapGesture { showsVerifiedNote = true }
                .popover(isPresented: $showsVerifiedNote) {
                    Text("Verified by the organisers").padding()
                }
            """,
            """
            VStack { header; filters }
                .onTapGesture {
                    if showsSortMenu || showsFilterMenu {
                        withAnimation {
                            showsSortMenu = false
                            showsFilterMenu = false
                        }
                    }
                }
            """,
            """
            Button { showDetail.toggle() } label: {
                RoomRow(room: room)
                    .padding(.bottom)
                    .onTapGesture { selectedRoom = room }
            }
            """,
            """
            VStack(alignment: .leading) {
                Text("Card number")
                TextField("0000 0000 0000 0000", text: $number)
                    .focused($isFocused)
            }
            .onTapGesture { isFocused.toggle() }
            """,
            """
            struct SavedToast: View {
                @State private var isShown = false
                var body: some View {
                    content.overlay {
                        if isShown {
                            Text("Saved").onTapGesture { withAnimation { isShown = false } }
                        }
                    }
                }
                func show() {
                    isShown = true
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { isShown = false }
                }
            }
            """,
        ],
        corrections: [
            CorrectionExample(
                before: """
                Text("Open")
                    .padding()
                    .onTapGesture { open() }
                """,
                after: """
                Button { open() } label: {
                    Text("Open")
                        .padding()
                }
                .buttonStyle(.plain)
                """
            ),
            CorrectionExample(
                before: """
                VStack {
                    Image(systemName: "star").onTapGesture {
                        favorite.toggle()
                    }
                }
                """,
                after: """
                VStack {
                    Button {
                        favorite.toggle()
                    } label: {
                        Image(systemName: "star")
                    }
                    .buttonStyle(.plain)
                }
                """
            ),
        ]
    )

    /// Views that take text input: their tap is about focus, and a `Button` around them would steal it.
    static let textInputs: Set<String> = ["TextField", "SecureField", "TextEditor"]
    /// Views whose taps a surrounding `Button` would take over or break.
    static let interactive: Set<String> = ViewHierarchy.controls.union(textInputs).union(["ShareLink", "DatePicker", "ColorPicker", "Slider"])
    /// Views that can be a `Button` label without changing what they do.
    static let plainLabels: Set<String> = [
        "Text", "Image", "Label", "HStack", "VStack", "ZStack", "Spacer", "Divider", "Circle", "Rectangle",
        "RoundedRectangle", "Capsule", "Ellipse", "Color", "Group", "AsyncImage",
    ]

    public func check(_ context: RuleContext) -> [Violation] {
        // An app only the project's developers run to test it by hand is not worth a finding.
        guard !InternalTestingApp.contains(context.path) else { return [] }
        var violations: [Violation] = []
        for call in context.index.calls {
            guard let modifier = ModifierCall(call), modifier.name == "onTapGesture", modifier.tapCount == 1,
                  modifier.argument(labeled: "coordinateSpace") == nil
            else { continue }
            // A tap reading its location is a spatial tap (a canvas, a map); one naming the location
            // and never reading it (`{ tapGesture in … }`) is a plain tap.
            if let closure = modifier.actionClosure, ClosureValue(of: closure).map({ !$0.references.isEmpty }) == true || Self.onlyLogsOrBuzzes(closure) { continue }
            let written = ModifierChain(containing: call)
            let chain = ResolvedChain(written, module: context.module)
            let hasMultiTap = chain.modifiers.contains { $0.name == "onTapGesture" && ($0.tapCount ?? 2) > 1 }
            let wrapsControls = chain.rootCall.map { ViewHierarchy.firstTapHandlingChild(of: $0) != nil } ?? false
                && !Self.isRowWithOtherButtons(chain, tapAction: modifier.actionClosure, tap: call)
            let tracksFocus = chain.rootName.map(Self.textInputs.contains) == true || chain.has("focused")
                || Self.onlyServesTextInput(modifier, module: context.module, tree: context.tree)
            // A full-screen backdrop (`.ignoresSafeArea`) tapped to dismiss is not a control: a Button
            // there would announce the whole screen as one; its dismissal belongs to the escape gesture.
            let isBackdrop = chain.has("ignoresSafeArea") || chain.has("edgesIgnoringSafeArea")
            // A tap on a control (a `Menu`, a `Toggle`) or in a control's style adds to a control VoiceOver
            // already reaches — unless it is a `Button` whose own action is empty: then the tap does the work.
            let emptyButton = Self.isEmptyButton(chain) || ControlLabelTap.labelsEmptyButton(call)
            let isControl = (chain.rootName.map(Self.interactive.contains) == true && !emptyButton) || ControlStyleBody.contains(call)
                || Self.isProjectControl(chain, module: context.module)
            guard !hasMultiTap, !wrapsControls, !tracksFocus, !isBackdrop, !isControl,
                  !Self.isFillLayer(chain), !Self.onlyTogglesControls(modifier.actionClosure, pager: Self.isPager(chain)),
                  !Self.hidesItself(modifier, chain: chain), !Self.dismissesNotice(modifier),
                  !Self.onlyClearsSelection(modifier.actionClosure), !Self.switchesDisplayFormat(modifier),
                  !Self.isDebugOnly(call), !HiddenTap.isHidden(modifier, in: context.tree), !HiddenTap.actsOnlyInDebug(modifier, in: context.tree), !Self.repeatsContextMenu(chain, tap: modifier),
                  !(HitCatcher.catchesEmptySpace(chain) && Self.onlyDismisses(modifier)), !Self.onlyRescales(modifier.actionClosure), !QuietTap.isQuiet(modifier),
                  chain.rootName != "EmptyView", !Self.isPickerOption(chain, tap: call), !Self.isSuccessMarkClosing(modifier, chain: chain),
                  AccessibilityEvidence.find(for: chain, tapAction: modifier.actionClosure, module: context.module) == nil,
                  !DuplicateControlTap.isDuplicate(modifier, chain: chain, module: context.module),
                  !ExplanationPopover.onlyExplains(modifier, chain: chain), !ClosesIfOpen.onlyClosesWhenOpen(modifier.actionClosure),
                  !ClosesIfOpen.onlyClosesOwnPresentation(modifier),
                  !ControlLabelTap.coversControlLabel(call, module: context.module),
                  !TextInputTap.servesTextInput(modifier, module: context.module),
                  !SelfDismissingTap.onlyHidesSelfDismissingNotice(modifier.actionClosure, module: context.module)
            else { continue }
            if emptyButton {
                violations.append(Violation(at: modifier.nameToken, message: Self.emptyButtonMessage))
                continue
            }
            let correction = Self.isSafeToWrap(modifier, chain: chain) ? Self.wrapInButton(modifier, tree: context.tree) : nil
            violations.append(Violation(
                at: modifier.nameToken,
                message: "onTapGesture makes this view act like a button that VoiceOver, Voice Control, Switch Control and the keyboard cannot use, with no pressed state. Use Button { … } label: { … }.buttonStyle(.plain), or add .accessibilityAddTraits(.isButton)\(correction == nil ? " (no automatic fix: the view is not a plain label, so a Button around it could change what it does)" : "").",
                correction: correction
            ))
        }
        return violations
    }

    /// An option of a `Picker`: a view tagged with `.tag(…)` inside the picker's content. The picker is
    /// the control VoiceOver reaches and selects with; the option's tap adds to it.
    static func isPickerOption(_ chain: ResolvedChain, tap: FunctionCallExprSyntax) -> Bool {
        guard chain.has("tag") else { return false }
        var current = Syntax(tap).parent
        while let node = current, !node.is(DeclSyntax.self) {
            if let call = node.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Picker" {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// A success mark (`Image(systemName: "checkmark.circle.fill")`) whose tap only dismisses what shows
    /// it: a confirmation tapped away, while the sheet or screen it is on closes the usual way.
    static func isSuccessMarkClosing(_ modifier: ModifierCall, chain: ResolvedChain) -> Bool {
        guard chain.rootName == "Image", let root = chain.rootCall,
              let argument = root.arguments.first, argument.label?.text == "systemName",
              let name = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
              name.hasPrefix("checkmark")
        else { return false }
        return onlyDismisses(modifier)
    }

    /// A colour filling its space (`Color.black.opacity(0.4)`, `Color.clear`) with no fixed size: a scrim
    /// or hit-catcher behind or over other views, not a control. A sized colour is a swatch.
    static func isFillLayer(_ chain: ResolvedChain) -> Bool {
        let root = chain.root.trimmedDescription
        if let name = chain.rootName ?? chain.root.as(DeclReferenceExprSyntax.self)?.baseName.text,
           scrimWords.contains(where: name.lowercased().contains) {
            return true
        }
        let isColor = root.hasPrefix("Color.") || root.hasPrefix("Color(") || root == ".clear"
        guard isColor || isInvisibleShape(chain) else { return false }
        return !chain.modifiers.contains { modifier in
            modifier.name == "frame" && modifier.call.arguments.contains { ["width", "height"].contains($0.label?.text) }
        }
    }

    /// Literal zero: the hidden branch of a fading layer's `.opacity(flag ? 1 : 0)`.
    private static func isZero(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedDescription
        return text == "0" || text == "0.0"
    }

    /// The condition of `c ? a : b` when `a` or `b` is a literal zero, as the parser leaves it: either a
    /// folded ternary or the unfolded sequence `c ? a : b` (condition elements before the `?`).
    private static func fadingCondition(_ expression: ExprSyntax) -> [ExprSyntax]? {
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return isZero(ternary.thenExpression) || isZero(ternary.elseExpression) ? [ternary.condition] : nil
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self),
              index > 0, index + 1 < elements.count
        else { return nil }
        let otherwise = elements[(index + 1)...]
        let zeroOtherwise = otherwise.count == 1 && otherwise.first.map(isZero) == true
        return isZero(ternary.thenExpression) || zeroOtherwise ? Array(elements[..<index]) : nil
    }

    /// Words in the name of an action that takes away what is shown: `dismiss`, `close`, `hide`.
    private static let dismissalWords = ["dismiss", "close", "hide"]

    /// Names read by `node`: plain references and member names (`isOpen`, `state.isPresented` → both).
    private static func names(in node: some SyntaxProtocol) -> Set<String> {
        var result: Set<String> = []
        SyntaxWalk.forEach(in: node) { node in
            if let reference = node.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) {
                result.insert(reference.baseName.text)
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                result.insert(member.declName.baseName.text)
            }
        }
        return result
    }

    /// The tap's action only dismisses: a function named as a dismissal (`perform: dismiss`,
    /// `{ close() }`, `{ self.hideMenu() }`), or assignments of `false`/`nil`.
    static func onlyDismisses(_ modifier: ModifierCall) -> Bool {
        if let reference = modifier.actionReference {
            return dismissalWords.contains(where: reference.lowercased().contains)
        }
        guard let closure = modifier.actionClosure, !closure.statements.isEmpty else { return false }
        return closure.statements.allSatisfy { item in
            if let assignment = Assignment(item) {
                return ["false", "nil"].contains(assignment.value.first?.trimmedDescription ?? "") && assignment.value.count == 1
            }
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            guard let call = expression?.as(FunctionCallExprSyntax.self),
                  let name = ModifierChain.calleeName(of: ExprSyntax(call)) ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { return false }
            return dismissalWords.contains(where: name.lowercased().contains)
        }
    }

    /// A layer whose tap hides the layer itself: the chain fades it with `.opacity(c ? 1 : 0)` (either
    /// branch zero) and the tap's action changes a name `c` reads (`isMenuOpen.toggle()`) or only
    /// dismisses. It is shown only while something else is, and the tap takes that away again: a
    /// dimmed layer behind a menu, or a stand-in for a menu button that hides while the menu is open.
    /// Neither is a control of its own; the thing it shows or hides is reached another way.
    static func hidesItself(_ modifier: ModifierCall, chain: ResolvedChain) -> Bool {
        let conditions = chain.modifiers.compactMap { candidate -> [ExprSyntax]? in
            guard candidate.name == "opacity", let argument = candidate.call.arguments.first?.expression else { return nil }
            return fadingCondition(argument)
        }
        guard !conditions.isEmpty else { return false }
        if onlyDismisses(modifier) { return true }
        guard let closure = modifier.actionClosure else { return false }
        let read = conditions.joined().reduce(into: Set<String>()) { $0.formUnion(names(in: $1)) }
        var written: Set<String> = []
        var other = false
        SyntaxWalk.forEach(in: closure.statements) { node in
            guard let item = node.as(CodeBlockItemSyntax.self) else { return }
            if let assignment = Assignment(item) {
                written.insert(assignment.targetName)
                return
            }
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            if let call = expression?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.declName.baseName.text == "toggle", let base = member.base {
                written.insert(base.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? base.trimmedDescription)
            } else if let call = expression?.as(FunctionCallExprSyntax.self), WithAnimation.isCall(call) {
                return
            } else if item.parent?.parent?.is(ClosureExprSyntax.self) == true {
                other = true
            }
        }
        return !other && !written.isEmpty && written.isSubset(of: read)
    }

    /// Words in the name of a transient notice type that dismisses itself (lowercased match).
    private static let noticeWords = ["toast", "snackbar"]
    /// Words for a tip, matched case-sensitively as the start of a word (`OnboardingTip`, `HintBubble`),
    /// so that `Multiple` or `Shinto` never count.
    private static let tipWords = ["Tip", "Hint", "Coachmark"]

    /// Words of a flag that shows a tip (`tutorialShown`, `showDragHint`, `isCoachmarkVisible`), matched
    /// against the flag's camel-case words, lowercased, so that `multiple` or `shipment` never count.
    private static let tipFlagWords: Set<String> = ["tip", "tips", "tooltip", "tooltips", "hint", "hints", "tutorial", "coachmark", "walkthrough"]

    /// A toast, snackbar or tip whose tap only dismisses it: the enclosing type is named as one, or the
    /// tap only clears flags named as a tip (`tutorialShown = false`) or calls a function named as
    /// dismissing one (`dismissTooltip()`). It goes away on its own or after
    /// one reading, so the tap is a shortcut with nothing to reach otherwise.
    static func dismissesNotice(_ modifier: ModifierCall) -> Bool {
        guard onlyDismisses(modifier) else { return false }
        if let name = ModuleIndex.ownerName(of: modifier.call),
           noticeWords.contains(where: name.lowercased().contains) || tipWords.contains(where: name.contains) {
            return true
        }
        guard let statements = modifier.actionClosure?.statements, !statements.isEmpty else { return false }
        return statements.allSatisfy { item in
            let name: String?
            if let assignment = Assignment(item) {
                name = assignment.targetName
            } else {
                let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
                name = expression?.as(FunctionCallExprSyntax.self).flatMap { ModifierChain.calleeName(of: ExprSyntax($0)) }
            }
            return name.map { !tipFlagWords.isDisjoint(with: camelCaseWords($0)) } ?? false
        }
    }

    /// `dragTutorialShown` → `drag`, `tutorial`, `shown`.
    static func camelCaseWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase || character == "_", !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            if character != "_" { current.append(character) }
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// Words of a state that only sizes the view: its scale or zoom.
    private static let scaleWords = ["scale", "zoom"]

    /// A tap whose whole action sets or flips the view's scale or zoom (`scale = scale > 0.75 ? 0.5 : 1`,
    /// `isZoomed.toggle()`, possibly in `withAnimation`): it shrinks a floating panel or zooms a photo,
    /// layout the user changes for their own view, which VoiceOver users do with their own zoom.
    static func onlyRescales(_ closure: ClosureExprSyntax?) -> Bool {
        guard let closure, !closure.statements.isEmpty else { return false }
        return closure.statements.allSatisfy(rescales)
    }

    private static func rescales(_ item: CodeBlockItemSyntax) -> Bool {
        if let assignment = Assignment(item) {
            return scaleWords.contains(where: assignment.targetName.lowercased().contains)
        }
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return false }
        if let body = WithAnimation.body(of: call) {
            return !body.isEmpty && body.allSatisfy(rescales)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
              let base = member.base?.trimmedDescription.lowercased()
        else { return false }
        return scaleWords.contains(where: base.contains)
    }

    /// Shapes that fill their space: with a clear or see-through fill they are a hit-catcher or scrim.
    private static let fillShapes: Set<String> = ["Rectangle", "RoundedRectangle"]

    /// A `Rectangle` painted clear or see-through (`.fill(.clear)`, `.foregroundStyle(.black.opacity(0.3))`,
    /// `.opacity(0.001)`): it catches taps over or behind other views (closing a popover, dimming the
    /// screen behind a menu) and is no control of its own.
    static func isInvisibleShape(_ chain: ResolvedChain) -> Bool {
        guard let name = chain.rootName, fillShapes.contains(name) else { return false }
        return chain.modifiers.contains { modifier in
            let argument = modifier.call.arguments.first?.expression.trimmedDescription ?? ""
            switch modifier.name {
            case "fill", "foregroundColor", "foregroundStyle":
                return argument.hasSuffix("clear") || argument.contains(".opacity(")
            case "opacity":
                return Double(argument).map { $0 < 0.05 } ?? false
            default:
                return false
            }
        }
    }

    /// A tap whose whole action empties a selection (`selection = nil`, `selectedIDs = []`,
    /// `selection.removeAll()`): a background that deselects, a hit-catcher and not a control.
    static func onlyClearsSelection(_ closure: ClosureExprSyntax?) -> Bool {
        guard let closure, !closure.statements.isEmpty else { return false }
        return closure.statements.allSatisfy(clearsSelection)
    }

    private static func clearsSelection(_ item: CodeBlockItemSyntax) -> Bool {
        if let assignment = Assignment(item, memberTargets: true) {
            let value = assignment.value.map(\.trimmedDescription).joined()
            return assignment.targetName.lowercased().contains("select") && ["nil", "[]", "[:]", "Set()", ".init()", "[]as[String]"].contains(value)
        }
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return false }
        if let body = WithAnimation.body(of: call) {
            return !body.isEmpty && body.allSatisfy(clearsSelection)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "removeAll",
              let base = member.base
        else { return false }
        return base.trimmedDescription.lowercased().contains("select")
    }

    /// Words naming a choice between two formats of the same information.
    private static let displayFormatWords = [
        "relative", "absolute", "original", "translat", "format", "exact", "precise", "abbreviat", "percent",
        "unit", "utc", "celsius", "fahrenheit", "metric", "elapsed", "remaining",
    ]

    /// A tap that only toggles (`showsRelativeDate.toggle()`, `x = !x`) a flag named as a display format
    /// (relative/absolute dates, original/translated titles) which a `Text` of the tapped view reads: a
    /// display nicety, the same information either way, that nobody would turn into a control.
    /// Also a single call named as switching a currency or unit (`toggleCurrencyType()`,
    /// `model.togglePrimaryDisplay(currency: currency)`): the same amount in another currency.
    static func switchesDisplayFormat(_ modifier: ModifierCall) -> Bool {
        guard let closure = modifier.actionClosure, !closure.statements.isEmpty else { return false }
        if closure.statements.count == 1, let item = closure.statements.first, switchesCurrency(item) { return true }
        var toggled: Set<String> = []
        for item in closure.statements {
            guard let name = toggledName(item) else { return false }
            toggled.insert(name)
        }
        guard toggled.allSatisfy({ name in displayFormatWords.contains(where: name.lowercased().contains) }) else { return false }
        var readByText = false
        SyntaxWalk.forEach(in: modifier.base) { node in
            guard !readByText, let call = node.as(FunctionCallExprSyntax.self),
                  call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text"
            else { return }
            readByText = !toggled.isDisjoint(with: names(in: call.arguments))
        }
        return readByText
    }

    /// Verbs of a call that flips between two states.
    private static let switchVerbs: Set<String> = ["toggle", "switch", "swap", "cycle", "flip"]
    /// Words naming a currency or unit an amount is shown in.
    private static let currencyWords: Set<String> = ["currency", "currencies", "denomination", "unit", "units", "fiat"]

    /// `toggleCurrencyType()`, `model.togglePrimaryDisplay(currency: currency)`, possibly in
    /// `withAnimation`: a call whose name starts with a switching verb and whose name or argument
    /// labels name a currency or unit.
    private static func switchesCurrency(_ item: CodeBlockItemSyntax) -> Bool {
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return false }
        if let body = WithAnimation.body(of: call) {
            return body.count == 1 && body.first.map(switchesCurrency) == true
        }
        let called = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let called, call.trailingClosure == nil else { return false }
        let words = camelCaseWords(called)
        guard let verb = words.first, switchVerbs.contains(verb) else { return false }
        let labels = call.arguments.compactMap { $0.label?.text }.flatMap(camelCaseWords)
        return !currencyWords.isDisjoint(with: words + labels)
    }

    /// The flag `item` flips: `flag.toggle()`, `self.flag.toggle()`, `flag = !flag`, possibly inside `withAnimation`.
    private static func toggledName(_ item: CodeBlockItemSyntax) -> String? {
        if let assignment = Assignment(item), assignment.value.count == 1,
           let negation = assignment.value.first?.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!",
           names(in: negation.expression).contains(assignment.targetName) {
            return assignment.targetName
        }
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return nil }
        if let body = WithAnimation.body(of: call), body.count == 1, let inner = body.first {
            return toggledName(inner)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
              let base = member.base
        else { return nil }
        return base.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? base.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Words in the name of a type holding developer-only views.
    private static let debugWords = ["Debug", "Developer"]

    /// A tap in code only developers see: inside an `#if DEBUG` clause, in a type named as debug or
    /// developer UI (`DebugMenu`, `DeveloperToolsView`), or in the branch an `if` shows only while a
    /// developer flag is on (`if debugOverlay { Section { … } }`, `if settings.isDeveloperMode`).
    /// Shipped users never meet it.
    static func isDebugOnly(_ call: FunctionCallExprSyntax) -> Bool {
        if let owner = ModuleIndex.ownerName(of: call), debugWords.contains(where: owner.contains) { return true }
        var node = call.parent
        while let current = node {
            if let clause = current.as(IfConfigClauseSyntax.self), clause.poundKeyword.tokenKind == .poundIf,
               clause.condition?.trimmedDescription == "DEBUG" {
                return true
            }
            if let branch = current.as(CodeBlockSyntax.self), let choice = branch.parent?.as(IfExprSyntax.self),
               choice.body.id == branch.id, choice.conditions.contains(where: { namesDeveloperFlag($0.condition) }) {
                return true
            }
            node = current.parent
        }
        return false
    }

    /// A condition that is a developer flag itself (`debugOverlay`, `settings.isDebugMode`,
    /// `showDeveloperTools`), not its negation or a comparison.
    private static func namesDeveloperFlag(_ condition: ConditionElementSyntax.Condition) -> Bool {
        guard case .expression(let expression) = condition else { return false }
        let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name else { return false }
        let lowered = name.lowercased()
        return debugWords.contains { lowered.contains($0.lowercased()) }
    }

    /// A tap whose action a `.contextMenu` on the same view, or on a view around it (the section holding
    /// a copyable field), also offers: a `Button` there with the same code, written as a closure or named
    /// (`perform: model.copy` beside `Button(action: model.copy)` or `Button { model.copy() }`). VoiceOver
    /// lists the menu's items as actions, so the action is reachable already.
    static func repeatsContextMenu(_ chain: ResolvedChain, tap: ModifierCall) -> Bool {
        guard let tapCode = actionCode(closure: tap.actionClosure, reference: tap.argument(labeled: "perform")
            ?? (tap.call.arguments.count == 1 ? tap.call.arguments.first?.expression : nil))
        else { return false }
        let menus = chain.modifiers.filter { $0.name == "contextMenu" } + enclosingContextMenus(of: tap.call)
        return menus.contains { menu in
            SyntaxWalk.all(FunctionCallExprSyntax.self, in: menu.call).contains { button in
                ModifierChain.calleeName(of: ExprSyntax(button)) == "Button"
                    && actionCode(closure: ViewHierarchy.buttonAction(button), reference: button.arguments.first { $0.label?.text == "action" }?.expression) == tapCode
            }
        }
    }

    /// How many syntax levels up a `.contextMenu` of an enclosing view is looked for: a few stacks.
    private static let contextMenuReach = 40

    /// The `.contextMenu` modifiers of the views that contain `node` (it lies in their base, not in the
    /// menu), up to the enclosing declaration.
    private static func enclosingContextMenus(of node: some SyntaxProtocol) -> [ModifierCall] {
        var result: [ModifierCall] = []
        var current = node.parent
        var steps = 0
        while let parent = current, steps < contextMenuReach, !parent.is(DeclSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self), let modifier = ModifierCall(call), modifier.name == "contextMenu",
               node.position < modifier.member.period.position {
                result.append(modifier)
            }
            current = parent.parent
            steps += 1
        }
        return result
    }

    /// The code an action runs, without white space or `self.`: a closure's statements, or `f()` for a
    /// named function `f`; nil when there is none or it is empty.
    private static func actionCode(closure: ClosureExprSyntax?, reference: ExprSyntax?) -> String? {
        if let closure {
            let code = normalized(closure.statements.description)
            return code.isEmpty ? nil : code
        }
        guard let reference, reference.is(DeclReferenceExprSyntax.self) || reference.is(MemberAccessExprSyntax.self) else { return nil }
        return normalized(reference.trimmedDescription + "()")
    }

    /// Names of views that are dimming layers: `getOverlayColor()`, `dimmingView`, `scrim`, `backdrop`.
    private static let scrimWords = ["overlaycolor", "scrim", "dimming", "backdrop"]

    private static let controlLayerWords = ["control", "chrome", "hud", "toolbar", "overlay"]

    /// A tap whose whole action shows or hides controls (`showsControls.toggle()`, `isChromeVisible = true`,
    /// possibly in `withAnimation`): the "tap to show the controls" layer of a player or viewer.
    static func onlyTogglesControls(_ closure: ClosureExprSyntax?, pager: Bool = false) -> Bool {
        guard let closure, !closure.statements.isEmpty else { return false }
        return closure.statements.allSatisfy { togglesControls($0, showWords: pager) }
    }

    /// On a pager (`pager`), any shown/hidden flag (`showThumbnails`, `isStripVisible`) is a controls layer.
    private static func togglesControls(_ item: CodeBlockItemSyntax, showWords: Bool) -> Bool {
        let words = controlLayerWords + (showWords ? ["show", "hide", "visible"] : [])
        if let assignment = Assignment(item) {
            return words.contains(where: assignment.targetName.lowercased().contains)
        }
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return false }
        if let body = WithAnimation.body(of: call) {
            return !body.isEmpty && body.allSatisfy { togglesControls($0, showWords: showWords) }
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
              let base = member.base?.trimmedDescription.lowercased()
        else { return false }
        return words.contains(where: base.contains)
    }

    /// A full-screen media pager: a `TabView` in the page style, whose tap shows or hides the chrome.
    static func isPager(_ chain: ResolvedChain) -> Bool {
        chain.rootName == "TabView" && chain.modifiers.contains { $0.name == "tabViewStyle" && $0.call.arguments.first?.expression.trimmedDescription.hasPrefix(".page") == true }
    }

    /// A list row (inside `List`/`ForEach`) whose only controls are `Button`s that do something other
    /// than the row's tap (a child delete button): wrapping is not safe, but the row's own action is
    /// still unreachable for VoiceOver.
    static func isRowWithOtherButtons(_ chain: ResolvedChain, tapAction: ClosureExprSyntax?, tap: FunctionCallExprSyntax) -> Bool {
        guard let root = chain.rootCall, let rootName = chain.rootName, ViewHierarchy.stacks.contains(rootName),
              ViewHierarchy.enclosingContainer(of: tap, named: ["List", "ForEach"]) != nil,
              let tapAction
        else { return false }
        var buttons: [FunctionCallExprSyntax] = []
        var otherHandlers = false
        for closure in ViewHierarchy.contentClosures(of: root) {
            SyntaxWalk.forEach(in: closure.statements) { node in
                guard let call = node.as(FunctionCallExprSyntax.self) else { return }
                if let modifier = ModifierCall(call) {
                    if ViewHierarchy.attachesTap(modifier) || modifier.name.hasSuffix("Gesture") { otherHandlers = true }
                    return
                }
                guard let name = ModifierChain.calleeName(of: ExprSyntax(call)), call.calledExpression.is(DeclReferenceExprSyntax.self) else { return }
                if name == "Button" {
                    buttons.append(call)
                } else if interactive.contains(name) {
                    otherHandlers = true
                }
            }
        }
        let tapCode = normalized(tapAction.statements.description)
        return !buttons.isEmpty && !otherHandlers && buttons.allSatisfy { button in
            guard let action = ViewHierarchy.buttonAction(button) else { return false }
            let code = normalized(action.statements.description)
            return !code.isEmpty && code != tapCode
        }
    }

    private static func normalized(_ code: String) -> String {
        code.filter { !$0.isWhitespace }.replacingOccurrences(of: "self.", with: "")
    }

    /// Calls that only write to the console or a log.
    static let loggingCalls: Set<String> = ["print", "debugPrint", "dump", "NSLog", "os_log"]

    /// A tap whose action is empty or only logs (`print("tapped")`, `logger.info(…)`), only records an
    /// analytics event (`Analytics.logEvent(…)`, `tracker.track(…)`) or plays a haptic (`HapticCall`):
    /// it does nothing a user could miss, so there is no control to make of it.
    static func onlyLogsOrBuzzes(_ closure: ClosureExprSyntax) -> Bool {
        closure.statements.allSatisfy { item in
            if HapticCall.isHaptic(item) { return true }
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            guard let call = expression?.as(FunctionCallExprSyntax.self) else { return false }
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text { return loggingCalls.contains(name) }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = member.base?.trimmedDescription.lowercased()
            else { return false }
            return isLoggingReceiver(base)
        }
    }

    /// Receivers of logging and analytics calls, by the end of the last name before a shared instance
    /// (`logger`, `Self.log`, `Analytics`, `AnalyticsManager.shared`, `tracker`), lowercased.
    private static let loggingReceiverEndings = ["logger", "log", "analytics", "analyticsservice", "analyticsmanager", "analyticsclient", "tracker"]
    private static let sharedInstanceNames: Set<String> = ["shared", "default", "standard", "instance", "main"]

    /// True when `base` (lowercased) names where log lines or analytics events go.
    static func isLoggingReceiver(_ base: String) -> Bool {
        var names = base.split(separator: ".")
        while let last = names.last, sharedInstanceNames.contains(String(last)) { names.removeLast() }
        guard let last = names.last else { return false }
        return loggingReceiverEndings.contains { last.hasSuffix($0) }
    }

    /// A tap whose whole action sets a focus state (`isTextFieldFocused = true`, `isInputActive = false`):
    /// it moves focus to or from a text field, which VoiceOver and the keyboard reach already.
    /// Also when every assignment's target is declared `@FocusState` in the enclosing type
    /// (`focusStates`), whatever its name (`isKeyboardShowing = true`); targets on another value count
    /// by name (`viewModel.focusedIndex = index`), a `FocusState.Binding` by the binding's name
    /// (`focus.wrappedValue = true`); an `if` without `else` and `withAnimation { … }` count by their
    /// body (`if !isFocused { isFocused = true }`), and a `guard … else { return }` only decides whether
    /// the rest runs. The statements are the closure's, or those of the function of the file it calls
    /// or names (`perform: focusField`, `HiddenTap.actionStatements`).
    static func onlyMovesFocus(_ statements: CodeBlockItemListSyntax?, focusStates: Set<String> = []) -> Bool {
        guard let statements, !statements.isEmpty else { return false }
        return movesFocus(statements, focusStates: focusStates)
    }

    /// Whether an `if` only moves focus in every branch it has (`if focus == .search { focus = nil }
    /// else if focus == nil { focus = .search }`): a branch left out moves nothing, which is fine.
    private static func branchesMoveFocus(_ branch: IfExprSyntax, focusStates: Set<String>) -> Bool {
        guard movesFocus(branch.body.statements, focusStates: focusStates) else { return false }
        switch branch.elseBody {
        case nil: return true
        case .ifExpr(let next): return branchesMoveFocus(next, focusStates: focusStates)
        case .codeBlock(let block): return movesFocus(block.statements, focusStates: focusStates)
        }
    }

    private static func movesFocus(_ statements: CodeBlockItemListSyntax, focusStates: Set<String>) -> Bool {
        var moves = false
        for item in statements {
            if let guarded = item.item.as(GuardStmtSyntax.self),
               guarded.body.statements.count == 1, guarded.body.statements.first?.item.is(ReturnStmtSyntax.self) == true {
                continue
            }
            if let assignment = Assignment(item, memberTargets: true) {
                var name = assignment.targetName
                if name == "wrappedValue", let base = assignment.target.as(MemberAccessExprSyntax.self)?.base {
                    name = base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? name
                }
                let lowered = name.lowercased()
                // A keyboard flag of the app's own (`isKeyboardUp = false`) stands for focus too.
                guard lowered.contains("focus") || lowered.contains("inputactive") || lowered.contains("keyboard")
                        || focusStates.contains(name) else { return false }
                moves = true
                continue
            }
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            if let branch = expression?.as(IfExprSyntax.self), branchesMoveFocus(branch, focusStates: focusStates) {
                moves = true
                continue
            }
            if let call = expression?.as(FunctionCallExprSyntax.self), let body = WithAnimation.body(of: call),
               movesFocus(body, focusStates: focusStates) {
                moves = true
                continue
            }
            return false
        }
        return moves
    }

    /// A tap that only moves focus (`onlyMovesFocus`, with the `@FocusState`s of its type) or only puts
    /// the keyboard away (`KeyboardDismissal`, written as a closure or named): it serves a text field,
    /// which VoiceOver and the keyboard reach already, and nobody aims at it.
    static func onlyServesTextInput(_ tap: ModifierCall, module: ModuleIndex, tree: SourceFileSyntax) -> Bool {
        onlyMovesFocus(HiddenTap.actionStatements(tap, in: tree), focusStates: focusStates(around: tap.call, module: module))
            || tap.actionClosure.map { KeyboardDismissal.only($0.statements) } == true
            || tap.actionReference.map(KeyboardDismissal.isDismissal) == true
    }

    /// The `@FocusState` properties of the type whose code holds `node`.
    static func focusStates(around node: some SyntaxProtocol, module: ModuleIndex) -> Set<String> {
        guard let owner = ModuleIndex.ownerName(of: node) else { return [] }
        return module.properties(of: owner, attributed: "FocusState")
    }

    static let emptyButtonMessage = "This Button's action is empty and onTapGesture does its work, so VoiceOver, Voice Control, Switch Control and the keyboard activate a Button that does nothing. Move the work into the Button's action (in a List row, give the Button .buttonStyle(.borderless) so that only it responds to taps)."

    /// `Button { } label: { … }` or `Button(action: {}) { … }` with the tap on it: a Button assistive
    /// technologies activate to no effect, its real action left to a tap only a finger can make.
    static func isEmptyButton(_ chain: ResolvedChain) -> Bool {
        guard chain.rootName == "Button", !chain.followed, let button = chain.rootCall,
              let action = ViewHierarchy.buttonAction(button)
        else { return false }
        return action.statements.isEmpty
    }

    /// A view type of the module whose `body` is a control in every branch (`struct NamoButton: View
    /// { var body: some View { Button(action: action) { … } } }`): a tap on it adds to a control
    /// VoiceOver already reaches as a button, like a tap on `Button` itself.
    static func isProjectControl(_ chain: ResolvedChain, module: ModuleIndex) -> Bool {
        guard let name = chain.rootName, name.first?.isUppercase == true, !interactive.contains(name),
              let body = module.viewBody(ofType: name), !body.values.isEmpty
        else { return false }
        return body.values.allSatisfy { value in
            ModifierChain(value).rootName.map(ViewHierarchy.controls.contains) == true
        }
    }

    /// A `Button` keeps behaviour only around a plain label: written at the use site (not reached
    /// through a name), built only from text, images, shapes and stacks, with no control, link, text
    /// field or other gesture inside and no gesture before the tap, and not a `List`/`Form` row (a
    /// Button there makes the whole row a selectable button).
    static func isSafeToWrap(_ modifier: ModifierCall, chain: ResolvedChain) -> Bool {
        guard !chain.followed, let rootName = chain.rootName, plainLabels.contains(rootName),
              let closure = modifier.actionClosure, closure.signature == nil,
              modifier.call.trailingClosure?.id == closure.id
        else { return false }
        var safe = true
        SyntaxWalk.forEach(in: modifier.base) { node in
            guard safe else { return }
            if let call = node.as(FunctionCallExprSyntax.self) {
                if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                   name.first?.isUppercase == true, !plainLabels.contains(name) {
                    safe = false
                }
                if let inner = ModifierCall(call), inner.name.contains("Gesture") || inner.name.hasPrefix("on") && inner.name != "onAppear" {
                    safe = false
                }
            }
            if let token = node.as(TokenSyntax.self), interactive.contains(token.text) { safe = false }
        }
        return safe && ViewHierarchy.enclosingContainer(of: modifier.call, named: ["List", "Form"]) == nil
    }

    /// `view.onTapGesture { action }` → `Button { action } label: { view }.buttonStyle(.plain)`, when the
    /// action is a closure literal. Formatted like the code around it (`Indentation`): the label one
    /// level in, a multi-line action re-indented under `Button`, `.buttonStyle` and the modifiers that
    /// followed the tap at the `Button`'s own level, no trailing whitespace.
    private static func wrapInButton(_ modifier: ModifierCall, tree: SourceFileSyntax) -> Correction? {
        guard let closure = modifier.actionClosure, closure.signature == nil else { return nil }
        let indent = SyntaxWalk.indentation(of: modifier.base, in: tree)
        let unit = Indentation(of: tree.description).unit
        let label = Indentation.shift(modifier.base.trimmedDescription, by: unit)
        var replacement = "Button \(buttonAction(closure, indent: indent, unit: unit)) label: {\n\(indent)\(unit)\(label)\n\(indent)}\n\(indent).buttonStyle(.plain)"
        var end = modifier.call.endPositionBeforeTrailingTrivia
        // The modifiers after the tap were one level deeper than the view's line; the Button's are not.
        let outermost = ModifierChain.outermost(of: modifier.call)
        if outermost.id != modifier.call.id {
            let rest = SyntaxWalk.text(of: tree, from: end, to: outermost.endPositionBeforeTrailingTrivia)
            let next = rest.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().first { !Indentation.isBlank($0) }
            let nextIndent = next.map { String($0.prefix { $0 == " " || $0 == "\t" }) } ?? indent
            let extra = nextIndent.hasPrefix(indent) ? String(nextIndent.dropFirst(indent.count)) : ""
            replacement += Indentation.unshift(rest, by: extra)
            end = outermost.endPositionBeforeTrailingTrivia
        }
        let range = modifier.base.positionAfterSkippingLeadingTrivia.utf8Offset..<end.utf8Offset
        return Correction(edits: [TextEdit(range: range, replacement: replacement)])
    }

    /// The tap's closure as the Button's action: on one line as written, or over several lines with
    /// its statements one level inside `indent` and the closing brace at `indent`.
    private static func buttonAction(_ closure: ClosureExprSyntax, indent: String, unit: String) -> String {
        let body = closure.leftBrace.trailingTrivia.description + closure.statements.description + closure.rightBrace.leadingTrivia.description
        guard body.contains("\n") else { return "{\(body)}" }
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        let first = lines.removeFirst()
        if let last = lines.last, Indentation.isBlank(last) { lines.removeLast() }
        let statements = Indentation.rebase(lines, to: indent + unit)
        let opening = String(first.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        return "{" + opening + "\n" + statements.joined(separator: "\n") + "\n" + indent + "}"
    }
}

