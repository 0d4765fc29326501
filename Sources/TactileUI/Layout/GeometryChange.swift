import Foundation

extension View {
    /// Adds an action to be performed when a value, created from a geometry proxy, changes
    /// (SwiftUI's `onGeometryChange(for:of:action:)`): `transform` reads the view's geometry
    /// (its size, `frame(in:)`, safe-area insets) after each layout, and `action` runs with the
    /// first value and then with each value that differs from the one before. It runs after the
    /// layout, in the host's update; state it changes is evaluated in the same update.
    public consuming func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        background(GeometryChangeReader(transform: transform) { _, new in action(new) })
    }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes, with
    /// the old and the new value (SwiftUI's iOS 18 `onGeometryChange(for:of:action:)`): the value
    /// of the first layout is the starting one and the action does not run for it, as
    /// `onScrollGeometryChange` does here.
    public consuming func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        background(GeometryChangeReader(transform: transform) { old, new in if let old { action(old, new) } })
    }
}

/// What `onGeometryChange` puts behind the view: a reader of the view's geometry that reports the
/// transformed value of its first layout (`old` nil) and then each change. Before the first
/// layout the proxy holds placeholders, which are not reported.
struct GeometryChangeReader<T: Equatable>: View {
    let transform: (GeometryProxy) -> T
    let report: (_ old: T?, _ new: T) -> Void

    var body: some View {
        GeometryReader { proxy in
            let value = proxy.isLaidOut ? transform(proxy) : nil
            Color.clear
                .onChange(of: value, initial: true) { old, new in
                    guard let new else { return }
                    // The initial call (a reader laid out already when it first runs) has no old value.
                    report(old == new ? nil : old, new)
                }
        }
    }
}
