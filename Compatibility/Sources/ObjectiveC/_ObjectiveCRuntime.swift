/// Why nothing in the Apple-platform Compatibility modules can run: they are compiled to module
/// interfaces only (see Selector.swift), so a body that would need the Objective-C runtime says so
/// instead of pretending to work.
/// Public (underscored) so `_UIKitObjectiveCNames` says the same.
public enum _ObjectiveCRuntime {
    public static func unavailable(_ function: StaticString = #function) -> Never {
        fatalError("\(function) needs the Objective-C runtime, which Swift on Linux does not have; this declaration exists for tactile-compat's Apple-platform type-check only")
    }
}
