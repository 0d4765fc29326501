/// `MagnificationGesture` is deprecated; `MagnifyGesture` replaces it.
public struct DeprecatedMagnificationGestureRule: Rule {
    public init() {}

    private static let iOS16 = DeploymentTarget([.iOS: OSVersion(16)])
    private static let iOS17 = DeploymentTarget([.iOS: OSVersion(17)])
    private static let macOS14 = DeploymentTarget([.macOS: OSVersion(14)])

    private let rename = GestureRename(oldName: "MagnificationGesture", newName: "MagnifyGesture", valueMember: "magnification")

    public let description = RuleDescription(
        id: "deprecated_magnification_gesture",
        name: "Deprecated MagnificationGesture",
        severity: .warning,
        enabledByDefault: false,
        summary: "Flags `MagnificationGesture`, deprecated since iOS 17 and macOS 14.",
        rationale: """
        `MagnificationGesture` is deprecated: its value is a bare `CGFloat`, with no velocity and no anchor \
        point, so a pinch cannot zoom around the fingers or coast after release, and the deprecation \
        warning becomes an error under `-warnings-as-errors`. `MagnifyGesture` recognises the same pinch \
        and gives `value.magnification`, `value.velocity` and `value.startAnchor`.

        The deployment target decides (the configuration's `deployment_target`, else the nearest \
        `Package.swift`'s `platforms:` or Xcode project's lowest `IPHONEOS_DEPLOYMENT_TARGET`/\
        `MACOSX_DEPLOYMENT_TARGET` or Tuist manifest's lowest `deploymentTargets:`, else a `Podfile`'s \
        `platform :ios, '…'` beside that project, raised by \
        `if #available`/`@available` around the use): below \
        iOS 17 or macOS 14 `MagnificationGesture` is the right API and nothing is reported; unknown, the finding \
        is advice without a fix, since `MagnifyGesture` would not build on older systems.
        """,
        fixDescription: "Only where the deployment target is iOS 17 / macOS 14 or later (the project's `Package.swift` `platforms:` or `IPHONEOS_DEPLOYMENT_TARGET`, the configuration's `deployment_target`, or an `if #available` around the use): rename to `MagnifyGesture`; in `onChanged`, `onEnded` and `updating` the value becomes `value.magnification`.",
        triggeringExamples: [
            RuleExample("""
            Image("photo").gesture(↓MagnificationGesture().onChanged { value in scale = value })
            """, deploymentTarget: iOS17),
            RuleExample("""
            Image("photo").gesture(↓MagnificationGesture().onChanged { value in scale = value })
            """, deploymentTarget: macOS14),
            RuleExample("""
            if #available(iOS 17, *) {
                Image("photo").gesture(↓MagnificationGesture().onChanged { value in scale = value })
            }
            """, deploymentTarget: iOS16),
            """
            let pinch = ↓MagnificationGesture()
                .onChanged { value in scale = value }
            """,
            """
            Image("photo")
                .gesture(↓MagnificationGesture().onEnded { scale *= $0 })
            """,
            """
            func zoom(_ value: ↓MagnificationGesture.Value) {}
            """,
        ],
        nonTriggeringExamples: [
            RuleExample("""
            Image("photo").gesture(MagnificationGesture().onChanged { value in scale = value })
            """, deploymentTarget: iOS16),
            RuleExample("""
            Image("photo").gesture(MagnificationGesture().onEnded { value in settle(value) })
            """, deploymentTarget: DeploymentTarget([.iOS: OSVersion(17), .macOS: OSVersion(13)])),
            """
            let pinch = MagnifyGesture()
                .onChanged { value in scale = value.magnification }
            """,
            """
            let label = "MagnificationGesture is deprecated" // MagnificationGesture()
            """,
        ],
        corrections: [
            CorrectionExample(
                before: """
                let pinch = MagnificationGesture()
                    .onChanged { value in scale = value }
                    .onEnded { value in lastScale *= value }
                """,
                after: """
                let pinch = MagnifyGesture()
                    .onChanged { value in scale = value.magnification }
                    .onEnded { value in lastScale *= value.magnification }
                """,
                deploymentTarget: iOS17
            ),
            CorrectionExample(
                before: """
                Image("photo")
                    .gesture(MagnificationGesture().updating($zoom) { value, state, _ in state = value })
                    .gesture(MagnificationGesture().onEnded { scale *= $0 })
                """,
                after: """
                Image("photo")
                    .gesture(MagnifyGesture().updating($zoom) { value, state, _ in state = value.magnification })
                    .gesture(MagnifyGesture().onEnded { scale *= $0.magnification })
                """,
                deploymentTarget: iOS17
            ),
        ]
    )

    public func check(_ context: RuleContext) -> [Violation] {
        rename.violations(
            in: context,
            message: "MagnificationGesture is deprecated since iOS 17: its value is a bare CGFloat with no velocity or anchor, so pinches cannot zoom around the fingers. Use MagnifyGesture and read value.magnification."
        )
    }
}
