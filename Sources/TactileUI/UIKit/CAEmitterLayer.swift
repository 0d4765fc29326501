import Foundation

/// A particle emitter as Core Animation gives it (QuartzCore's `CAEmitterLayer`, which UIKit
/// re-exports): present so that SwiftUI code wrapping a particle effect in a `UIViewRepresentable`
/// compiles.
///
/// Invariant: as every layer here (`CALayer`), it holds what is set on it and is never drawn: no
/// particle is emitted (docs/COMPATIBILITY.md, "UIKit").
open class CAEmitterLayer: CALayer {
    /// The cells the layer emits; nothing emits them.
    open var emitterCells: [CAEmitterCell]?
    /// Where particles start, in the layer's coordinates.
    open var emitterPosition: CGPoint = .zero
    /// The depth of the emitter's position.
    open var emitterZPosition: CGFloat = 0
    /// The size of the emitter's shape.
    open var emitterSize: CGSize = .zero
    /// The depth of the emitter's shape.
    open var emitterDepth: CGFloat = 0
    /// The shape particles start from (Core Animation's default `.point`).
    open var emitterShape: CAEmitterLayerEmitterShape = .point
    /// Where on the shape particles start (Core Animation's default `.volume`).
    open var emitterMode: CAEmitterLayerEmitterMode = .volume
    /// How particles are composited (Core Animation's default `.unordered`).
    open var renderMode: CAEmitterLayerRenderMode = .unordered
    /// Multiplies every cell's birth rate (default 1).
    open var birthRate: Float = 1
    /// Multiplies every cell's lifetime (default 1).
    open var lifetime: Float = 1
    /// Multiplies every cell's velocity (default 1).
    open var velocity: Float = 1
    /// Multiplies every cell's scale (default 1).
    open var scale: Float = 1
    /// Multiplies every cell's spin (default 1).
    open var spin: Float = 1
    /// The seed of the emitter's random numbers.
    open var seed: UInt32 = 0
    /// Whether particles are drawn with depth.
    open var preservesDepth = false
}

/// A kind of particle a `CAEmitterLayer` emits (QuartzCore's `CAEmitterCell`): a holder of the
/// particle's properties, Core Animation's defaults where it has them; nothing emits it here.
open class CAEmitterCell {
    open var name: String?
    open var isEnabled = true
    open var birthRate: Float = 0
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    open var emissionLatitude: CGFloat = 0
    open var emissionLongitude: CGFloat = 0
    open var emissionRange: CGFloat = 0
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    open var color: CGColor?
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0
    /// The particle's image (a `CGImage`).
    open var contents: Any?
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var contentsScale: CGFloat = 1
    /// The cells each particle of this cell emits in turn.
    open var emitterCells: [CAEmitterCell]?
    // Core Animation's media timing (`CAMediaTiming`).
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false

    public init() {}
}

/// The shape a `CAEmitterLayer` emits from (QuartzCore's `CAEmitterLayerEmitterShape`).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let point = Self(rawValue: "point")
    public static let line = Self(rawValue: "line")
    public static let rectangle = Self(rawValue: "rectangle")
    public static let cuboid = Self(rawValue: "cuboid")
    public static let circle = Self(rawValue: "circle")
    public static let sphere = Self(rawValue: "sphere")
}

/// Where on its shape a `CAEmitterLayer` emits (QuartzCore's `CAEmitterLayerEmitterMode`).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let points = Self(rawValue: "points")
    public static let outline = Self(rawValue: "outline")
    public static let surface = Self(rawValue: "surface")
    public static let volume = Self(rawValue: "volume")
}

/// How a `CAEmitterLayer` composites its particles (QuartzCore's `CAEmitterLayerRenderMode`).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unordered = Self(rawValue: "unordered")
    public static let oldestFirst = Self(rawValue: "oldestFirst")
    public static let oldestLast = Self(rawValue: "oldestLast")
    public static let backToFront = Self(rawValue: "backToFront")
    public static let additive = Self(rawValue: "additive")
}
