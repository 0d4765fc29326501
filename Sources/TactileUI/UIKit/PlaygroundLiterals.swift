import Foundation

// Playground literals, as UIKit declares them on iOS (where `import SwiftUI` brings UIKit): the
// type a `#colorLiteral(red:green:blue:alpha:)` makes where nothing else is asked for is
// `UIColor`, and an `#imageLiteral(resourceName:)`'s is `UIImage`. So Xcode's colour and image
// wells in code — `Color(#colorLiteral(red: 1, green: 0.49, blue: 0.47, alpha: 1))` — compile.

/// The default type of `#colorLiteral(red:green:blue:alpha:)`: `UIColor`, as UIKit declares it.
public typealias _ColorLiteralType = UIColor
/// The default type of `#imageLiteral(resourceName:)`: `UIImage`, as UIKit declares it.
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {
    /// The colour of a `#colorLiteral`: its sRGB components and alpha, 0…1.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension UIImage: _ExpressibleByImageLiteral {
    /// The image of an `#imageLiteral`: the asset catalog's image of that name.
    public convenience init(imageLiteralResourceName path: String) {
        self.init(source: .named(path))
    }
}
