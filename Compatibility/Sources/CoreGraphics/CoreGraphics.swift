// `import CoreGraphics` on Linux: the CoreGraphics types SwiftUI code imports it for.
// Foundation on Linux already has CGFloat, CGPoint, CGSize and CGRect; CGAffineTransform is the
// engine's (TactileGestures defines it where Apple's frameworks are absent); CGVector is TactileUI's
// (one type for the engine's scroll APIs and the client's code).
@_exported import Foundation
@_exported import struct TactileGestures.CGAffineTransform
@_exported import struct TactileUI.CGVector
// CGPath is TactileUI's (a `Path` in a class, so SwiftUI's `Path.cgPath` and `Path(_:)` exist).
@_exported import class TactileUI.CGPath
@_exported import class TactileUI.CGMutablePath
@_exported import class TactileUI.CGColor
@_exported import class TactileUI.CGImage
@_exported import class TactileUI.CGColorSpace
@_exported import func TactileUI.CGColorSpaceCreateDeviceRGB
@_exported import struct TactileUI.CGPathElement
@_exported import enum TactileUI.CGPathElementType
@_exported import enum TactileUI.CGPathFillRule
@_exported import enum TactileUI.CGLineCap
@_exported import enum TactileUI.CGLineJoin
@_exported import let TactileUI.CGSizeZero
@_exported import let TactileUI.CGPointZero
@_exported import let TactileUI.CGRectZero
@_exported import class TactileUI.CGContext
