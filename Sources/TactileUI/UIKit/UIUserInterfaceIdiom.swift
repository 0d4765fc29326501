/// The kind of interface the device has (UIKit's `UIUserInterfaceIdiom`); the host's device
/// answers `.pad` when its model is "iPad", else `.phone`.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}
