import Foundation
import OpenCombine

/// `onReceive(_:perform:)`: subscribes to `publisher` after the update in which the modifier
/// appears, runs `action` on the main actor with each value, and cancels the subscription after the
/// update in which the modifier leaves the tree.
///
/// Subscribing runs inside the host, so a `Timer.publish(…).autoconnect()` it connects ticks on the
/// host's clock (`Timer.TimerPublisher`, `HostTimer`) and its ticks arrive as the test moves the
/// host's time.
///
/// Invariants: at most one subscription per modifier, live exactly while the modifier is in the
/// tree; each value runs the `action` of the modifier's latest evaluation. A publisher that is a
/// class instance is compared by identity at each evaluation: another instance (a parent rebuilt
/// the view with a new `Timer.publish(…)`) cancels the subscription and subscribes to the new one,
/// as SwiftUI does. A publisher that is a value is kept from the first evaluation (values cannot be
/// compared in general). Values sent while a host runs or on the main thread are delivered at
/// once; values sent elsewhere are delivered on the main queue, asynchronously.
package struct OnReceiveModifier<P: Publisher>: PrimitiveModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        let (entry, isNew) = context.pass.lifecycleEntry(at: context.identity)
        let receiver: OnReceiveReceiver<P.Output>
        if let existing = entry.value as? OnReceiveReceiver<P.Output> {
            receiver = existing
        } else {
            receiver = OnReceiveReceiver()
            entry.value = receiver
        }
        receiver.action = action
        let identity = type(of: publisher) is AnyClass ? ObjectIdentifier(publisher as AnyObject) : nil
        if isNew || identity != receiver.publisherIdentity {
            receiver.publisherIdentity = identity
            let publisher = publisher
            context.pass.lifecycleActions.appearOrChange { [weak entry, weak receiver] in
                guard let entry, let receiver, !entry.hasEnded else { return }
                entry.subscription?.cancel()
                entry.subscription = publisher.sink { [weak receiver] value in
                    guard let receiver else { return }
                    // A host runs its views' code on the main actor (`ViewGraph` is main-actor
                    // isolated), so a value sent while a host runs — a host timer's tick — is
                    // delivered at once; so is one sent on the main thread.
                    if HostTimers.current != nil || Thread.isMainThread {
                        MainActor.assumeIsolated { receiver.action(value) }
                    } else {
                        // Handed to the main thread and used only there.
                        nonisolated(unsafe) let delivered = value
                        DispatchQueue.main.async { MainActor.assumeIsolated { receiver.action(delivered) } }
                    }
                }
            }
        }
        return content(context.child(.content))
    }
}

/// What an `onReceive` keeps between evaluations: the action of its latest evaluation and the
/// identity of the publisher it subscribed to (nil for a value publisher).
@MainActor
final class OnReceiveReceiver<Output> {
    var action: (Output) -> Void = { _ in }
    var publisherIdentity: ObjectIdentifier?
}

extension View {
    /// Adds an action to perform when this view detects data emitted by `publisher`; the
    /// subscription lives while the view is in the tree.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(OnReceiveModifier(publisher: publisher, action: action))
    }
}
