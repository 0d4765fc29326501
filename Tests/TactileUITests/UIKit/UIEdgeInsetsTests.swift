import Foundation
import Testing
import TactileUI

/// `UIEdgeInsets` as UIKit code keeps paddings in it, and `CGRect.inset(by:)` as it applies them.
@Suite("UIEdgeInsets: UIKit's insets value and CGRect.inset(by:)")
struct UIEdgeInsetsTests {
    @Test("insets are equal when all four sides are; .zero and init() are 0 on every side")
    func equality() {
        #expect(UIEdgeInsets.zero == UIEdgeInsets() && UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) != UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 5))
        var padding = UIEdgeInsets.zero
        padding.left = 8
        #expect(padding.left == 8 && padding.right == 0)
    }

    @Test("a rectangle inset by insets moves its origin by left and top and loses left + right, top + bottom; negative insets grow it")
    func insetRect() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)) == CGRect(x: 20, y: 25, width: 70, height: 30))
        #expect(rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5)) == CGRect(x: 5, y: 15, width: 110, height: 60))
        #expect(rect.inset(by: .zero) == rect)
    }

    @Test("encoded as UIKit's overlay encodes it: the list top, left, bottom, right, and decoded back")
    func codable() throws {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let data = try JSONEncoder().encode(insets)
        #expect(String(decoding: data, as: UTF8.self) == "[1,2,3,4]")
        #expect(try JSONDecoder().decode(UIEdgeInsets.self, from: data) == insets)
    }
}
