import Foundation
import Testing
import TactileGestures
@testable import TactileUI

/// A modifier chain is read where it is (`PrimitiveView.makeNodes(at:in:)`): each
/// `ModifiedContent` finds its modifier at `modifiedContentModifierOffset`, which must be where
/// Swift put the stored property, for every pairing of sizes and alignments. (What the chain
/// makes is checked through the whole stack by `InPlaceUpdateTests` and the scene snapshots.)
@MainActor
@Suite("Modifier chain layout")
struct ModifierChainLayoutTests {
    private func offsetsAgree<Content, Modifier>(_ content: Content.Type, _ modifier: Modifier.Type,
                                                 sourceLocation: SourceLocation = #_sourceLocation) {
        let stored = MemoryLayout<ModifiedContent<Content, Modifier>>.offset(of: \.modifier)
        #expect(stored == modifiedContentModifierOffset(content, modifier),
                "\(Content.self) then \(Modifier.self)", sourceLocation: sourceLocation)
    }

    @Test("the modifier's computed offset is its stored property's, whatever the sizes and alignments")
    func computedOffsetIsTheStoredPropertys() {
        offsetsAgree(UInt8.self, Int64.self)
        offsetsAgree(Bool.self, (Int8, Double).self)
        offsetsAgree((Int32, Int8).self, Int16.self)
        offsetsAgree(String.self, UInt8.self)
        offsetsAgree(Void.self, Int.self)
        offsetsAgree(Int.self, Void.self)
        offsetsAgree(CGRect.self, Bool.self)
        offsetsAgree(Color.self, GestureModifier.self)
        offsetsAgree(ModifiedContent<Color, FrameModifier>.self, GestureModifier.self)
        offsetsAgree(ModifiedContent<ModifiedContent<Text, GestureModifier>, FrameModifier>.self, AccessibilityActionModifier.self)
    }
}
