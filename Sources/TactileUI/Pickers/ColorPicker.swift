/// A control for choosing a colour (SwiftUI's `ColorPicker`, iOS 14): its label leading, a colour
/// well trailing — a circle of the selection in a ring — as on iOS. A tap on the well presents a
/// menu of the system colours by name (`ControlDefaults.colorPickerPalette`; iOS presents a sheet
/// with a grid, a spectrum and sliders); choosing one sets the selection and dismisses the menu.
///
/// Invariants: the selection is written only by a choice in the menu; the well always draws the
/// current selection; `supportsOpacity` is kept (the named colours are opaque, so it changes
/// nothing here).
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    /// A picker writing `selection`, labelled by `label`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// A picker writing a Core Graphics colour.
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(selection: Binding(get: { Color(cgColor: selection.wrappedValue) },
                                     set: { selection.wrappedValue = CGColor(resolved: $0.resolved) }),
                  supportsOpacity: supportsOpacity, label: label)
    }

    public var body: some View {
        let selection = selection
        HStack {
            label
            Spacer()
            Menu {
                ForEach(ControlDefaults.colorPickerPalette, id: \.name) { entry in
                    Button(entry.name) { selection.wrappedValue = entry.color }
                }
            } label: {
                Circle()
                    .fill(selection.wrappedValue)
                    .padding(ControlDefaults.colorWellRingWidth * 2)
                    .overlay(Circle().stroke(Color.gray, lineWidth: ControlDefaults.colorWellRingWidth))
                    .frame(width: ControlDefaults.colorWellDiameter, height: ControlDefaults.colorWellDiameter)
            }
        }
    }
}

extension ColorPicker where Label == Text {
    /// A picker labelled with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker labelled with `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    /// A picker of a Core Graphics colour labelled with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker of a Core Graphics colour labelled with `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
