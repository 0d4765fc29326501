import Foundation

/// What a key-value observation reports (Foundation's `NSKeyValueObservingOptions`).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler is called once at once, with the current value.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// Before each change, a notification with `isPrior`: accepted, never sent here.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change (Foundation's `NSKeyValueChange`): a property set is `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// One change an observation reports (Foundation's `NSKeyValueObservedChange`).
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// The new value, when the observation asked for `.new` (nil in a prior notification).
    public let newValue: Value?
    /// The old value, when the observation asked for `.old`.
    public let oldValue: Value?
    /// The indexes of a collection change: nil, as every change here sets a property.
    public let indexes: IndexSet?
    /// Whether this is the notification before the change (`.prior`): never, here.
    public let isPrior: Bool
}

/// A key-value observation of a UIKit view's property (Foundation's `NSKeyValueObservation`),
/// made by `observe(_:options:changeHandler:)`; it observes while it is alive and not invalidated.
///
/// Invariants: the view holds its observations weakly, so an observation nobody keeps observes
/// nothing, as Foundation's stops when released. Swift on Linux has no Objective-C runtime to
/// intercept setters, so a change is seen when a property that `UIView` or `UIScrollView` declares
/// here is set (their `didSet` tells the view's observations; docs/COMPATIBILITY.md): then every
/// observation of the view reads its key path again and, when the value differs from the one it
/// saw last — compared as `AnyHashable` when the value is hashable, else always taken as changed —
/// calls its handler at once, on the setter's thread, as KVO does. Differences: a set that keeps
/// the value is not reported (KVO reports every set); a property a subclass declares itself is
/// seen only when a declared one is set; `.prior` notifications are not sent.
@MainActor
public final class NSKeyValueObservation {
    fileprivate var check: (@MainActor () -> Void)?

    fileprivate init() {}

    /// Stops the observation: its handler is not called again.
    public func invalidate() {
        check = nil
    }
}

/// The protocol Foundation's `observe(_:options:changeHandler:)` hangs on (Foundation's
/// `_KeyValueCodingAndObserving`), adopted here by `UIView`.
public protocol _KeyValueCodingAndObserving {}

extension UIView: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: UIView {
    /// Observes the value at `keyPath` (Foundation's `observe(_:options:changeHandler:)`): see
    /// `NSKeyValueObservation` for when a change is seen. With `.initial` the handler is called
    /// at once with the current value.
    @MainActor
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation()
        var last = self[keyPath: keyPath]
        func change(old: Value?, new: Value?, prior: Bool) -> NSKeyValueObservedChange<Value> {
            NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? new : nil,
                                     oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: prior)
        }
        observation.check = { [weak self] in
            guard let self else { return }
            let value = self[keyPath: keyPath]
            if let before = last as? AnyHashable, let after = value as? AnyHashable, before == after { return }
            let old = last
            last = value
            changeHandler(self, change(old: old, new: value, prior: false))
        }
        keyValueObservations.append(WeakObservation(observation: observation))
        if options.contains(.initial) { changeHandler(self, change(old: nil, new: last, prior: false)) }
        return observation
    }
}

/// A view's reference to one of its observations (weak: see `NSKeyValueObservation`).
struct WeakObservation {
    weak var observation: NSKeyValueObservation?
}

extension UIView {
    /// Tells the view's live observations that one of its properties was set (see
    /// `NSKeyValueObservation`), dropping the ones released.
    func keyValueDidChange() {
        keyValueObservations.removeAll { $0.observation == nil }
        for entry in keyValueObservations { entry.observation?.check?() }
    }
}
