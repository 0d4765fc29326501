import Benchmark
import Foundation
import Tactile
import TactileTesting

/// One move event through the whole host over the controls of issue 13: a finger holding a
/// pressed `Button` (the press checks its release area on every move; `isPressed` does not
/// change) and a finger dragging a `Slider`'s thumb (every move writes the bound value: engine
/// pass, callback, state, body, layout).
func registerControlBenchmarks() {
    let button = MainFixture { HostMoveFixture(AnyView(Button("Press and hold") {})) }
    Benchmark("Host move event, finger held on a pressed Button (isPressed unchanged)",
              configuration: BenchmarkSettings.perOperation()) { benchmark in
        sampleOnMain(benchmark, prepare: { button.value }, measure: { $0.move() })
    }

    let slider = MainFixture { HostMoveFixture(AnyView(SliderBenchmarkView())) }
    Benchmark("Host move event, Slider thumb drag (value change, body, layout)",
              configuration: BenchmarkSettings.perOperation()) { benchmark in
        sampleOnMain(benchmark, prepare: { slider.value }, measure: { $0.move() })
    }
}

/// A full-width slider at its middle (the fixture's finger lands on the thumb) and a text
/// showing its value, so each move re-runs a body and lays out.
private struct SliderBenchmarkView: View {
    @State private var value = 0.5
    var body: some View {
        Slider(value: $value)
            .overlay(Text("\(value)").allowsHitTesting(false))
            .padding()
    }
}
