@testable import TactileCompat
import Testing

/// How a compiler error becomes the API it says is missing (CompatMissingAPI, CompatCallSite;
/// docs/SOURCE-COMPATIBILITY.md, "Reading the errors").
@Suite("Compatibility report: reading the errors")
struct CompatMissingAPITests {
    @Test("each kind of error names the API it is about", arguments: [
        ("cannot find 'ContentUnavailableView' in scope", "ContentUnavailableView", CompatMissingAPI.Kind.symbol),
        ("cannot find type 'ScrollPosition' in scope", "ScrollPosition", .symbol),
        ("value of type 'some View' has no member 'ignoresSafeArea'", "View.ignoresSafeArea", .member),
        ("value of type 'ModifiedContent<Text, _PaddingLayout>' has no member 'tabItem'", "View.tabItem", .member),
        ("value of type 'Text' has no member 'monospacedDigit'", "View.monospacedDigit", .member),
        ("type 'Color' has no member 'systemGray'", "Color.systemGray", .member),
        ("value of type 'Binding<Double>?' has no member 'animation'", "Binding.animation", .member),
        ("cannot infer contextual base in reference to member 'thinMaterial'", ".thinMaterial", .member),
        ("no such module 'UIKit'", "module UIKit", .module),
        ("module 'SwiftUI' has no member named 'Gauge'", "Gauge", .symbol),
        ("no exact matches in call to instance method 'scrollPosition'", "scrollPosition(…)", .call),
        ("the compiler is unable to type-check this expression in reasonable time", "other: the compiler is unable to type-check this expression in reasonable time", .other),
    ])
    func namesTheAPI(message: String, name: String, kind: CompatMissingAPI.Kind) {
        #expect(CompatMissingAPI.classify(message) == CompatMissingAPI(name: name, kind: kind))
    }

    @Test("an argument error names the call it points into, with the labels as written")
    func argumentErrorsNameTheCall() {
        let source = """
        var body: some View {
            RoundedRectangle(cornerRadius: 12, wobble: 2)
                .padding(.horizontal,
                         20, extra: true)
        }
        """
        // `extra argument 'wobble' in call` points at the argument…
        #expect(CompatMissingAPI.classify("extra argument 'wobble' in call", source: source, line: 2, column: 40)
            == CompatMissingAPI(name: "RoundedRectangle(cornerRadius:wobble:)", kind: .call))
        // …`no exact matches` at the callee, here a member whose arguments span two lines.
        #expect(CompatMissingAPI.classify("no exact matches in call to instance method 'padding'", source: source, line: 3, column: 10)
            == CompatMissingAPI(name: ".padding(_:_:extra:)", kind: .call))
        // Where no call can be read, the compiler's own words stay.
        #expect(CompatMissingAPI.classify("extra argument 'x' in call", source: "let a = 1", line: 1, column: 5).kind == .other)
    }

    @Test("the ranking counts distinct places and modules, most places first, then most modules, then by name")
    func rankingOrder() {
        var ranking = CompatRanking()
        let tint = CompatMissingAPI(name: "View.tint", kind: .member)
        let label = CompatMissingAPI(name: "Label", kind: .symbol)
        let material = CompatMissingAPI(name: ".thinMaterial", kind: .member)
        ranking.add(tint, place: "A/x.swift:3", module: "A")
        ranking.add(tint, place: "A/x.swift:3", module: "A")
        ranking.add(label, place: "A/x.swift:4", module: "A")
        ranking.add(label, place: "B/y.swift:9", module: "B")
        ranking.add(material, place: "A/x.swift:10", module: "A")
        ranking.add(material, place: "A/x.swift:2", module: "A")
        let ranked = ranking.ranked
        #expect(ranked.map(\.name) == ["Label", ".thinMaterial", "View.tint"])
        #expect(ranked.map(\.places) == [2, 2, 1])
        #expect(ranked.map(\.modules) == [2, 1, 1])
        #expect(ranked[1].at == ["A/x.swift:2", "A/x.swift:10"])
    }
}
