import Foundation
import Testing
import TactileTesting
import TactileUI

/// Alerts as UIAlertController shows them and SwiftUI's `alert` modifiers drive them: a 270-pt box
/// centred over the window, its title and message above its buttons; every button ends the alert
/// after its action (SwiftUI's documentation of `alert(_:isPresented:actions:message:)`); while it
/// shows, the presenting view takes no touch.
@MainActor
@Suite("alert: a centred box whose every button ends it")
struct AlertTests {
    private struct Legacy: View {
        @State private var showing = false
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("taps \(taps)")
                Button("Behind") { taps += 1 }
                Button("Show") { showing = true }
                Text(showing ? "showing" : "hidden")
            }
            .alert(isPresented: $showing) {
                Alert(title: Text("Archived"), message: Text("The message moved to the archive."), dismissButton: .cancel())
            }
        }
    }

    private struct Modern: View {
        @State private var showing = false
        @State private var deleted = 0
        var body: some View {
            VStack {
                Text("deleted \(deleted)")
                Button("Ask") { showing = true }
            }
            .alert("Delete the draft?", isPresented: $showing) {
                Button("Delete", role: .destructive) { deleted += 1 }
                Button("Keep", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
        }
    }

    @Test("Alert(title:message:dismissButton:) shows a centred 270-pt box; a tap beside it reaches nothing; its button ends it")
    func legacyAlert() async {
        let host = ViewHost(Legacy())
        host.tap(on: "Show")
        await host.settle()
        #expect(host.view(withText: "showing") != nil)
        let title = host.view(withText: "Archived")
        let cancel = host.view(withText: "Cancel")
        #expect(title != nil && cancel != nil && host.view(withText: "The message moved to the archive.") != nil)
        if let title, let cancel {
            #expect(abs(title.center.x - 195) < 0.5 && abs(cancel.center.x - 195) < 0.5, "centred in the 390-pt window")
            #expect(cancel.center.y > title.center.y, "the button below the title")
        }
        host.tap(on: "Behind", reportingMisses: false)
        #expect(host.view(withText: "taps 0") != nil, "the presenting view is covered")
        host.tap(on: "Cancel")
        await host.settle()
        #expect(host.view(withText: "hidden") != nil)
        #expect(host.view(withText: "Archived") == nil)
        host.tap(on: "Behind")
        #expect(host.view(withText: "taps 1") != nil)
    }

    @Test("alert(_:isPresented:actions:message:): a tap on a button runs its action and ends the alert")
    func modernAlert() async {
        let host = ViewHost(Modern())
        host.tap(on: "Ask")
        await host.settle()
        #expect(host.view(withText: "Delete the draft?") != nil && host.view(withText: "This cannot be undone.") != nil)
        let delete = host.view(withText: "Delete"), keep = host.view(withText: "Keep")
        #expect(delete != nil && keep != nil)
        if let delete, let keep { #expect(keep.center.y > delete.center.y, "stacked in order") }
        host.tap(on: "Delete")
        await host.settle()
        #expect(host.view(withText: "deleted 1") != nil)
        #expect(host.view(withText: "Delete the draft?") == nil, "the button ended the alert")
        host.tap(on: "Ask")
        await host.settle()
        host.tap(on: "Keep")
        await host.settle()
        #expect(host.view(withText: "deleted 1") != nil && host.view(withText: "Delete the draft?") == nil)
    }

    @Test("Alert with primary and secondary buttons puts them side by side, primary leading")
    func twoButtonsSideBySide() async {
        struct Screen: View {
            @State private var showing = true
            @State private var answer = "none"
            var body: some View {
                Text("answer \(answer)")
                    .alert(isPresented: $showing) {
                        Alert(title: Text("Sync?"), primaryButton: .default(Text("Yes")) { answer = "yes" },
                              secondaryButton: .cancel(Text("No")) { answer = "no" })
                    }
            }
        }
        let host = ViewHost(Screen())
        await host.settle()
        let yes = host.view(withText: "Yes"), no = host.view(withText: "No")
        #expect(yes != nil && no != nil)
        if let yes, let no {
            #expect(abs(yes.center.y - no.center.y) < 0.5 && yes.center.x < no.center.x)
        }
        host.tap(on: "No")
        await host.settle()
        #expect(host.view(withText: "answer no") != nil && host.view(withText: "Sync?") == nil)
    }
}
