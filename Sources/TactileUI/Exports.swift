// The view layer builds on the engine's shared types (Angle, Transaction, Animation,
// CGAffineTransform on Linux, the state storage contract) and re-exports them with Foundation's
// geometry, so code importing TactileUI sees what SwiftUI code expects.
@_exported import Foundation
@_exported import TactileGestures
