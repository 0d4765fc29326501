// `import Tactile` is the one import SwiftUI gesture code writes in place of `import SwiftUI`.
// It re-exports every layer below it, so user code sees one module, as it would with SwiftUI.
@_exported import Foundation
// SwiftUI makes `ObservableObject`/`@Published` (Combine) and `@Observable` (Observation) visible.
@_exported import Observation
@_exported import OpenCombine
// Combine's operators OpenCombine lacks (`merge(with:)`, `combineLatest(_:)`), under Combine's names.
@_exported import TactileCombine
@_exported import TactileGestures
@_exported import TactileUI
