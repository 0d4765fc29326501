// `import CoreGraphics` on Linux: the CoreGraphics types SwiftUI code imports it for.
// Foundation on Linux already has CGFloat, CGPoint, CGSize and CGRect; CGAffineTransform is the
// engine's (TactileGestures defines it where Apple's frameworks are absent); CGVector is TactileUI's
// (one type for the engine's scroll APIs and the client's code).
@_exported import Foundation
@_exported import struct TactileGestures.CGAffineTransform
@_exported import struct TactileUI.CGVector
