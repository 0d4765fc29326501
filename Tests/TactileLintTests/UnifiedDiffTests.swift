import Testing
@testable import TactileLint

@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test("equal texts give no diff")
    func equalTexts() {
        #expect(UnifiedDiff.make(old: "a\nb\n", new: "a\nb\n", path: "F.swift").isEmpty)
    }

    @Test("a change far from another gets its own hunk with three lines of context")
    func separateHunks() {
        let old = (1...20).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n").replacingOccurrences(of: "line 18\n", with: "")
        #expect(UnifiedDiff.make(old: old, new: new, path: "F.swift") == """
            --- a/F.swift
            +++ b/F.swift
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +line two
             line 3
             line 4
             line 5
            @@ -15,6 +15,5 @@
             line 15
             line 16
             line 17
            -line 18
             line 19
             line 20

            """)
    }

    @Test("insertions into an empty file and a missing final newline are shown")
    func edges() {
        #expect(UnifiedDiff.make(old: "", new: "a\n", path: "F.swift") == "--- a/F.swift\n+++ b/F.swift\n@@ -0,0 +1,1 @@\n+a\n")
        #expect(UnifiedDiff.make(old: "a", new: "b", path: "F.swift") == "--- a/F.swift\n+++ b/F.swift\n@@ -1,1 +1,1 @@\n-a\n\\ No newline at end of file\n+b\n\\ No newline at end of file\n")
    }

    @Test("the edit script turns the old lines into the new ones", arguments: [
        ("a b c d e f", "a x c d y f"), ("", "a b"), ("a b", ""), ("a b c", "c b a"), ("x a b c y", "a b c"),
    ])
    func scriptReplays(old: String, new: String) {
        let a = old.split(separator: " ").map(String.init), b = new.split(separator: " ").map(String.init)
        var rebuilt: [String] = []
        for operation in UnifiedDiff.diff(a, b) {
            switch operation {
            case .same(let i, let j):
                #expect(a[i] == b[j])
                rebuilt.append(a[i])
            case .added(let j): rebuilt.append(b[j])
            case .removed: break
            }
        }
        #expect(rebuilt == b)
    }
}
