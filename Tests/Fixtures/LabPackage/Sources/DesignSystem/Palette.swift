import SwiftUI

/// The app's colours and metrics, used by every screen.
public enum Palette {
    public static let accent = Color.blue
    public static let card = Color(white: 0.95)
    public static let cornerRadius: CGFloat = 12
}
