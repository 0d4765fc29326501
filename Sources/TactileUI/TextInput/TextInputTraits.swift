import Foundation

/// How the keyboard capitalizes typed text (SwiftUI's `TextInputAutocapitalization`). Recorded;
/// typing in a test or the lab enters exactly the characters given.
public struct TextInputAutocapitalization: Hashable, Sendable {
    private let name: String

    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

extension View {
    /// Accepted: no keyboard here autocorrects (SwiftUI's `autocorrectionDisabled(_:)`).
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Accepted: no keyboard here autocorrects (SwiftUI's deprecated `disableAutocorrection(_:)`).
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// Accepted: typed text is entered as given (SwiftUI's `textInputAutocapitalization(_:)`).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Accepted: there is no on-screen keyboard to choose (SwiftUI's `keyboardType(_:)`).
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
}
