import Foundation

// Foundation's target–action API, which Apple's Foundation declares and Linux's cannot (it takes
// selectors). Declarations only (Selector.swift).

extension NotificationCenter {
    /// Sends `aSelector` to `observer` for each matching notification (Foundation's
    /// `addObserver(_:selector:name:object:)`).
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        _ObjectiveCRuntime.unavailable()
    }
}

extension Timer {
    /// A timer sending `aSelector` to `target` (Foundation's `init(timeInterval:target:selector:userInfo:repeats:)`).
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) {
        _ObjectiveCRuntime.unavailable()
    }

    /// A scheduled timer sending `aSelector` to `target` (Foundation's
    /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`).
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        _ObjectiveCRuntime.unavailable()
    }
}

extension NSObject {
    /// Sends `aSelector` to the object (`NSObjectProtocol.perform(_:)`).
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        _ObjectiveCRuntime.unavailable()
    }

    /// Sends `aSelector` with one argument (`perform(_:with:)`).
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        _ObjectiveCRuntime.unavailable()
    }

    /// Sends `aSelector` after a delay on the current run loop (`perform(_:with:afterDelay:)`).
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        _ObjectiveCRuntime.unavailable()
    }

    /// Whether the object answers `aSelector` (`NSObjectProtocol.responds(to:)`).
    public func responds(to aSelector: Selector!) -> Bool {
        _ObjectiveCRuntime.unavailable()
    }

    /// Cancels the `perform(_:with:afterDelay:)` requests sent to `aTarget`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        _ObjectiveCRuntime.unavailable()
    }

    /// Cancels the matching `perform(_:with:afterDelay:)` request.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        _ObjectiveCRuntime.unavailable()
    }
}
