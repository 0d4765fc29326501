import Foundation

/// Every value the UIKit compatibility types answer that the host's `Device` does not give, with
/// where it comes from. Tags: [doc] Apple documentation, [ours] Tactile's choice where Apple gives none.
public enum UIKitDefaults {
    /// What `UIScreen.main` and `UIDevice.current` describe outside any host (code run before a
    /// host exists, such as a root view's stored properties): [ours] the canvas `ViewHost(view)`
    /// hosts on by default, 390 × 844 points at scale 1.
    public static let deviceOutsideHost = Device(canvasSize: CGSize(width: 390, height: 844))
    /// `UIDevice.systemVersion`: [ours] iOS 18.0, the version the preset devices
    /// (`DevicePresets.swift`: iPhone 16 family, iPad Pro M4) shipped with or run.
    public static let systemVersion = "18.0"
    /// `UIDevice.systemName` on an iPhone, and on an iPad: [doc] `UIDevice.systemName` ("iOS";
    /// iPadOS 15 and later answer "iPadOS" on iPad).
    public static let phoneSystemName = "iOS"
    public static let padSystemName = "iPadOS"
    /// The URL schemes `UIApplication.canOpenURL(_:)` answers true for: [doc] Apple URL Scheme
    /// Reference — the schemes iOS itself handles (Safari, Mail, Phone, Messages, FaceTime). Other
    /// schemes belong to apps the host does not have.
    public static let systemURLSchemes: Set<String> = ["http", "https", "mailto", "tel", "sms", "facetime", "facetime-audio"]
    /// The opacity below which `UIView.hitTest(_:with:)` passes over a view: [doc] UIKit's
    /// `hitTest(_:with:)` documentation ("ignores view objects … that have an alpha level less
    /// than 0.01").
    public static let hitTestMinimumAlpha: CGFloat = 0.01
}
