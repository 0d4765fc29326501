import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// Xcode's generated asset symbols (`ImageResource`, `ColorResource`): a resource draws as the
/// image or colour of its name.
@MainActor
@Suite("Drawing: asset-catalog resources")
struct AssetResourceTests {
    @Test("Image(.resource) and Color(.resource) draw as Image(name) and Color(name); UIKit's resource initializers agree")
    func resourcesDrawAsTheirNames() {
        let avatar = ImageResource(name: "avatar", bundle: .main)
        let brand = ColorResource(name: "BrandColor", bundle: .main)
        let byResource = ViewHost(HStack { Image(avatar); Color(brand).frame(width: 20, height: 20) }, canvasSize: CGSize(width: 200, height: 200))
        let byName = ViewHost(HStack { Image("avatar"); Color("BrandColor").frame(width: 20, height: 20) }, canvasSize: CGSize(width: 200, height: 200))
        #expect(byResource.svg() == byName.svg())
        #expect(Color(brand) == Color("BrandColor") && Color(brand) != Color("Other"))
        #expect(UIImage(resource: avatar).size == UIImage(named: "avatar")?.size)
        #expect(UIColor(resource: brand) == UIColor(Color("BrandColor")))
    }
}
