// `import UIKit` on Linux: the part of UIKit SwiftUI code uses (docs/COMPATIBILITY.md, "UIKit"),
// with what UIKit re-exports — Foundation and CoreGraphics' geometry.
//
// Tactile declares these types (Sources/TactileUI/UIKit) because on iOS `import SwiftUI` brings
// UIKit too: code that imports only SwiftUI and says `UIScreen.main.bounds` builds. This module
// exports exactly those types, so a file that imports UIKit alone does not also see SwiftUI's names.
@_exported import CoreGraphics
@_exported import class TactileUI.UIScreen
@_exported import enum TactileUI.UIKeyboardType
@_exported import class TactileUI.UIDevice
@_exported import enum TactileUI.UIUserInterfaceIdiom
@_exported import enum TactileUI.UIDeviceOrientation
@_exported import class TactileUI.UIApplication
@_exported import class TactileUI.UIFeedbackGenerator
@_exported import class TactileUI.UIImpactFeedbackGenerator
@_exported import class TactileUI.UINotificationFeedbackGenerator
@_exported import class TactileUI.UISelectionFeedbackGenerator
@_exported import class TactileUI.UIColor
@_exported import class TactileUI.UITraitCollection
@_exported import enum TactileUI.UIUserInterfaceStyle
@_exported import class TactileUI.UIImage
@_exported import class TactileUI.UIBezierPath
@_exported import struct TactileUI.UIRectCorner
@_exported import struct TactileUI.UIEdgeInsets
@_exported import class TactileUI.UIView
@_exported import class TactileUI.UIImageView
@_exported import class TactileUI.CIFilter
@_exported import class TactileUI.CIImage
@_exported import class TactileUI.UIEvent
@_exported import class TactileUI.UITouch
@_exported import class TactileUI.CALayer
@_exported import class TactileUI.UIActivityIndicatorView
@_exported import class TactileUI.UITableView
@_exported import class TactileUI.UITableViewCell
@_exported import class TactileUI.UIResponder
@_exported import protocol TactileUI.UIApplicationDelegate
@_exported import func TactileUI.UIApplicationMain
@_exported import class TactileUI.UIScene
@_exported import class TactileUI.UIWindowScene
@_exported import class TactileUI.UISceneSession
@_exported import class TactileUI.UISceneConfiguration
@_exported import protocol TactileUI.UISceneDelegate
@_exported import protocol TactileUI.UIWindowSceneDelegate
@_exported import class TactileUI.UIWindow
@_exported import class TactileUI.UIViewController
@_exported import class TactileUI.UIFont
@_exported import class TactileUI.UINavigationBar
@_exported import class TactileUI.UINavigationBarAppearance
@_exported import enum TactileUI.UIBarMetrics
@_exported import class TactileUI.UIScrollView
@_exported import protocol TactileUI.UIScrollViewDelegate
@_exported import protocol TactileUI._KeyValueCodingAndObserving
@_exported import class TactileUI.NSKeyValueObservation
@_exported import struct TactileUI.NSKeyValueObservedChange
@_exported import struct TactileUI.NSKeyValueObservingOptions
@_exported import enum TactileUI.NSKeyValueChange
@_exported import struct TactileUI.UITextContentType
