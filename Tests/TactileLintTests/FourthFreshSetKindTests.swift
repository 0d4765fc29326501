import Testing
@testable import TactileLint

/// Kinds the fourth fresh set (I1–I16) showed after it was judged, each as a fixture of our own in the
/// style of the code it was seen in, beside the near miss that must still be reported.
@Suite("Kinds from the fourth fresh set")
struct FourthFreshSetKindTests {
    static let tap = RuleUnderTest(rule: TapGestureShouldBeButtonRule())
    static let contentShape = RuleUnderTest(rule: TapAreaMissingContentShapeRule())

    @Test("a copy tap named by reference and repeated by the section's context menu is reachable already")
    func copyTapRepeatedByAnEnclosingContextMenuIsNoButton() {
        let source = """
        HStack {
            VStack(alignment: .leading) {
                Text("Wi-Fi name")
                Text(ssid)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .contentShape(.rect)
            .onTapGesture(perform: viewModel.copySsid)
        }
        .padding(.horizontal, 16)
        .contextMenu {
            Button { viewModel.copySsid() } label: { Text("Copy") }
        }
        """
        #expect(Self.tap.count(in: source) == 0)
        #expect(Self.tap.count(in: source.replacingOccurrences(of: "Button { viewModel.copySsid() }", with: "Button { viewModel.share() }")) == 1)
    }

    @Test("a context menu on a sibling view does not count for the tap beside it")
    func contextMenuOnASiblingDoesNotCount() {
        let source = """
        VStack {
            Text(title).onTapGesture { open(item) }
            Text(detail).contextMenu { Button { open(item) } label: { Text("Open") } }
        }
        """
        #expect(Self.tap.count(in: source) == 1)
    }

    @Test("a tap that only takes focus from an input or hides a tooltip is no button")
    func focusAndTooltipTapsAreNoButtons() {
        #expect(Self.tap.count(in: "ScrollView { form }.onTapGesture { isInputActive = false }") == 0)
        #expect(Self.tap.count(in: "CollapsibleCard(product).onTapGesture { dismissTooltip() }") == 0)
        #expect(Self.tap.count(in: "OrderForm(order).onTapGesture { shouldShowInformationalCouponTooltip = false }") == 0)
        #expect(Self.tap.count(in: "OrderForm(order).onTapGesture { shouldShowShippingLine = false }") == 1)
    }

    @Test("hidden multi-taps, format switches and focus taps are not told to fill their gaps")
    func quietTapsNeedNoContentShape() {
        let version = """
        HStack { Image(systemName: "info.circle"); Text("Version 1.0") }
            .frame(maxWidth: .infinity, alignment: .center)
            .onTapGesture(count: 3) { showQaFeatures.toggle() }
        """
        #expect(Self.contentShape.count(in: version) == 0)
        #expect(Self.contentShape.count(in: version.replacingOccurrences(of: "count: 3", with: "count: 2")) == 1)
    }

    @Test("a syntax error in an Xcode file template is not reported; in other files it is")
    func xcodeTemplatesGiveNoParseError() {
        let template = "typealias ___VARIABLE_name:identifier___Store = StoreOf<Feature>\n"
        let linter = Linter(configuration: Configuration.allRules(rootDirectory: "/"))
        #expect(linter.lint(source: template, path: "xctemplates/TCA.xctemplate/Empty/___FILEBASENAME___Store.swift").isEmpty)
        #expect(linter.lint(source: template, path: "Sources/Store.swift").map(\.ruleID) == ["parse_error"])
        #expect(!XcodeTemplate.contains("Sources/xctemplate.swift"))
    }
}
