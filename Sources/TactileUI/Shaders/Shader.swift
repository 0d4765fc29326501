import Foundation

/// A Metal shader function with its arguments (SwiftUI's `Shader`, iOS 17), as `colorEffect`,
/// `distortionEffect` and `layerEffect` take it.
///
/// Invariant: Tactile has no Metal and compiles no `.metal` files, so a shader is kept as the
/// value it is — its function's name and its arguments, for tests to read — and never run: the
/// effects that take one draw their view unchanged (docs/COMPATIBILITY.md).
public struct Shader: Equatable, Sendable {
    public var function: ShaderFunction
    public var arguments: [Argument]
    /// Whether the shader's output is dithered; accepted (nothing is drawn by a shader here).
    public var dithersColor = false

    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// One argument of a shader call (SwiftUI's `Shader.Argument`).
    public struct Argument: Equatable, Sendable {
        package enum Value: Equatable, Sendable {
            case floats([Float])
            case color(Color)
            case colors([Color])
            case image(Image)
            case data(Data)
            case boundingRect
        }

        package let value: Value

        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: .floats([Float(x)])) }
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(value: .floats([Float(x), Float(y)])) }
        public static func float2(_ point: CGPoint) -> Argument { .float2(point.x, point.y) }
        public static func float2(_ size: CGSize) -> Argument { .float2(size.width, size.height) }
        public static func float2(_ vector: CGVector) -> Argument { .float2(vector.dx, vector.dy) }
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y), Float(z)]))
        }
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y), Float(z), Float(w)]))
        }
        public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floats(array)) }
        public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }
        public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .colors(array)) }
        public static func image(_ image: Image) -> Argument { Argument(value: .image(image)) }
        public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
        /// The bounding rectangle of the shape or view being drawn, as the shader would receive it.
        public static var boundingRect: Argument { Argument(value: .boundingRect) }
    }
}

/// How a shader is applied, for the one `VisualEffect` step that records it.
enum ShaderEffectKind: Sendable {
    case color
    case distortion(maxSampleOffset: CGSize)
    case layer(maxSampleOffset: CGSize)
}
