import Foundation

/// An Apple framework's result code (`OSStatus` in CoreServices): 0 is success.
public typealias OSStatus = Int32

/// A Core Foundation URL. Linux has no Core Foundation types; code that passes `url as CFURL` to
/// AudioToolbox passes the `URL` itself here.
public typealias CFURL = URL

/// An id of a sound registered with AudioToolbox (`SystemSoundID`).
public typealias SystemSoundID = UInt32

/// The id that makes the device vibrate when played (`kSystemSoundID_Vibrate`).
public let kSystemSoundID_Vibrate: SystemSoundID = 4095
