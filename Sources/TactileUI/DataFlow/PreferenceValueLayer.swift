import Foundation

/// `backgroundPreferenceValue(_:alignment:_:)` and `overlayPreferenceValue(_:alignment:_:)`: a
/// view built from the combined value of a preference key in the content's subtree, layered
/// behind or in front of the content as `background(alignment:content:)`/`overlay` layer theirs.
///
/// How the value reaches the layer: as `onPreferenceChange(_:perform:)` reports it — read after
/// the update's layout (so a value a `GeometryReader` set is the laid-out one), then the layer is
/// built again from it in the same update (a lifecycle round, `GestureConfiguration`'s bound).
/// Until the first report (the first pass of the view's first update) the layer is built from
/// the key's `defaultValue`. A value type that is not `Equatable` is compared by its printed
/// form (`PreferenceValueComparison`), so the layer is rebuilt only when that changes.
package struct PreferenceValueLayerModifier<K: PreferenceKey, Layer: View>: ViewModifier {
    /// The last value reported, boxed so a value of any type can be held.
    private struct Reported { var value: K.Value }

    let alignment: Alignment
    let isBackground: Bool
    let transform: (K.Value) -> Layer
    @State private var reported: Reported?

    package init(alignment: Alignment, isBackground: Bool, transform: @escaping (K.Value) -> Layer) {
        self.alignment = alignment
        self.isBackground = isBackground
        self.transform = transform
    }

    package func body(content: Content) -> some View {
        let reported = $reported
        content
            .modifier(PreferenceChangeModifier<K>(action: { reported.wrappedValue = Reported(value: $0) },
                                                  same: PreferenceValueComparison.same))
            .modifier(SecondaryLayerModifier(layer: transform(self.reported?.value ?? K.defaultValue),
                                             alignment: alignment, isBackground: isBackground))
    }
}

/// Whether two preference values are the same, for a key whose value type may not be `Equatable`:
/// `==` when it is, else their `String(reflecting:)` forms.
package enum PreferenceValueComparison {
    package static func same<Value>(_ a: Value, _ b: Value) -> Bool {
        if let equatable = a as? any Equatable { return equal(equatable, b) }
        return String(reflecting: a) == String(reflecting: b)
    }

    private static func equal<E: Equatable>(_ a: E, _ b: Any) -> Bool { (b as? E) == a }
}

extension View {
    /// Layers the view `transform` builds from the combined value of `key` in this view's subtree
    /// behind this view, aligned by `alignment` (SwiftUI's `backgroundPreferenceValue(_:alignment:_:)`;
    /// `PreferenceValueLayerModifier`).
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceValueLayerModifier<K, V>(alignment: alignment, isBackground: true, transform: transform))
    }

    /// Layers the view `transform` builds from the combined value of `key` in this view's subtree
    /// behind this view, centred (SwiftUI's `backgroundPreferenceValue(_:_:)`).
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self,
                                                                       _ transform: @escaping (Key.Value) -> T) -> some View {
        modifier(PreferenceValueLayerModifier<Key, T>(alignment: .center, isBackground: true, transform: transform))
    }

    /// Layers the view `transform` builds from the combined value of `key` in this view's subtree
    /// in front of this view, aligned by `alignment` (SwiftUI's `overlayPreferenceValue(_:alignment:_:)`).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceValueLayerModifier<K, V>(alignment: alignment, isBackground: false, transform: transform))
    }

    /// Layers the view `transform` builds from the combined value of `key` in this view's subtree
    /// in front of this view, centred (SwiftUI's `overlayPreferenceValue(_:_:)`).
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self,
                                                                    _ transform: @escaping (Key.Value) -> T) -> some View {
        modifier(PreferenceValueLayerModifier<Key, T>(alignment: .center, isBackground: false, transform: transform))
    }
}
