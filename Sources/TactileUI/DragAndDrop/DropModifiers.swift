import Foundation

extension View {
    /// Makes the view a destination for drags offering one of `supportedContentTypes`
    /// (SwiftUI's `onDrop(of:isTargeted:perform:)`): `isTargeted` is true while such a drag is
    /// over the view; on release, `action` receives the carried items that offer one of the types,
    /// and returns whether the drop was taken.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// As `onDrop(of:isTargeted:perform:)`, `action` also receiving the drop's location in the
    /// view's local coordinates.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View {
        modifier(DropModifier {
            DropTarget(contentTypes: supportedContentTypes, validate: { _ in true },
                       entered: { _ in isTargeted?.wrappedValue = true },
                       updated: { _ in nil },
                       exited: { _ in isTargeted?.wrappedValue = false },
                       perform: { info in
                           isTargeted?.wrappedValue = false
                           return action(info.itemProviders(for: supportedContentTypes), info.location)
                       })
        })
    }

    /// `onDrop(of:isTargeted:perform:)` with type identifiers (deprecated in SwiftUI).
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        onDrop(of: supportedTypes.compactMap(UTType.init), isTargeted: isTargeted, perform: action)
    }

    /// Makes the view a destination for drags offering one of `supportedContentTypes`, driven by
    /// `delegate` (SwiftUI's `onDrop(of:delegate:)`; the order of its calls: `DropDelegate`).
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        modifier(DropModifier {
            DropTarget(contentTypes: supportedContentTypes, validate: { delegate.validateDrop(info: $0) },
                       entered: { delegate.dropEntered(info: $0) },
                       updated: { delegate.dropUpdated(info: $0) },
                       exited: { delegate.dropExited(info: $0) },
                       perform: { delegate.performDrop(info: $0) })
        })
    }

    /// `onDrop(of:delegate:)` with type identifiers (deprecated in SwiftUI).
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
        onDrop(of: supportedTypes.compactMap(UTType.init), delegate: delegate)
    }

    /// Makes the view a destination for drags carrying `T`s (SwiftUI's
    /// `dropDestination(for:action:isTargeted:)`): a drag is taken when one of its items is a `T`
    /// or offers a type one of `T`'s representations imports; `isTargeted(true)` when it comes
    /// over the view, `isTargeted(false)` when it leaves or is released. On release the items are
    /// decoded (`NSItemProvider.loadTransferable(type:)`) and `action` receives those that
    /// decoded and the location in the view's local space — at once when every conversion is
    /// immediate, else when the host's task running them finishes.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        modifier(DropModifier {
            DropTarget(contentTypes: nil, validate: { info in info.providers.contains { $0.canLoadTransferable(T.self) } },
                       entered: { _ in isTargeted(true) },
                       updated: { _ in nil },
                       exited: { _ in isTargeted(false) },
                       perform: { info in
                           isTargeted(false)
                           return TransferLoad<T>.load(from: info.providers) { items in action(items, info.location) }
                       })
        })
    }
}

/// A drop modifier: wraps the content in a node carrying the `DropTarget` made at this
/// evaluation (`DropTargetBehavior`).
struct DropModifier: PrimitiveModifier {
    let makeTarget: @MainActor () -> DropTarget

    func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        let target = makeTarget()
        return context.wrapping(content(context.child(.content))) { wrapperContext, child in
            wrapperContext.node(DropTargetBehavior(target: target), child: child)
        }
    }
}

/// Decodes the `T`s of a drop's items, then hands them over in the items' order (those that
/// failed left out).
@MainActor
final class TransferLoad<T: Transferable> {
    private var results: [T?]
    private var remaining: Int
    private let finish: ([T]) -> Bool
    private var finished = false
    private var finishResult = true

    private init(count: Int, finish: @escaping ([T]) -> Bool) {
        results = Array(repeating: nil, count: count)
        remaining = count
        self.finish = finish
    }

    /// Starts decoding; returns `finish`'s result when every item decoded at once, else true
    /// (the drop is taken; `finish` runs when the last conversion ends).
    static func load(from providers: [NSItemProvider], finish: @escaping ([T]) -> Bool) -> Bool {
        let candidates = providers.filter { $0.canLoadTransferable(T.self) }
        let load = TransferLoad(count: candidates.count, finish: finish)
        guard !candidates.isEmpty else { return load.complete() }
        for (index, provider) in candidates.enumerated() {
            provider.loadTransferable(type: T.self) { result in
                nonisolated(unsafe) let result = result
                MainActor.assumeIsolated { load.deliver(index, try? result.get()) }
            }
        }
        return load.finished ? load.finishResult : true
    }

    private func deliver(_ index: Int, _ value: T?) {
        results[index] = value
        remaining -= 1
        if remaining == 0 { finishResult = complete() }
    }

    private func complete() -> Bool {
        finished = true
        return finish(results.compactMap { $0 })
    }
}
