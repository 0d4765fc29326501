import Foundation

package struct ForegroundStyleModifier: EnvironmentModifier {
    let style: AnyShapeStyle?
    package func update(_ environment: inout EnvironmentValues, in context: EvaluationContext) {
        // Resolve against the outer environment so `.foreground` inside means the enclosing style;
        // a gradient stays a gradient (shapes fill with it, text takes its first colour).
        // `if let`, not `Optional.map`: a main-actor closure checks the executor on each call.
        guard let style else {
            environment.foregroundStyle = nil
            return
        }
        let outer = environment
        if let paint = style.gradientPaint(in: outer) {
            environment.foregroundStyle = AnyShapeStyle(ResolvedGradientStyle(paint: paint))
        } else {
            environment.foregroundStyle = AnyShapeStyle(Color(resolved: style.resolvedColor(in: outer)))
        }
    }
}

package struct MultilineTextAlignmentModifier: EnvironmentModifier {
    let alignment: TextAlignment
    package func update(_ environment: inout EnvironmentValues, in context: EvaluationContext) {
        environment.multilineTextAlignment = alignment
    }
}

/// Writes one environment value for the modified view and its descendants (SwiftUI's
/// `_EnvironmentKeyWritingModifier`): what `environment(_:_:)` and `font(_:)` apply, so
/// `Image(systemName: "star").font(.title)` is a
/// `ModifiedContent<Image, _EnvironmentKeyWritingModifier<Font?>>`, as code that names the type
/// (a forced cast in aheze/SwipeActions) expects.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    /// The value written.
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var value: Value

    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    /// The content unchanged: the host writes the value while it evaluates the content.
    public func body(content: Content) -> Content { content }
}

extension _EnvironmentKeyWritingModifier: EnvironmentModifier {
    package func update(_ environment: inout EnvironmentValues, in context: EvaluationContext) {
        environment[keyPath: keyPath] = value
    }
}

extension View {
    /// The default font of text and symbols in this view.
    public func font(_ font: Font?) -> some View { modifier(_EnvironmentKeyWritingModifier(keyPath: \.font, value: font)) }

    /// The foreground colour of text, symbols and unstyled shapes in this view.
    public func foregroundColor(_ color: Color?) -> some View { modifier(ForegroundStyleModifier(style: color.map(AnyShapeStyle.init))) }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { modifier(ForegroundStyleModifier(style: AnyShapeStyle(style))) }

    public consuming func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(MultilineTextAlignmentModifier(alignment: alignment))
    }

    /// Sets an environment value for this view and its descendants.
    public consuming func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }
}
