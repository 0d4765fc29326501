import Foundation

/// A dimension that scales with the environment's Dynamic Type size (SwiftUI's `ScaledMetric`,
/// iOS 14): `@ScaledMetric var iconSize = 36.0` is 36 at `.large`, the default size, and grows and
/// shrinks as text of `relativeTo` (`.body` by default) does.
///
/// Invariant: the value is `wrappedValue × size(style, current) / size(style, .large)`, the point
/// sizes of Apple's Dynamic Type table (`FontMetrics`) — what `UIFontMetrics.scaledValue(for:)`
/// does on iOS, linear in the style's size. It reads `dynamicTypeSize` from the environment, so a
/// view using it is evaluated again when that changes (a `dynamicTypeSize(_:)` above, the device).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    private let baseValue: Value
    private let textStyle: Font.TextStyle

    /// A value scaled as text of `textStyle` is.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// A value scaled as body text is.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value at the environment's Dynamic Type size.
    public var wrappedValue: Value {
        Self.scaled(baseValue, relativeTo: textStyle, at: dynamicTypeSize)
    }

    /// `value` as text of `textStyle` scales it at `size`.
    package static func scaled(_ value: Value, relativeTo textStyle: Font.TextStyle, at size: DynamicTypeSize) -> Value {
        let ratio = FontMetrics.size(of: textStyle, at: size) / FontMetrics.size(of: textStyle, at: .large)
        return value * Value(ratio)
    }
}
