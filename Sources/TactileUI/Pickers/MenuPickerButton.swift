import Foundation

/// A `Picker` drawn as a menu (`.menu`, and `.automatic` on iOS): a button showing the selected
/// option and an up-and-down chevron, in the accent colour; a tap presents the options in a menu
/// (`Menu`), the selected one checked, and a tap on an option selects it and dismisses the menu.
struct MenuPickerButton<Value: Hashable>: View {
    let options: [PickerOption<Value>]
    let selection: Binding<Value>

    var body: some View {
        let selected = options.index(of: selection.wrappedValue)
        Menu {
            ForEach(options.indices, id: \.self) { index in
                Button {
                    if let value = options[index].value { selection.wrappedValue = value }
                } label: {
                    HStack {
                        Image(systemName: "checkmark").opacity(index == selected ? 1 : 0)
                        options[index].subview
                    }
                }
                .accessibilityAddTraits(index == selected ? .isSelected : [])
            }
        } label: {
            HStack(spacing: 4) {
                if let selected { options[selected].subview }
                Image(systemName: "chevron.up.chevron.down").font(.footnote)
            }
        }
    }
}
