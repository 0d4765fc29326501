import Foundation

/// A `Picker`'s options as rows (`.inline`): each row its option leading and, when selected, a
/// checkmark trailing in the accent colour; a tap on a row selects its option. In a `List` or
/// `Form` each option is a row of its own.
struct InlinePickerRows<Value: Hashable>: View {
    let options: [PickerOption<Value>]
    let selection: Binding<Value>

    var body: some View {
        ForEach(options.indices, id: \.self) { index in
            let isSelected = options[index].value == selection.wrappedValue
            Button {
                if let value = options[index].value { selection.wrappedValue = value }
            } label: {
                HStack {
                    options[index].subview.foregroundColor(.primary)
                    Spacer()
                    if isSelected { Image(systemName: "checkmark").foregroundColor(.accentColor) }
                }
                .contentShape(Rectangle())
            }
            .accessibilityAddTraits(isSelected ? .isSelected : [])
        }
    }
}
