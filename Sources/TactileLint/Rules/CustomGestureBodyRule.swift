import SwiftSyntax

/// A `Gesture` conformance whose `body` is declared as a view.
public struct CustomGestureBodyRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "custom_gesture_body",
        name: "Custom gesture body",
        severity: .error,
        summary: "Flags a type conforming to `Gesture` whose `body` is `some View`.",
        rationale: """
        `Gesture` requires `var body: some Gesture`. A `body` typed as a view does not satisfy the \
        requirement (the type does not compile as a gesture) or, when `View` is also adopted, silently makes \
        it a view whose gesture is never recognised.
        """,
        fixDescription: "Declare `var body: some Gesture` and return a gesture from it.",
        triggeringExamples: [
            """
            struct SwipeGesture: Gesture {
                var ↓body: some View {
                    DragGesture(minimumDistance: 50)
                }
            }
            """,
            """
            extension Pinch: SwiftUI.Gesture {
                var ↓body: any View { EmptyView() }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct SwipeGesture: Gesture {
                var body: some Gesture {
                    DragGesture(minimumDistance: 50)
                }
            }
            """,
            """
            struct Card: View {
                var body: some View { Text("Card") }
            }
            """,
        ]
    )

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for declaration in context.index.declarationGroups {
            guard EnclosingType.inheritedNames(of: declaration).contains("Gesture") else { continue }
            for member in declaration.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, name.text == "body",
                          let type = binding.typeAnnotation?.type, Self.namesView(type)
                    else { continue }
                    violations.append(Violation(
                        at: name,
                        message: "This Gesture's body is declared as a view; Gesture requires 'var body: some Gesture', so the type is not a usable gesture. Return a gesture: 'var body: some Gesture { … }'."
                    ))
                }
            }
        }
        return violations
    }

    private static func namesView(_ type: TypeSyntax) -> Bool {
        var inner = type
        if let opaque = type.as(SomeOrAnyTypeSyntax.self) { inner = opaque.constraint }
        if let identifier = inner.as(IdentifierTypeSyntax.self) { return identifier.name.text == "View" }
        if let member = inner.as(MemberTypeSyntax.self) { return member.name.text == "View" }
        return false
    }
}
