// `import Tactile` is the one import SwiftUI gesture code writes in place of `import SwiftUI`.
// It re-exports every layer below it, so user code sees one module, as it would with SwiftUI.
@_exported import Foundation
@_exported import TactileGestures
@_exported import TactileUI
