import Tactile

/// The lab's controls scene: `Slider`s (one with a `step`), a `Stepper` and a `Button` in a
/// `ScrollView` (issue 13, item 4): a drag on a thumb slides it, a drag elsewhere or the mouse
/// wheel scrolls the form. Not seed code.
struct LabControlsForm: View {
    @State private var volume = 0.5
    @State private var brightness = 40.0
    @State private var count = 3
    @State private var saved = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                Text("Volume \(Int(volume * 100))%")
                Slider(value: $volume)
                    .frame(width: 320)
                    .accessibilityIdentifier("volume")
                Text("Brightness \(Int(brightness))")
                Slider(value: $brightness, in: 0...100, step: 10)
                    .frame(width: 320)
                    .accessibilityIdentifier("brightness")
                Stepper("Copies: \(count)", value: $count, in: 0...10)
                    .frame(width: 320)
                    .accessibilityIdentifier("copies")
                ForEach(0..<8, id: \.self) { row in
                    Text("Setting \(row + 1)")
                        .frame(width: 320, height: 60)
                        .background(Color.blue.opacity(0.15))
                }
                Button("Save (\(saved))") { saved += 1 }
                    .frame(width: 320, height: 60)
                    .accessibilityIdentifier("save")
            }
        }
    }
}
