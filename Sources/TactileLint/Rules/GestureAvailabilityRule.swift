import SwiftSyntax

/// Gestures newer than the deployment target, used without an availability check.
public struct GestureAvailabilityRule: Rule {
    public init() {}

    /// The first OS versions shipping each gesture.
    public static let introduced: [String: [Platform: OSVersion]] = [
        "MagnifyGesture": [.iOS: OSVersion(17), .macOS: OSVersion(14)],
        "RotateGesture": [.iOS: OSVersion(17), .macOS: OSVersion(14)],
        "SpatialTapGesture": [.iOS: OSVersion(16), .macOS: OSVersion(13)],
    ]

    private static let iOS16 = DeploymentTarget([.iOS: OSVersion(16), .macOS: OSVersion(13)])
    private static let iOS15 = DeploymentTarget([.iOS: OSVersion(15)])

    public let description = RuleDescription(
        id: "gesture_availability",
        name: "Gesture availability",
        severity: .warning,
        enabledByDefault: false,
        summary: "Flags `MagnifyGesture`/`RotateGesture` below iOS 17 or macOS 14 and `SpatialTapGesture` below iOS 16 or macOS 13, when the deployment target is known.",
        rationale: """
        These gestures do not exist on older systems: code that uses them without `if #available` fails to \
        build for the deployment target, or needs a fallback for users on older versions. The rule only \
        runs when the target is known: `deployment_target` in `.tactile-lint.yml`, else the nearest \
        `Package.swift`'s `platforms:`, Xcode project's lowest `IPHONEOS_DEPLOYMENT_TARGET` or Tuist manifest's \
        lowest `deploymentTargets:` (else a `Podfile`'s \
        `platform :ios, '…'` beside that project). `DragGesture.Value.velocity` \
        is back-deployed to iOS 13 and never flagged.
        """,
        fixDescription: "Guard the use with `if #available(iOS 17, macOS 14, *)` and fall back to `MagnificationGesture`/`RotationGesture`, or raise the deployment target.",
        triggeringExamples: [
            RuleExample("""
            Image("photo").gesture(↓MagnifyGesture().onChanged { scale = $0.magnification })
            """, deploymentTarget: iOS16),
            RuleExample("""
            Canvas { _, _ in }.gesture(↓SpatialTapGesture().onEnded { add($0.location) })
            """, deploymentTarget: iOS15),
            RuleExample("""
            if #available(iOS 16, *) {
                Image("photo").gesture(↓RotateGesture().onChanged { angle = $0.rotation })
            }
            """, deploymentTarget: iOS15),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            if #available(iOS 17, macOS 14, *) {
                Image("photo").gesture(MagnifyGesture().onChanged { scale = $0.magnification })
            }
            """, deploymentTarget: iOS16),
            RuleExample("""
            @available(iOS 17, macOS 14, *)
            struct Zoomable: View {
                var body: some View { Image("photo").gesture(RotateGesture().onChanged { angle = $0.rotation }) }
            }
            """, deploymentTarget: iOS16),
            RuleExample("""
            func body() -> some View {
                guard #available(iOS 17, macOS 14, *) else { return AnyView(Image("photo")) }
                return AnyView(Image("photo").gesture(MagnifyGesture()))
            }
            """, deploymentTarget: iOS16),
            RuleExample("""
            Image("photo").gesture(MagnifyGesture().onChanged { scale = $0.magnification })
            """),
            RuleExample("""
            Circle().gesture(DragGesture().onEnded { value in fling(value.velocity) })
            """, deploymentTarget: iOS15),
            RuleExample("""
            fileprivate struct RotateGesture: Gesture {
                var body: some Gesture { DragGesture().map { $0.translation.width } }
            }
            struct Dial: View {
                var body: some View { Circle().gesture(RotateGesture().onChanged { turn($0) }) }
            }
            """, deploymentTarget: iOS16),
        ]
    )

    public func check(_ context: RuleContext) -> [Violation] {
        guard !context.deploymentTarget.versions.isEmpty else { return [] }
        var violations: [Violation] = []
        let tokens = context.index.standaloneReferences.map { (Syntax($0), $0.baseName) }
            + context.index.identifierTypes.map { (Syntax($0), $0.name) }
        for (node, token) in tokens.sorted(by: { $0.1.position < $1.1.position }) {
            guard let requirements = Self.introduced[token.text], !Self.isDeclaredInModule(token.text, context) else { continue }
            let guaranteed = AvailabilityScope.guaranteed(at: node, deploymentTarget: context.deploymentTarget)
            let missing = requirements.sorted { $0.key < $1.key }.compactMap { platform, introduced -> String? in
                guard let version = guaranteed[platform], version < introduced else { return nil }
                return "\(platform.rawValue) \(introduced) (the code may run on \(platform.rawValue) \(version))"
            }
            guard !missing.isEmpty else { continue }
            violations.append(Violation(
                at: token,
                message: "\(token.text) needs \(missing.joined(separator: " and ")): it does not build for that deployment target. Guard it with if #available(\(requirements.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value.components[0])" }.joined(separator: ", ")), *) and a fallback, or raise the deployment target."
            ))
        }
        return violations
    }

    /// Whether the project declares a type called `name` itself (a `struct RotateGesture: Gesture` of
    /// its own, in this file or, with a `body`, anywhere in the module): that name is then its type,
    /// not SwiftUI's, and needs no newer system.
    private static func isDeclaredInModule(_ name: String, _ context: RuleContext) -> Bool {
        if context.module.viewBody(ofType: name) != nil { return true }
        return context.index.declarationGroups.contains { group in
            if let declaration = group.as(StructDeclSyntax.self) { return declaration.name.text == name }
            if let declaration = group.as(ClassDeclSyntax.self) { return declaration.name.text == name }
            if let declaration = group.as(EnumDeclSyntax.self) { return declaration.name.text == name }
            return false
        }
    }
}
