import Foundation

/// A `Picker`'s segmented control (`.segmented`): the options side by side in equal segments on a
/// rounded track, the selected one on a white thumb; a tap on a segment selects its option and the
/// thumb slides there (`ControlDefaults.segmentedControlAnimation`). Each segment is a button to
/// VoiceOver, the selected one with the `.isSelected` trait.
struct SegmentedPickerBar<Value: Hashable>: View {
    let options: [PickerOption<Value>]
    let selection: Binding<Value>

    var body: some View {
        let selected = options.index(of: selection.wrappedValue)
        let inset = ControlDefaults.segmentedControlThumbInset
        HStack(spacing: 0) {
            ForEach(options.indices, id: \.self) { index in
                Button {
                    guard let value = options[index].value else { return }
                    withAnimation(ControlDefaults.segmentedControlAnimation) { selection.wrappedValue = value }
                } label: {
                    options[index].subview
                        .font(.system(size: ControlDefaults.segmentedControlFontSize, weight: index == selected ? .semibold : .regular))
                        .lineLimit(1)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .contentShape(Rectangle())
                }
                .buttonStyle(SegmentButtonStyle())
                .accessibilityAddTraits(index == selected ? .isSelected : [])
            }
        }
        .padding(inset)
        .frame(height: ControlDefaults.segmentedControlHeight)
        .background {
            GeometryReader { proxy in
                if let selected, !options.isEmpty {
                    let width = (proxy.size.width - 2 * inset) / CGFloat(options.count)
                    RoundedRectangle(cornerRadius: ControlDefaults.segmentedControlThumbCornerRadius)
                        .fill(Color.white)
                        .shadow(color: Color.black.opacity(0.12), radius: 4, y: 2)
                        .frame(width: width, height: max(0, proxy.size.height - 2 * inset))
                        .offset(x: inset + width * CGFloat(selected), y: inset)
                }
            }
        }
        .background(RoundedRectangle(cornerRadius: ControlDefaults.segmentedControlCornerRadius)
            .fill(Color.tertiarySystemFill))
    }
}

/// A segment's button: its title in the primary colour, dimmed while pressed.
struct SegmentButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.primary)
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}
