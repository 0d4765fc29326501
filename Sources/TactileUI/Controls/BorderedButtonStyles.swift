import Foundation

/// A button drawn on a tinted, rounded background (SwiftUI's `BorderedButtonStyle`, iOS 15): the
/// label in the tint on the tint at `ControlDefaults.borderedBackgroundOpacity`, padded by
/// `ControlDefaults.borderedPadding`, with corners of `ControlDefaults.borderedCornerRadius`;
/// pressed, the whole button fades to `ControlDefaults.borderedPressedOpacity`; disabled, the
/// label is `.tertiary` on `tertiarySystemFill`.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonLook.bordered.body(for: configuration)
    }
}

/// A button drawn on a solid background of the tint with a white label (SwiftUI's
/// `BorderedProminentButtonStyle`, iOS 15), otherwise as `BorderedButtonStyle`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonLook.borderedProminent.body(for: configuration)
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The background of a bordered button: the tint (faint for `.bordered`, solid for
/// `.borderedProminent`), or `tertiarySystemFill` while disabled.
struct BorderedButtonBackground: View {
    let prominent: Bool
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let shape = RoundedRectangle(cornerRadius: ControlDefaults.borderedCornerRadius, style: .continuous)
        if !isEnabled {
            shape.fill(Color.tertiarySystemFill)
        } else if prominent {
            shape.fill(.tint)
        } else {
            shape.fill(.tint.opacity(ControlDefaults.borderedBackgroundOpacity))
        }
    }
}
