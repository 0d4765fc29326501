import Foundation

/// The kind of content a text field holds, for the keyboard's suggestions and AutoFill (UIKit's
/// `UITextContentType`), with UIKit's raw values. A one-time-code field says `.oneTimeCode`.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let organizationName = UITextContentType(rawValue: "organization")
    public static let jobTitle = UITextContentType(rawValue: "job-title")
    public static let location = UITextContentType(rawValue: "location")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let countryName = UITextContentType(rawValue: "country-name")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let URL = UITextContentType(rawValue: "url")
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}

extension View {
    /// Accepted: there is no keyboard here to offer suggestions or AutoFill for the field's content
    /// (SwiftUI's `textContentType(_:)`); typed text is entered as given.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}
