import Foundation
import Testing
@testable import TactileSnapshotTesting

@Suite("The accessibility-tree snapshot text: stable numbers, never empty, no crash on odd frames")
struct AccessibilityTreeDumpTests {
    @Test("whole numbers print without a fraction, others to two decimals")
    func numbers() {
        #expect(AccessibilityTreeDump.number(120) == "120")
        #expect(AccessibilityTreeDump.number(-40) == "-40")
        #expect(AccessibilityTreeDump.number(12.5) == "12.50")
        #expect(AccessibilityTreeDump.number(0.004) == "0")
    }

    @Test("infinite, NaN and huge coordinates print instead of trapping")
    func oddNumbers() {
        #expect(AccessibilityTreeDump.number(.infinity) == "inf")
        #expect(AccessibilityTreeDump.number(-.infinity) == "-inf")
        #expect(AccessibilityTreeDump.number(.nan) == "nan")
        #expect(AccessibilityTreeDump.number(1e300).hasPrefix("1000"))
    }

    @Test("a tree with no elements is one explanatory line, so the reference file is never empty")
    func emptyTree() {
        #expect(AccessibilityTreeDump.text(of: []) == "(no accessibility elements)\n")
    }
}
