// `import Combine` on Linux: OpenCombine's `ObservableObject`, `@Published`, `AnyCancellable`,
// publishers and subjects under Combine's names — the same module Tactile's `@ObservedObject`,
// `@StateObject` and `@EnvironmentObject` observe, so a model written against Combine drives
// the views that declare it.
@_exported import OpenCombine
