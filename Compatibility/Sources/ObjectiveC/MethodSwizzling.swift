/// An Objective-C method of a class (the runtime's `Method`).
public typealias Method = OpaquePointer

/// An Objective-C method's implementation (the runtime's `IMP`).
public typealias IMP = OpaquePointer

/// The instance method `name` of `cls` (the runtime's `class_getInstanceMethod`).
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
    _ObjectiveCRuntime.unavailable()
}

/// The class method `name` of `cls` (the runtime's `class_getClassMethod`).
public func class_getClassMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
    _ObjectiveCRuntime.unavailable()
}

/// Adds a method to `cls` (the runtime's `class_addMethod`).
public func class_addMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> Bool {
    _ObjectiveCRuntime.unavailable()
}

/// Replaces a method's implementation (the runtime's `class_replaceMethod`).
public func class_replaceMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> IMP? {
    _ObjectiveCRuntime.unavailable()
}

/// Swaps two methods' implementations (the runtime's `method_exchangeImplementations`).
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {
    _ObjectiveCRuntime.unavailable()
}

/// A method's implementation (the runtime's `method_getImplementation`).
public func method_getImplementation(_ m: Method) -> IMP {
    _ObjectiveCRuntime.unavailable()
}

/// A method's type encoding (the runtime's `method_getTypeEncoding`).
public func method_getTypeEncoding(_ m: Method) -> UnsafePointer<CChar>? {
    _ObjectiveCRuntime.unavailable()
}

/// The class named `name` (the runtime's `objc_getClass`).
public func objc_getClass(_ name: UnsafePointer<CChar>) -> Any! {
    _ObjectiveCRuntime.unavailable()
}
