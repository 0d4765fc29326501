import Testing
@testable import TactileLint

/// Kinds the fresh sets judged "unwanted" for the two rules whose findings `--fix` rewrites: a toy
/// tapped to spin or shuffle, a truncated text expanded in place, and (for the content shape) a tap that
/// only dismisses a tooltip or is hidden. Each is neither reported nor rewritten, beside the near miss
/// that is still reported and fixed. Fixtures are our own, in the style of the code the kinds were seen in.
@Suite("Unwanted kinds get no finding and no fix")
struct UnwantedKindFixTests {
    static let tap = RuleUnderTest(rule: TapGestureShouldBeButtonRule())
    static let contentShape = RuleUnderTest(rule: TapAreaMissingContentShapeRule())

    static func fixed(_ source: String, by rule: RuleUnderTest) -> String {
        rule.fixer(DeploymentTarget()).fix(source: source, path: "Example.swift")
    }

    @Test("a decoration that only spins on tap is a toy: no finding, no Button wrap")
    func toyTapIsNeitherReportedNorWrapped() {
        let toy = """
        Image("cover")
            .rotationEffect(.degrees(coverRotation))
            .onTapGesture {
                withAnimation(.spring) { coverRotation += 360 }
            }
        """
        #expect(Self.tap.count(in: toy) == 0)
        #expect(Self.fixed(toy, by: Self.tap) == toy)
        let opens = toy.replacingOccurrences(of: "withAnimation(.spring) { coverRotation += 360 }", with: "coverRotation += 360\n        openEpisode()")
        #expect(Self.tap.count(in: opens) == 1)
        #expect(Self.fixed(opens, by: Self.tap).contains("Button {"))
    }

    @Test("a chart shuffled or a badge wobbled on tap is a toy; a tap that also selects is not")
    func shufflesAndWobblesAreToys() {
        #expect(Self.tap.count(in: "Text(streak).onTapGesture { isWobbling.toggle() }") == 0)
        #expect(Self.tap.count(in: "Text(streak).onTapGesture { model.bars.shuffle() }") == 0)
        #expect(Self.tap.count(in: "Image(\"mascot\").onTapGesture { isAnimating.toggle() }") == 0)
        #expect(Self.tap.count(in: "Text(streak).onTapGesture { model.bars.shuffle(); select(streak) }") == 1)
        #expect(Self.tap.count(in: "Text(streak).onTapGesture { showsStreak.toggle() }") == 1)
    }

    @Test("a truncated text expanded in place is no button; a flag that shows other content is")
    func truncatedTextExpandedInPlaceIsNoButton() {
        let expands = """
        Text(invitee.email)
            .lineLimit(showsFullEmail ? nil : 1)
            .onTapGesture { showsFullEmail.toggle() }
        """
        #expect(Self.tap.count(in: expands) == 0)
        #expect(Self.fixed(expands, by: Self.tap) == expands)
        let discloses = expands.replacingOccurrences(of: ".lineLimit(showsFullEmail ? nil : 1)", with: ".lineLimit(1)")
        #expect(Self.tap.count(in: discloses) == 1)
        #expect(Self.fixed(discloses, by: Self.tap).contains("Button {"))
    }

    @Test("a card tapped only to dismiss its tooltip gets no content shape; tapped to open, it does")
    func tooltipDismissalNeedsNoContentShape() {
        let dismisses = """
        HStack {
            ProductSummary(product)
            Spacer()
        }
        .onTapGesture { shouldShowCouponTooltip = false }
        """
        #expect(Self.contentShape.count(in: dismisses) == 0)
        #expect(Self.fixed(dismisses, by: Self.contentShape) == dismisses)
        let opens = dismisses.replacingOccurrences(of: "shouldShowCouponTooltip = false", with: "showsProductDetails = true")
        #expect(Self.contentShape.count(in: opens) == 1)
        #expect(Self.fixed(opens, by: Self.contentShape).contains(".contentShape(Rectangle())"))
    }

    @Test("hidden, developer-only and toy taps get no content shape")
    func hiddenAndToyTapsNeedNoContentShape() {
        let counter = """
        HStack {
            Image("logo")
            Spacer()
        }
        .onTapGesture {
            logoTapCount += 1
            if logoTapCount == 7 { showsBuildNumber = true }
        }
        """
        #expect(Self.contentShape.count(in: counter) == 0)
        let debug = "#if DEBUG\nHStack { Text(fps); Spacer() }.onTapGesture { resetCounters() }\n#endif\n"
        #expect(Self.contentShape.count(in: debug) == 0)
        #expect(Self.contentShape.count(in: "HStack { Text(fps); Spacer() }.onTapGesture { resetCounters() }") == 1)
        #expect(Self.contentShape.count(in: "HStack { Image(\"hop\"); Spacer() }.onTapGesture { iconRotation += 180 }") == 0)
        #expect(Self.contentShape.count(in: "HStack { Image(\"hop\"); Spacer() }.onTapGesture { iconRotation += 180; showHops() }") == 1)
    }
}
