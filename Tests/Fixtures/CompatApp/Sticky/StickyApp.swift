import SwiftUI

/// An app folder in the style of an Xcode project, for tactile-compat's tests (no Package.swift).
@main
struct StickyApp: App {
    var body: some Scene {
        WindowGroup {
            NoteScreen()
        }
    }
}
