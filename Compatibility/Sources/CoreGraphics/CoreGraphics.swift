// `import CoreGraphics` on Linux: the CoreGraphics types SwiftUI code imports it for.
// Foundation on Linux already has CGFloat, CGPoint, CGSize and CGRect; CGAffineTransform is the
// engine's (TactileGestures defines it where Apple's frameworks are absent); CGVector is here.
@_exported import Foundation
@_exported import struct TactileGestures.CGAffineTransform
