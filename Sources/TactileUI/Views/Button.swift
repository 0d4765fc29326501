import Foundation

/// A control that performs an action when triggered (SwiftUI's `Button`).
///
/// The view layer lays out and draws the label (tinted with the accent colour unless the button
/// style is `.plain` or a foreground style is set) and stores `action` as its node's
/// `primaryAction`; the gesture engine decides when a tap triggers it. A disabled button stores
/// no action.
public struct Button<Label: View>: View {
    package let label: Label
    package let action: @MainActor () -> Void

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: EmptyView { EmptyView() }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let labelContext = context.child(.slot("label")).transformingEnvironment { environment in
            if !environment.buttonStyleIsPlain && environment.foregroundStyle == nil {
                environment.foregroundStyle = AnyShapeStyle(Color.accentColor)
            }
        }
        let node = context.node(PassthroughBehavior(), children: labelContext.nodes(for: label))
        node.hitTesting.contentShape = Rectangle()
        if context.environment.isEnabled { node.primaryAction = action }
        node.accessibility.role = .button
        return [node]
    }
}

/// A button style (SwiftUI's `PrimitiveButtonStyle`). Tactile distinguishes only whether the
/// label is tinted: `.plain` leaves it alone, the others tint it with the accent colour.
public protocol PrimitiveButtonStyle: Sendable {}

/// A style that does not tint the label (SwiftUI's `PlainButtonStyle`).
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
/// The platform's default style: a tinted label (SwiftUI's `DefaultButtonStyle`).
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
/// A tinted label without a border (SwiftUI's `BorderlessButtonStyle`).
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }

extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { DefaultButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() } }

extension View {
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyleIsPlain, style is PlainButtonStyle)
    }
}
