import Foundation

/// UIKit's entry point (`UIApplicationMain`), as a `main.swift` calls it:
/// `UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))`.
/// Launches the app with the delegate class named `delegateClassName` (`UIApplicationLaunch`) and
/// writes its window's first frame as SVG; returns 0, where UIKit's never returns. A name that is
/// no `UIResponder` class is reported on standard error and nothing is launched (1). The principal
/// class is always `UIApplication`.
@MainActor @discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    guard let name = delegateClassName, let delegateClass = _typeByName(name) as? UIResponder.Type else {
        FileHandle.standardError.write(Data("UIApplicationMain: \(delegateClassName ?? "nil") names no UIResponder class to make the app's delegate from.\n".utf8))
        return 1
    }
    UIApplicationLaunch(delegateClass: delegateClass).run()
    return 0
}
