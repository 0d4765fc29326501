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
    case tinted, plain

    var pressedOpacity: Double {
        switch self {
        case .tinted: ControlDefaults.pressedLabelOpacity
        case .plain: ControlDefaults.plainPressedLabelOpacity
        }
    }

    @MainActor func body(for configuration: PrimitiveButtonStyleConfiguration) -> some View {
        PressableButton(label: ButtonStyleConfiguration.Label(configuration.label.content), role: configuration.role,
                        action: { configuration.trigger() }, fillsFrame: true) { pressable in
            pressable.label
                .modifier(BuiltInButtonForeground(look: self))
                .opacity(pressable.isPressed ? pressedOpacity : 1)
        }
    }
}

/// The label's foreground under a built-in style: the accent colour for `.tinted` unless a
/// foreground style is set; `.tertiary` (iOS's disabled label colour) for every look while
/// disabled.
struct BuiltInButtonForeground: PrimitiveModifier {
    let look: BuiltInButtonLook

    func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        let inner = context.child(.content).transformingEnvironment { environment in
            if !environment.isEnabled {
                environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.tertiary)
            } else if look == .tinted && environment.foregroundStyle == nil {
                environment.foregroundStyle = AnyShapeStyle(Color.accentColor)
            }
        }
        return content(inner)
    }
}
