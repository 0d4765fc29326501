import Foundation

/// UIKit's bitmap image contexts (`UIGraphicsBeginImageContext(_:)` and the functions around it),
/// for code that makes an image by drawing — a preview's "image of a colour" helper.
///
/// Invariant: the contexts form a stack, as UIKit's: `UIGraphicsBeginImageContext` pushes a
/// `CGContext` of the size asked, `UIGraphicsGetCurrentContext()` is the top one (nil when none),
/// `UIGraphicsEndImageContext()` pops it. What is drawn into a context is recorded, never
/// rasterized (`CGContext`): `UIGraphicsGetImageFromCurrentImageContext()` answers an image of the
/// context's size (`UIImage.size`) that draws as the named-image placeholder, as every image
/// Tactile has no pixels for (docs/COMPATIBILITY.md, "UIKit").
@MainActor
enum UIGraphicsImageContexts {
    static var stack: [CGContext] = []
}

/// Starts a bitmap image context of `size` and makes it the current context (UIKit's
/// `UIGraphicsBeginImageContext(_:)`; see `UIGraphicsImageContexts`).
@MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsImageContexts.stack.append(CGContext(size: size))
}

/// `UIGraphicsBeginImageContext(_:)` with an opacity and a scale (UIKit's
/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`): both accepted; the context is `size` in points.
@MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    UIGraphicsBeginImageContext(size)
}

/// The current graphics context (UIKit's `UIGraphicsGetCurrentContext()`): the image context
/// begun last and not ended, nil when there is none.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsImageContexts.stack.last
}

/// An image of the current image context (UIKit's `UIGraphicsGetImageFromCurrentImageContext()`):
/// the context's size, drawn as the named-image placeholder (no pixels are made); nil when no
/// image context is current.
@MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsImageContexts.stack.last else { return nil }
    return UIImage(source: .named("UIGraphicsImageContext"), madeSize: context.size)
}

/// Ends the current image context (UIKit's `UIGraphicsEndImageContext()`); nothing when none is current.
@MainActor
public func UIGraphicsEndImageContext() {
    _ = UIGraphicsImageContexts.stack.popLast()
}
