// `import CoreHaptics` for SwiftUI code: the haptic engine, its patterns, events and players
// (docs/COMPATIBILITY.md, "CoreHaptics"). Tactile declares them (Sources/TactileUI/CoreHaptics)
// and records the patterns played for tests; this module exports exactly those names, with Foundation.
@_exported import Foundation
@_exported import class TactileUI.CHHapticEngine
@_exported import protocol TactileUI.CHHapticDeviceCapability
@_exported import class TactileUI.CHHapticEvent
@_exported import class TactileUI.CHHapticEventParameter
@_exported import class TactileUI.CHHapticDynamicParameter
@_exported import class TactileUI.CHHapticPattern
@_exported import struct TactileUI.CHHapticError
@_exported import protocol TactileUI.CHHapticPatternPlayer
@_exported import protocol TactileUI.CHHapticAdvancedPatternPlayer
@_exported import let TactileUI.CHHapticTimeImmediate
