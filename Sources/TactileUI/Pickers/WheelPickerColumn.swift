import Foundation

/// A `Picker`'s wheel (`.wheel`): the options in a column of rows, the selected one centred on a
/// rounded band, clipped to the wheel's height (`ControlDefaults.wheelPickerHeight`). A vertical
/// drag turns the column with the finger; released, it settles on the row its predicted end
/// reaches (clamped to the first and last) and selects it. A tap on a row selects it.
///
/// Invariant: the selection changes only when a drag ends or a row is tapped, never while the
/// finger moves, as `UIPickerView` reports only the row it settles on.
struct WheelPickerColumn<Value: Hashable>: View {
    let options: [PickerOption<Value>]
    let selection: Binding<Value>
    @State private var dragged: CGFloat = 0

    var body: some View {
        let row = ControlDefaults.wheelPickerRowHeight
        let selected = options.index(of: selection.wrappedValue) ?? 0
        let centring = (CGFloat(options.count - 1) / 2 - CGFloat(selected)) * row
        ZStack {
            RoundedRectangle(cornerRadius: ControlDefaults.wheelPickerBandCornerRadius)
                .fill(Color.tertiarySystemFill)
                .frame(height: row)
            VStack(spacing: 0) {
                ForEach(options.indices, id: \.self) { index in
                    Button {
                        select(index)
                    } label: {
                        options[index].subview
                            .foregroundColor(.primary)
                            .lineLimit(1)
                            .frame(maxWidth: .infinity)
                            .frame(height: row)
                            .contentShape(Rectangle())
                    }
                    .buttonStyle(SegmentButtonStyle())
                    .accessibilityAddTraits(index == selected ? .isSelected : [])
                }
            }
            .offset(y: centring + dragged)
        }
        .frame(height: ControlDefaults.wheelPickerHeight)
        .clipped()
        .contentShape(Rectangle())
        // Above the rows' buttons, as a `UIPickerView`'s scroll view is: a drag turns the wheel
        // however it starts, a touch that does not move taps the row under it.
        .highPriorityGesture(
            DragGesture()
                .onChanged { value in dragged = value.translation.height }
                .onEnded { value in
                    let rows = Int((-value.predictedEndTranslation.height / row).rounded())
                    let target = min(max(selected + rows, 0), max(options.count - 1, 0))
                    withAnimation(ControlDefaults.wheelPickerSettleAnimation) {
                        dragged = 0
                        if options.indices.contains(target), let value = options[target].value { selection.wrappedValue = value }
                    }
                }
        )
    }

    private func select(_ index: Int) {
        guard let value = options[index].value else { return }
        withAnimation(ControlDefaults.wheelPickerSettleAnimation) { selection.wrappedValue = value }
    }
}
