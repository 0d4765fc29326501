// `import SwiftUI` on Linux: Tactile (the engine and the view layer) with what Apple's SwiftUI
// re-exports — CoreGraphics' geometry, Combine's `ObservableObject`/`@Published` — so SwiftUI
// source files build unchanged.
// `Observation` (`@Observable`) ships with the Swift toolchain on Linux and needs no module here.
@_exported import Tactile
@_exported import CoreGraphics
@_exported import Combine
@_exported import UniformTypeIdentifiers
@_exported import CoreTransferable
