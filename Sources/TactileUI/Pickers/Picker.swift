import Foundation

/// A control for selecting from a set of mutually exclusive values (SwiftUI's `Picker`). Its
/// options are the subviews of `content`, each standing for its `tag(_:)` (or the id a `ForEach`
/// gives it, `PickerOption`); the style in effect (`pickerStyle(_:)`) draws them and a tap
/// chooses one, writing its value to `selection`:
///
/// - `.automatic` and `.menu`: a button showing the selected option with a chevron; a tap presents
///   the options in a menu (`Menu`), the selected one checked. In a `Form` the picker is a row: its
///   label leading, the button trailing.
/// - `.segmented`: a segmented control (`SegmentedPickerBar`); a tap on a segment selects it.
/// - `.inline`: the options as rows, the selected one checked; a tap on a row selects it.
/// - `.wheel`: a wheel (`WheelPickerColumn`); a vertical drag turns it, a tap on an option selects it.
///
/// Invariant: the picker never writes a value no option stands for; with no option matching the
/// selection, nothing is shown as selected.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @Environment(\.pickerStyleKind) private var style
    @Environment(\.isInForm) private var isInForm
    @Environment(\.labelsHidden) private var labelsHidden

    /// A picker choosing `selection` among `content`'s tagged views, described by `label`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// The iOS 13 spelling, with the label before the content (SwiftUI marks it to be deprecated,
    /// `deprecated: 100000`: no warning).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }

    public var body: some View {
        Group(subviews: content) { subviews in
            let options = PickerOption<SelectionValue>.options(of: subviews)
            switch style {
            case .segmented:
                SegmentedPickerBar(options: options, selection: selection)
            case .inline:
                InlinePickerRows(options: options, selection: selection)
            case .wheel:
                WheelPickerColumn(options: options, selection: selection)
            case .automatic, .menu:
                if isInForm && !labelsHidden {
                    HStack {
                        label
                        Spacer()
                        MenuPickerButton(options: options, selection: selection)
                    }
                } else {
                    MenuPickerButton(options: options, selection: selection)
                }
            }
        }
    }
}

extension Picker where Label == Text {
    /// A picker labelled with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }

    /// A picker labelled with `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

extension Picker where Label == TactileUI.Label<Text, Image> {
    /// A picker labelled with a localized title and an SF Symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { TactileUI.Label(titleKey, systemImage: systemImage) })
    }

    /// A picker labelled with `title` and an SF Symbol (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { TactileUI.Label(title, systemImage: systemImage) })
    }
}

private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether controls below hide their labels (`labelsHidden()` sets it).
    package var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of any controls contained within this view (SwiftUI's `labelsHidden()`):
    /// a picker in a `Form` is then its menu alone.
    public consuming func labelsHidden() -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.labelsHidden, value: true))
    }
}
