/// Runs main-actor code (the view host) from a benchmark closure. The benchmark runner calls
/// synchronous benchmark closures on the main thread; a call from anywhere else is a bug in the
/// benchmark and stops it. Main-actor fixtures expose `nonisolated` entry points built on this,
/// so benchmark closures hand nothing across isolation.
func onMain<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    try MainActor.assumeIsolated(body)
}
