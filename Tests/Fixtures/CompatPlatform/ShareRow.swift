// An iOS-first row in the style of public SwiftUI apps: its iOS branch uses what `import SwiftUI`
// and `import UIKit` give on iOS, its macOS branch AppKit. Type-checks as iOS code only.
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

struct ShareRow: View {
    var body: some View {
        #if os(iOS)
        Text("\(Int(UIScreen.main.bounds.width)) points wide")
            .onTapGesture { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
        #elseif os(macOS)
        Text("macOS").background(Color(nsColor: .windowBackgroundColor))
        #else
        Text("elsewhere").onTapGesture { NSApplication.shared.activate(ignoringOtherApps: true) }
        #endif
    }
}
