import Testing
@testable import TactileUI

/// `TypeTable` and `PrimitiveConformance`: the per-type answers the graph asks for every view.
@MainActor
@Suite("Type tables")
struct TypeTableTests {
    /// `depth` nested optionals of `Int`: as many distinct types as wanted.
    private static func nestedOptional(_ depth: Int) -> Any.Type {
        func wrap<T>(_: T.Type) -> Any.Type { T?.self }
        var type: Any.Type = Int.self
        for _ in 0..<depth { type = wrap(type) }
        return type
    }

    @Test("a table answers what was stored for each type, nothing for others, through growth")
    func answersThroughGrowth() {
        var table = TypeTable<Int>()
        let types = (0..<300).map(Self.nestedOptional)
        #expect(Set(types.map(ObjectIdentifier.init)).count == 300)
        for (index, type) in types.enumerated() where index < 200 {
            table.insert(index, for: type)
            // Everything stored so far is still found after each insertion (and growth).
            #expect(table.value(for: types[index / 2]) == index / 2)
        }
        for (index, type) in types.enumerated() {
            #expect(table.value(for: type) == (index < 200 ? index : nil))
        }
        table.insert(-1, for: types[7])
        #expect(table.value(for: types[7]) == -1)
        #expect(table.value(for: types[8]) == 8)
    }

    struct Composite: View {
        var body: some View { Color.red }
    }

    struct UserModifier: ViewModifier {
        func body(content: Content) -> some View { content.padding() }
    }

    @Test("primitive answers are the runtime's conformance answers, the first time and after")
    func primitiveAnswers() {
        let views: [Any.Type] = [Color.self, Text.self, Composite.self, VStack<Text>.self,
                                 ModifiedContent<Color, UserModifier>.self, Int.self]
        let modifiers: [Any.Type] = [UserModifier.self, FrameModifier.self, OffsetModifier.self, String.self]
        for _ in 0..<2 {
            for type in views {
                #expect((PrimitiveConformance.view(type) != nil) == (type is any PrimitiveView.Type), "\(type)")
            }
            for type in modifiers {
                #expect((PrimitiveConformance.modifier(type) != nil) == (type is any PrimitiveModifier.Type), "\(type)")
            }
        }
        #expect(PrimitiveConformance.view(Color.self) != nil)
        #expect(PrimitiveConformance.view(Composite.self) == nil)
        #expect(PrimitiveConformance.modifier(UserModifier.self) == nil)
        #expect(PrimitiveConformance.modifier(FrameModifier.self) != nil)
    }
}
