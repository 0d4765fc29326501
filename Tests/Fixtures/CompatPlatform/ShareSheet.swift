// A UIKit bridge kept under `#if os(iOS)`, as cross-platform libraries write it: a Linux build
// never compiles it; as iOS code it needs `UIActivityViewController`, which Tactile does not declare.
import SwiftUI

#if os(iOS) || os(visionOS)
import UIKit

func shareSheet(for url: URL) -> UIViewController { UIActivityViewController(activityItems: [url], applicationActivities: nil) }
#endif

struct ShareButton: View {
    var body: some View {
        Button("Share") {}
    }
}
