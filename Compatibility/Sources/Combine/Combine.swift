// `import Combine` on Linux: OpenCombine's `ObservableObject`, `@Published`, `AnyCancellable`,
// publishers and subjects under Combine's names — the same module Tactile's `@ObservedObject`,
// `@StateObject` and `@EnvironmentObject` observe, so a model written against Combine drives
// the views that declare it.
@_exported import OpenCombine
// The operators OpenCombine 0.14 lacks (`merge(with:)`, `Publishers.MergeMany`, `combineLatest(_:)`),
// declared by Tactile under Combine's names: Tactile's module of Combine API alone, so a file that
// imports only Combine sees them and nothing of the view layer.
@_exported import TactileCombine
