/// `RotateGesture` supersedes `RotationGesture`.
public struct PreferRotateGestureRule: Rule {
    public init() {}

    private static let iOS16 = DeploymentTarget([.iOS: OSVersion(16)])
    private static let iOS17 = DeploymentTarget([.iOS: OSVersion(17)])
    private static let macOS14 = DeploymentTarget([.macOS: OSVersion(14)])

    private let rename = GestureRename(oldName: "RotationGesture", newName: "RotateGesture", valueMember: "rotation")

    public let description = RuleDescription(
        id: "prefer_rotate_gesture",
        name: "Prefer RotateGesture",
        severity: .note,
        summary: "Flags `RotationGesture`, superseded by `RotateGesture` on iOS 17 and macOS 14.",
        rationale: """
        `RotationGesture` only reports an `Angle`. `RotateGesture` recognises the same two-finger twist and \
        also gives the rotation's `velocity` and `startAnchor`, so a rotation can pivot around the fingers \
        and keep spinning naturally after release.

        The deployment target decides (the configuration's `deployment_target`, else the nearest \
        `Package.swift`'s `platforms:` or Xcode project's lowest `IPHONEOS_DEPLOYMENT_TARGET`/\
        `MACOSX_DEPLOYMENT_TARGET` or Tuist manifest's lowest `deploymentTargets:`, else a `Podfile`'s \
        `platform :ios, '…'` beside that project, raised by \
        `if #available`/`@available` around the use): below \
        iOS 17 or macOS 14 `RotationGesture` is the right API and nothing is reported; unknown, the finding \
        is advice without a fix, since `RotateGesture` would not build on older systems.
        """,
        fixDescription: "Only where the deployment target is iOS 17 / macOS 14 or later (the project's `Package.swift` `platforms:` or `IPHONEOS_DEPLOYMENT_TARGET`, the configuration's `deployment_target`, or an `if #available` around the use): rename to `RotateGesture`; in `onChanged`, `onEnded` and `updating` the value becomes `value.rotation`.",
        triggeringExamples: [
            RuleExample("""
            Image("photo").gesture(↓RotationGesture().onChanged { value in scale = value })
            """, deploymentTarget: iOS17),
            RuleExample("""
            Image("photo").gesture(↓RotationGesture().onChanged { value in scale = value })
            """, deploymentTarget: macOS14),
            RuleExample("""
            if #available(iOS 17, *) {
                Image("photo").gesture(↓RotationGesture().onChanged { value in scale = value })
            }
            """, deploymentTarget: iOS16),
            """
            let twist = ↓RotationGesture()
                .onChanged { angle = $0 }
            """,
            """
            Rectangle()
                .gesture(↓RotationGesture().onEnded { value in total += value })
            """,
        ],
        nonTriggeringExamples: [
            RuleExample("""
            Image("photo").gesture(RotationGesture().onChanged { value in scale = value })
            """, deploymentTarget: iOS16),
            RuleExample("""
            Image("photo").gesture(RotationGesture().onEnded { value in settle(value) })
            """, deploymentTarget: DeploymentTarget([.iOS: OSVersion(17), .macOS: OSVersion(13)])),
            """
            let twist = RotateGesture(minimumAngleDelta: .degrees(1))
                .onChanged { value in angle = value.rotation }
            """,
        ],
        corrections: [
            CorrectionExample(
                before: """
                Rectangle()
                    .rotationEffect(currentAngle + gestureAngle)
                    .gesture(
                        RotationGesture()
                            .updating($gestureAngle) { value, state, _ in state = value }
                            .onEnded { value in currentAngle += value }
                    )
                """,
                after: """
                Rectangle()
                    .rotationEffect(currentAngle + gestureAngle)
                    .gesture(
                        RotateGesture()
                            .updating($gestureAngle) { value, state, _ in state = value.rotation }
                            .onEnded { value in currentAngle += value.rotation }
                    )
                """,
                deploymentTarget: iOS17
            ),
        ]
    )

    public func check(_ context: RuleContext) -> [Violation] {
        rename.violations(
            in: context,
            message: "RotationGesture only reports an angle; RotateGesture (iOS 17+) also gives velocity and the start anchor, so the view can pivot around the fingers. Use RotateGesture and read value.rotation."
        )
    }
}
