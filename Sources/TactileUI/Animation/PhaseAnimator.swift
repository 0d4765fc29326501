import Foundation

/// A view that animates its content through a sequence of phases (SwiftUI's `PhaseAnimator`,
/// iOS 17).
///
/// Invariants, as SwiftUI documents them:
/// - The content is drawn in the first phase when the animator appears.
/// - With a trigger, each change of the trigger steps through every later phase in order and then
///   back to the first; a change while it runs starts the run over from the first phase. Without
///   a trigger, the animator steps through the phases in a loop for as long as it is shown.
/// - The step to a phase is animated with `animation(phase)` (nil changes at once), and the next
///   step begins when that animation is logically complete: on the host's clock, after the
///   animation's whole duration (`withAnimation(_:completionCriteria:_:completion:)`).
/// - Fewer than two phases never animate; the content shows the first phase, or nothing for none.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: PhaseTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0
    /// Bumped by every run and by disappearing, so the completions of an abandoned run step nothing.
    @State private var run = 0

    /// Steps through `phases` each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = PhaseTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    /// Steps through `phases` in a loop while it is shown.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        if phases.indices.contains(index) {
            content(phases[index])
                .onAppear { if trigger == nil { start() } }
                .onDisappear { run += 1 }
                .onChange(of: trigger) { start() }
        }
    }

    /// Starts a run from the first phase.
    private func start() {
        run += 1
        index = 0
        step(to: 1, in: run)
    }

    /// Moves to the phase at `next` (wrapping to the first), then on to the one after it when
    /// the step's animation completes — unless the run was abandoned meanwhile.
    private func step(to next: Int, in current: Int) {
        guard phases.count > 1, current == run else { return }
        let target = next % phases.count
        let isLast = target == 0
        withAnimation(animation(phases[target])) {
            index = target
        } completion: {
            if isLast && trigger != nil { return }
            step(to: target + 1, in: current)
        }
    }
}

/// A trigger value compared as its own type's `==` (a phase animator's or keyframe animator's
/// `trigger:` is any `Equatable`).
struct PhaseTrigger: Equatable {
    let value: any Equatable

    init(_ value: some Equatable) { self.value = value }

    static func == (lhs: PhaseTrigger, rhs: PhaseTrigger) -> Bool {
        func equal<T: Equatable>(_ left: T, _ right: any Equatable) -> Bool { (right as? T) == left }
        return equal(lhs.value, rhs.value)
    }
}

extension View {
    /// This view animated through `phases` each time `trigger` changes (SwiftUI's
    /// `phaseAnimator(_:trigger:content:animation:)`, iOS 17; `PhaseAnimator`).
    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }

    /// This view animated through `phases` in a loop while it is shown (SwiftUI's
    /// `phaseAnimator(_:content:animation:)`, iOS 17; `PhaseAnimator`).
    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }
}
