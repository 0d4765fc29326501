import Testing
@testable import TactileLint

/// The wrong and unwanted kinds the third fresh set (H1–H16) showed, each as a fixture of our own in the
/// style of the code it was seen in, beside the near miss that must still be reported: the condition
/// that leaves the first alone must not reach the second.
@Suite("Kinds from the third fresh set")
struct ThirdFreshSetKindTests {
    static let tap = RuleUnderTest(rule: TapGestureShouldBeButtonRule())
    static let gesture = RuleUnderTest(rule: GestureWithoutAccessibilityActionRule())
    static let contentShape = RuleUnderTest(rule: TapAreaMissingContentShapeRule())

    @Test("a sidebar over an invisible background, tapped to close, is a hit-catcher, not a button")
    func invisibleBackgroundClosingASidebarIsNoButton() {
        let source = """
        HStack {
            Spacer()
            VStack { sources; hiddenApps }.frame(width: 280)
        }
        .background(.black.opacity(0.00000000001))
        .transition(.move(edge: .trailing))
        .onTapGesture { hiddenSidebar = false }
        """
        #expect(Self.tap.count(in: source) == 0)
    }

    @Test("an invisible background whose tap opens something is still a button to make")
    func invisibleBackgroundOpeningSomethingIsStillAButton() {
        let source = """
        HStack { Text(file.name); Spacer() }
            .background(Color.white.opacity(0.001))
            .onTapGesture { reveal(file) }
        """
        #expect(Self.tap.count(in: source) == 1)
    }

    @Test("a visible background tapped to close is a close button to make")
    func visibleBackgroundClosingIsStillAButton() {
        let source = """
        Text("Close")
            .padding()
            .background(Color.gray.opacity(0.2))
            .onTapGesture { isPresented = false }
        """
        #expect(Self.tap.count(in: source) == 1)
    }

    @Test("a content shape over a frame filling both axes, tapped to dismiss, is a hit-catcher")
    func fullFrameContentShapeThatDismissesIsNoButton() {
        let source = """
        VStack { Spacer(); panel }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .onTapGesture { dismissPanel() }
        """
        #expect(Self.tap.count(in: source) == 0)
    }

    @Test("a tutorial label hidden by its tap is a tip, not a button")
    func tapClearingATutorialFlagIsNoButton() {
        let source = """
        HStack { Image(systemName: "hand.draw"); Text("Drag to expand into grid mode") }
            .padding(4)
            .onTapGesture {
                // Hide tutorial when user interacts with label
                tutorialShown = false
            }
        """
        #expect(Self.tap.count(in: source) == 0)
    }

    @Test("a flag whose name only contains a tip word inside another word is no tip")
    func flagWithTipInsideAWordIsStillAButton() {
        let source = """
        Text("Done").padding().onTapGesture { showsShipmentDetails = false }
        """
        #expect(Self.tap.count(in: source) == 1)
        #expect(TapGestureShouldBeButtonRule.camelCaseWords("dragTutorialShown") == ["drag", "tutorial", "shown"])
    }

    @Test("a logo counting taps through the function it names is a hidden gesture")
    func tapCountingInANamedFunctionIsHidden() {
        let source = """
        struct StandByView: View {
            @State private var dismissTapCount = 0
            var body: some View {
                Image("logo").onTapGesture(perform: registerDismissTap)
            }
            private func registerDismissTap() {
                dismissTapCount += 1
                guard dismissTapCount >= Self.dismissTapThreshold else { return }
                dismissTapCount = 0
                emptyState?.dismissAction()
            }
        }
        """
        #expect(Self.tap.count(in: source) == 0)
        #expect(Self.tap.count(in: source.replacingOccurrences(of: "perform: registerDismissTap)", with: ") { registerDismissTap() }")) == 0)
    }

    @Test("a tap naming a function that acts is still a button to make")
    func tapNamingAFunctionThatActsIsStillAButton() {
        let source = """
        struct Header: View {
            var body: some View {
                Image("logo").onTapGesture(perform: openWebsite)
            }
            private func openWebsite() { openURL(website) }
        }
        """
        #expect(Self.tap.count(in: source) == 1)
    }

    @Test("a switch for the testing panel and a version reveal are hidden taps")
    func testingSwitchAndVersionRevealAreHidden() {
        #expect(Self.tap.count(in: #"Image(systemName: "key").onTapGesture { showTestingUI.toggle() }"#) == 0)
        #expect(Self.tap.count(in: "AboutHeader(title: appName).onTapGesture { showVersionAlert = true }") == 0)
        #expect(Self.tap.count(in: "AboutHeader(title: appName).onTapGesture { showLicenses = true }") == 1)
    }

    @Test("a tap that only shrinks or restores a floating panel is layout")
    func tapRescalingAPanelIsLayout() {
        let source = """
        content()
            .scaleEffect(effectiveScale)
            .onTapGesture {
                withAnimation(.spring(response: 0.35, dampingFraction: 0.75)) {
                    scale = scale > (minScale + 1) / 2 ? minScale : 1
                }
            }
        """
        #expect(Self.tap.count(in: source) == 0)
    }

    @Test("panning a zoomed image needs no accessibility action")
    func panOnAZoomableImageNeedsNoAccessibilityAction() {
        let source = """
        Image(nsImage: image)
            .resizable()
            .scaleEffect(scale)
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = CGSize(width: lastOffset.width + value.translation.width, height: lastOffset.height + value.translation.height)
                    }
                    .onEnded { _ in lastOffset = offset }
            )
            .gesture(MagnificationGesture().onChanged { value in scale = value })
        """
        #expect(Self.gesture.count(in: source) == 0)
        #expect(Self.gesture.count(in: source.replacingOccurrences(of: ".scaleEffect(scale)", with: "")
            .replacingOccurrences(of: ".gesture(MagnificationGesture().onChanged { value in scale = value })", with: "")) == 1)
    }

    @Test("a drag on a zoomable image that dismisses it still needs an accessibility action")
    func dismissingDragOnAZoomableImageStillNeedsOne() {
        let source = """
        Image(uiImage: photo)
            .scaleEffect(scale)
            .gesture(DragGesture().onEnded { value in
                if value.translation.height > 120 { dismiss() }
            })
        """
        #expect(Self.gesture.count(in: source) == 1)
    }

    @Test("a resize handle computing its width through a local constant needs no accessibility action")
    func resizeHandleThroughALocalConstantNeedsNoAccessibilityAction() {
        let source = """
        PreviewPane()
            .gesture(
                DragGesture()
                    .onChanged { gesture in
                        if !isResizing {
                            isResizing = true
                        }
                        let newWidth = max(300, stateManager.previewPaneWidth - gesture.translation.width)
                        stateManager.previewPaneWidth = min(800, newWidth)
                    }
                    .onEnded { _ in isResizing = false }
            )
        """
        #expect(Self.gesture.count(in: source) == 0)
        #expect(Self.gesture.count(in: source.replacingOccurrences(of: "let newWidth = max(", with: "let newWidth = save(")) == 1)
    }

    @Test("a drag that only draws a button's pressed look needs no accessibility action")
    func pressLookDragNeedsNoAccessibilityAction() {
        let source = """
        Button(action: action) { Image(systemName: systemName) }
            .buttonStyle(.plain)
            .scaleEffect(isPressed ? 0.88 : 1.0)
            .simultaneousGesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { _ in
                        if !isPressed {
                            withAnimation(showAnimations ? .easeOut(duration: 0.08) : nil) { isPressed = true }
                        }
                    }
                    .onEnded { _ in
                        withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) { isPressed = false }
                    }
            )
        """
        #expect(Self.gesture.count(in: source) == 0)
    }

    @Test("a press-flag drag that also records still needs an accessibility action")
    func pressFlagDragThatAlsoActsStillNeedsOne() {
        let source = """
        Circle()
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { _ in isPressed = true }
                .onEnded { _ in
                    isPressed = false
                    record()
                })
        """
        #expect(Self.gesture.count(in: source) == 1)
    }

    @Test("a background tapped only to deselect needs no content shape")
    func deselectingTapNeedsNoContentShape() {
        let deselect = """
        VStack {
            Text(title)
            Spacer()
            Text(detail)
        }
        .onTapGesture { selectedItem = nil }
        """
        #expect(Self.contentShape.count(in: deselect) == 0)
        #expect(Self.contentShape.count(in: deselect.replacingOccurrences(of: "selectedItem = nil", with: "selectedItem = item")) == 1)
    }
}
