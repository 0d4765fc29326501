import Foundation
import Testing
import TactileTesting
@testable import TactileUI

@MainActor
@Suite("Compatibility: SwiftUI's call forms type-check and draw")
struct OverloadCorpusTests {
    @Test("every call form of the generated corpus compiles (else the test build fails) and draws something")
    func everyFormDraws() {
        let forms = OverloadCorpus.forms
        #expect(forms.count == OverloadCorpus.count)
        for (source, view) in forms {
            let (graph, _) = host(view, width: 200, height: 200)
            #expect(graph.svg().contains("<path") || graph.svg().contains("<text"), "\(source) draws nothing")
        }
    }

    @Test("Text(\"Hi\").padding(40).background(Color.yellow) fills the padded box yellow, behind the text (issue 12)")
    func issueExample() {
        let (graph, _) = host(Text("Hi").padding(40).background(Color.yellow), width: 200, height: 200)
        let svg = graph.svg()
        let yellow = svg.range(of: "fill=\"#ffcc00\"")
        let text = svg.range(of: "<text")
        #expect(yellow != nil && text != nil)
        if let yellow, let text { #expect(yellow.lowerBound < text.lowerBound, "background first") }
    }
}
