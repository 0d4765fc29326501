import Foundation

/// A view that animates its content with keyframes (SwiftUI's `KeyframeAnimator`, iOS 17).
///
/// Invariants, as SwiftUI documents them:
/// - The content is built with the initial value until keyframes play; while they play it is
///   built again at every frame with the value the keyframes give at that frame's time.
/// - With a trigger, each change of the trigger plays `keyframes(current value)`; a change while
///   they play replaces them, the new keyframes starting from the value and velocity reached.
///   When keyframes finish, the value stays at their end value, the start of the next ones.
/// - Without a trigger, while `repeating` the keyframes loop for as long as the animator is
///   shown, each round built from the value the last one ended with; not repeating, the content
///   shows the value at the start of the keyframes.
/// - Time is the host's clock (`KeyframeAnimatorDriver`): `advance(by:)` and `run(for:)` play
///   the keyframes frame by frame; `settle()` ends once a triggered animation has finished (a
///   repeating one never does, as on a device it never stops).
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: PhaseTrigger?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    @State private var frames = 0
    @State private var driver = KeyframeAnimatorDriver<Value>()

    /// Plays `keyframes` each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = PhaseTrigger(trigger)
        self.repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Loops `keyframes` while `repeating` is true.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    public var body: some View {
        _ = frames
        let driver = driver
        driver.bump = $frames
        return content(driver.value(initial: initialValue))
            .onAppear { if trigger == nil && repeating { loop(driver) } }
            .onDisappear { driver.stop() }
            .onChange(of: trigger) { play(driver) }
            .onChange(of: repeating) { if trigger == nil { repeating ? loop(driver) : driver.pause() } }
    }

    private func play(_ driver: KeyframeAnimatorDriver<Value>) {
        let keyframes = keyframes
        driver.play(initial: initialValue) { value, velocities in
            KeyframeTimeline(initialValue: value, initialVelocities: velocities, keyframes: keyframes(value))
        }
    }

    private func loop(_ driver: KeyframeAnimatorDriver<Value>) {
        let keyframes = keyframes
        driver.repeatForever(initial: initialValue) { value in
            KeyframeTimeline(initialValue: value, initialVelocities: [:], keyframes: keyframes(value))
        }
    }
}

extension View {
    /// This view animated by `keyframes` each time `trigger` changes (SwiftUI's
    /// `keyframeAnimator(initialValue:trigger:content:keyframes:)`, iOS 17; `KeyframeAnimator`).
    /// The content closure gets the modified view as a `PlaceholderContentView` and the value.
    public func keyframeAnimator<Value, Modified: View, Path: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> some View where Path.Value == Value {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// This view animated by `keyframes` in a loop while `repeating` (SwiftUI's
    /// `keyframeAnimator(initialValue:repeating:content:keyframes:)`, iOS 17; `KeyframeAnimator`).
    public func keyframeAnimator<Value, Modified: View, Path: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> some View where Path.Value == Value {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}
