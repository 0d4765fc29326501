import Foundation
import Testing
import TactileTesting
import TactileUI

/// `transformPreference(_:_:)` as SwiftUI documents it: the callback changes the combined value of
/// the key in the modified view's subtree, and ancestors see the value it leaves.
@MainActor
@Suite("Transform preference")
struct TransformPreferenceTests {
    struct NamesKey: PreferenceKey {
        static var defaultValue: [String] { [] }
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    private struct Screen: View {
        @State private var names: [String] = []
        @State private var sorted = false
        var body: some View {
            VStack {
                VStack {
                    Text("b").preference(key: NamesKey.self, value: ["b"])
                    Text("a").preference(key: NamesKey.self, value: ["a"])
                }
                .transformPreference(NamesKey.self) { value in
                    if sorted { value.sort() }
                    value = value.map { $0.uppercased() }
                }
                Text("c").preference(key: NamesKey.self, value: ["c"])
                // Sets nothing below: the default value, transformed, counts for the subtree.
                Color.clear.frame(width: 1, height: 1).transformPreference(NamesKey.self) { $0.append("empty") }
                Button("sort") { sorted = true }
                Text(verbatim: "names " + names.joined(separator: ","))
            }
            .onPreferenceChange(NamesKey.self) { names = $0 }
        }
    }

    @Test("the transform applies to its subtree's combined value only, in source order with its siblings")
    func transformsSubtreeValue() {
        let host = ViewHost(Screen())
        #expect(host.view(withText: "names B,A,c,empty") != nil)
    }

    @Test("a transform that reads state is applied again when the state changes")
    func transformFollowsState() {
        let host = ViewHost(Screen())
        host.tap(on: "sort")
        #expect(host.view(withText: "names A,B,c,empty") != nil)
    }
}
