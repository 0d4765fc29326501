import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// UIKit's image contexts (`UIGraphicsBeginImageContext(_:)` and the functions around it): a stack
/// of contexts whose drawing is recorded, not rasterized; the image taken has the context's size.
@MainActor
@Suite("UIGraphics image contexts")
struct UIGraphicsImageContextTests {
    /// In the style of preview helpers: an image of a colour, drawn into a 1 × 1 context.
    private static func image(of color: UIColor, size: CGSize = CGSize(width: 1, height: 1)) -> UIImage {
        let rect = CGRect(origin: .zero, size: size)
        UIGraphicsBeginImageContext(rect.size)
        let context = UIGraphicsGetCurrentContext()
        context!.setFillColor(color.cgColor)
        context!.fill(rect)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return image!
    }

    @Test("the current context is the one begun last; ending it uncovers the one before, then none")
    func contextsStack() {
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContext(CGSize(width: 10, height: 20))
        let outer = UIGraphicsGetCurrentContext()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 4), false, 0)
        #expect(UIGraphicsGetCurrentContext()?.size == CGSize(width: 3, height: 4))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer && outer?.size == CGSize(width: 10, height: 20))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsEndImageContext()
    }

    @Test("fills are recorded with the colour set before them, black until one is set")
    func fillsAreRecorded() {
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
        let context = UIGraphicsGetCurrentContext()!
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
        UIGraphicsEndImageContext()
        #expect(context.fills.map { $0.rect } == [CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 1, y: 1, width: 2, height: 2)])
        #expect(context.fills.map { $0.color } == [CGColor(red: 0, green: 0, blue: 0, alpha: 1), UIColor.red.cgColor])
    }

    @Test("the image taken from a context has the context's size and shows as the named-image placeholder")
    func imageHasTheContextSize() {
        #expect(Self.image(of: .blue).size == CGSize(width: 1, height: 1))
        #expect(Self.image(of: .blue, size: CGSize(width: 30, height: 12)).size == CGSize(width: 30, height: 12))
        #expect(UIGraphicsGetCurrentContext() == nil)
        let shown = ViewHost(Image(uiImage: Self.image(of: .green)), canvasSize: CGSize(width: 200, height: 200)).svg()
        let placeholder = ViewHost(Image("UIGraphicsImageContext"), canvasSize: CGSize(width: 200, height: 200)).svg()
        #expect(shown == placeholder)
    }

    @Test("Core Graphics' zero constants are the zero point, size and rectangle")
    func zeroConstants() {
        #expect(CGSizeZero == CGSize(width: 0, height: 0))
        #expect(CGPointZero == CGPoint(x: 0, y: 0))
        #expect(CGRectZero == CGRect(x: 0, y: 0, width: 0, height: 0))
    }
}
