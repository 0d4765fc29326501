extension View {
    /// Adds an action to perform when a pointer enters or leaves the view (SwiftUI's
    /// `onHover(perform:)`, iOS 13.4: an iPad's trackpad or mouse pointer).
    ///
    /// Invariant: a touch host has no pointer, so the action is never called — as on an iPhone,
    /// where no pointer ever hovers — and the view lays out, draws and takes touches exactly as
    /// without it (docs/COMPATIBILITY.md).
    public consuming func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        self
    }
}
