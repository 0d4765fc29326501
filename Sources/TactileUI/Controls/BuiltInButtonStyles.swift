/// The platform's default style (SwiftUI's `DefaultButtonStyle`): on iOS, the borderless look —
/// the label tinted with the accent colour, at `ControlDefaults.pressedLabelOpacity` while
/// pressed, drawn in `.tertiary` while disabled.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonLook.tinted.body(for: configuration)
    }
}

/// A tinted label without a border (SwiftUI's `BorderlessButtonStyle`); looks like the default.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonLook.tinted.body(for: configuration)
    }
}

/// A style that does not tint the label (SwiftUI's `PlainButtonStyle`); pressed, the label is
/// drawn at `ControlDefaults.plainPressedLabelOpacity`.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonLook.plain.body(for: configuration)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// How the built-in styles draw a label; they all recognize the press as a `Button` does (S-65)
/// and hit on the label's whole frame.
enum BuiltInButtonLook {
    case tinted, plain, bordered, borderedProminent

    var pressedOpacity: Double {
        switch self {
        case .tinted: ControlDefaults.pressedLabelOpacity
        case .plain: ControlDefaults.plainPressedLabelOpacity
        case .bordered, .borderedProminent: ControlDefaults.borderedPressedOpacity
        }
    }

    @MainActor func body(for configuration: PrimitiveButtonStyleConfiguration) -> some View {
        PressableButton(label: ButtonStyleConfiguration.Label(configuration.label.content), role: configuration.role,
                        action: { configuration.trigger() }, fillsFrame: true) { pressable in
            styled(pressable.label).opacity(pressable.isPressed ? pressedOpacity : 1)
        }
    }

    /// The label as the look draws it, before the press dims it.
    @MainActor @ViewBuilder
    private func styled(_ label: ButtonStyleConfiguration.Label) -> some View {
        switch self {
        case .tinted, .plain:
            label.modifier(BuiltInButtonForeground(look: self))
        case .bordered, .borderedProminent:
            label.modifier(BuiltInButtonForeground(look: self))
                .padding(ControlDefaults.borderedPadding)
                .background(BorderedButtonBackground(prominent: self == .borderedProminent))
        }
    }
}

/// The label's foreground under a built-in style: the tint for `.tinted` and `.bordered`, white
/// for `.borderedProminent`, unless a foreground style is set; `.tertiary` (iOS's disabled label
/// colour) for every look while disabled.
struct BuiltInButtonForeground: PrimitiveModifier {
    let look: BuiltInButtonLook

    func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        let inner = context.child(.content).transformingEnvironment { environment in
            if !environment.isEnabled {
                environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.tertiary)
            } else if environment.foregroundStyle == nil {
                switch look {
                case .tinted, .bordered: environment.foregroundStyle = AnyShapeStyle(TintShapeStyle())
                case .borderedProminent: environment.foregroundStyle = AnyShapeStyle(Color.white)
                case .plain: break
                }
            }
        }
        return content(inner)
    }
}
