// `import AudioToolbox` for SwiftUI code: system sounds (docs/COMPATIBILITY.md, "Audio").
// Tactile declares them (Sources/TactileUI/Audio) and records what they play for tests; this
// module exports exactly those names, with Foundation.
@_exported import Foundation
@_exported import typealias TactileUI.SystemSoundID
@_exported import typealias TactileUI.OSStatus
@_exported import typealias TactileUI.CFURL
@_exported import let TactileUI.kSystemSoundID_Vibrate
@_exported import func TactileUI.AudioServicesCreateSystemSoundID
@_exported import func TactileUI.AudioServicesDisposeSystemSoundID
@_exported import func TactileUI.AudioServicesPlaySystemSound
@_exported import func TactileUI.AudioServicesPlayAlertSound
@_exported import func TactileUI.AudioServicesPlaySystemSoundWithCompletion
