import Foundation

// Codable geometry, as on Apple platforms: a `@State` of these types survives a rebuild
// (`StateSnapshot`). `CGPoint`, `CGSize` and `CGRect` are Codable in Foundation itself (unkeyed:
// `[x, y]`, `[w, h]`, `[[x, y], [w, h]]`); the types Tactile supplies follow CoreGraphics' and
// SwiftUI's forms.

#if !canImport(CoreGraphics)
/// CoreGraphics' form: `[dx, dy]`.
extension CGVector: Codable {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(dx: try container.decode(CGFloat.self), dy: try container.decode(CGFloat.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}
#endif

#if !canImport(Darwin)
/// CoreGraphics' form: `[a, b, c, d, tx, ty]`.
extension CGAffineTransform: Codable {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(a: try container.decode(CGFloat.self), b: try container.decode(CGFloat.self),
                  c: try container.decode(CGFloat.self), d: try container.decode(CGFloat.self),
                  tx: try container.decode(CGFloat.self), ty: try container.decode(CGFloat.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for value in [a, b, c, d, tx, ty] { try container.encode(value) }
    }
}
#endif

/// SwiftUI's `Angle` is Codable: `{"radians": r}` (its one stored property).
extension Angle: Codable {
    private enum CodingKeys: String, CodingKey { case radians }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(radians: try container.decode(Double.self, forKey: .radians))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(radians, forKey: .radians)
    }
}
