import Foundation

/// Objective-C's `BOOL`. Foundation on Linux already declares `ObjCBool` (for
/// `FileManager.fileExists(atPath:isDirectory:)`); this is the same type, so code naming it is not
/// ambiguous when both modules are imported.
public typealias ObjCBool = Foundation.ObjCBool

/// The bridge the compiler uses for an `@objc` member taking or returning `Bool`: with Objective-C
/// interoperability on, it looks these two functions up in the `ObjectiveC` module.
public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }

/// The other half of the `Bool` bridge (`_convertBoolToObjCBool`).
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }
