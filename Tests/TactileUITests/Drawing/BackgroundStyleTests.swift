import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `.background` as a shape style (SwiftUI's `BackgroundStyle`, iOS 15): the window's background
/// colour in the view's colour scheme, white in light and black in dark (docs/COMPATIBILITY.md).
@MainActor
@Suite("Drawing: the background style")
struct BackgroundStyleTests {
    @Test("text and shapes in .background take the window's background colour of their colour scheme")
    func backgroundFollowsColorScheme() {
        let (light, _) = host(Rectangle().fill(.background).frame(width: 10, height: 10), width: 10, height: 10)
        #expect(light.svg().contains(##"fill="#ffffff""##), Comment(rawValue: light.svg()))
        let (dark, _) = host(Rectangle().fill(.background).frame(width: 10, height: 10).environment(\.colorScheme, .dark),
                             width: 10, height: 10)
        #expect(dark.svg().contains(##"fill="#000000""##), Comment(rawValue: dark.svg()))
        let (text, _) = host(Text("1234").foregroundStyle(.background).environment(\.colorScheme, .dark), width: 80, height: 30)
        #expect(!text.svg().contains("#ffffff"), Comment(rawValue: text.svg()))
    }
}
