// Seed 003 (更新临时 UI 状态), lines 40–54. The code below the import is the seed's, line for line.
// Renamed: CounterView → CounterViewUpdating (the seed defines CounterView three times).

import Tactile

struct CounterViewUpdating: View {
    @GestureState private var isDetectingLongPress = false

    var body: some View {
        let press = LongPressGesture(minimumDuration: 1)
            .updating($isDetectingLongPress) { currentState, gestureState, transaction in
                gestureState = currentState
            }

        return Circle()
            .fill(isDetectingLongPress ? Color.yellow : Color.green)
            .frame(width: 100, height: 100, alignment: .center)
            .gesture(press)
    }
}
