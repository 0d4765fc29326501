import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// A settings screen with one of each kind the finders tell apart: a header text, a toggle, a
/// slider, two buttons, a scroll view of two rows with the same text, and a status text.
private struct SettingsScreen: View {
    @State private var wifi = true
    @State private var volume = 0.5
    @State private var saved = 0

    var body: some View {
        VStack(spacing: 8) {
            Text("Settings").accessibilityAddTraits(.isHeader)
            Toggle("Wi-Fi", isOn: $wifi)
            Slider(value: $volume) { Text("Volume") }
            Button("Save") { saved += 1 }.accessibilityIdentifier("save")
            Button("Cancel") {}
            ScrollView {
                VStack {
                    Text("Row")
                    Text("Row")
                }
            }
            .frame(height: 120)
            .accessibilityIdentifier("rows")
            Text("Saved \(saved) times")
        }
    }
}

@MainActor
@Suite("Finders: accessibility elements by label, value, identifier, trait, type and text, with first, only and all")
struct AccessibilityFinderTests {
    private let host = ViewHost(SettingsScreen())

    @Test("by label: the element whose label is exactly the string")
    func findsByLabel() throws {
        let save = try host.elements(matching: .label("Save")).only
        #expect(save.elementType == .button)
        #expect(save.identifier == "save")
        #expect(host.elements(matching: .label("Sav")).count == 0)
    }

    @Test("by value: a toggle's value is \"1\" when on, a slider's its position in percent")
    func findsByValue() throws {
        #expect(try host.elements(matching: .value("1")).only.label == "Wi-Fi")
        #expect(try host.elements(matching: .value("50%")).only.elementType == .slider)
    }

    @Test("by identifier: the element tagged with accessibilityIdentifier")
    func findsByIdentifier() throws {
        #expect(try host.elements(matching: .identifier("save")).only.label == "Save")
        // The scroll view's identifier also names the elements inside it, as the tree's rules say.
        #expect(host.elements(matching: .identifier("rows")).all.map(\.elementType) == [.scrollView, .staticText, .staticText])
        #expect(try host.elements(matching: .identifier("rows"), .type(.scrollView)).only.frame.height == 120)
    }

    @Test("by trait: every element with all the given traits, in reading order")
    func findsByTrait() throws {
        #expect(host.elements(matching: .trait(.isButton)).all.map(\.label) == ["Save", "Cancel"])
        #expect(try host.elements(matching: .trait(.isHeader)).only.label == "Settings")
        #expect(host.elements(matching: .trait([.isButton, .isHeader])).count == 0)
    }

    @Test("by type: Button, Toggle, Slider and ScrollView, the scroll view listed before its rows")
    func findsByType() throws {
        #expect(try host.elements(matching: .type(.toggle)).only.label == "Wi-Fi")
        #expect(try host.elements(matching: .type(.slider)).only.label == "Volume")
        #expect(host.elements(matching: .type(.button)).count == 2)
        let order = host.elements().all.map { $0.elementType == .scrollView ? "scroll" : $0.label ?? "-" }
        #expect(order == ["Settings", "Wi-Fi", "Volume", "Save", "Cancel", "scroll", "Row", "Row", "Saved 0 times"])
    }

    @Test("by text: the element standing for a Text showing exactly the string, a button's label included")
    func findsByText() throws {
        #expect(try host.elements(matching: .text("Cancel")).only.elementType == .button)
        #expect(try host.elements(matching: .text("Saved 0 times")).only.elementType == .staticText)
        #expect(host.elements(matching: .text("Row")).count == 2)
    }

    @Test("predicates combine: every one must hold; first takes the first match in reading order")
    func combinesPredicates() throws {
        #expect(try host.elements(matching: .type(.button), .text("Cancel")).only.label == "Cancel")
        #expect(try host.elements(matching: .type(.staticText)).first.label == "Settings")
        let below = AccessibilityElementPredicate.matching("below the buttons") { $0.frame.minY > 300 }
        #expect(host.elements(matching: .text("Row"), below).count == 2)
    }

    @Test("none matching: first and only throw .noMatch, whose message lists every element on screen")
    func noMatchListsEveryElement() throws {
        let query = host.elements(matching: .type(.button), .label("Delete"))
        let error = try #require(throws: AccessibilityElementQueryError.self) { try query.first }
        #expect(error.reason == .noMatch)
        #expect(error.candidates == host.elements().all)
        let lines = error.description.split(separator: "\n").map(String.init)
        #expect(lines[0] == "No accessibility element matches type == .button, label == \"Delete\". The 9 elements on screen:")
        #expect(lines.dropFirst() == ArraySlice(host.elements().all.map { "  " + $0.summary }))
        #expect(lines.contains { $0.hasPrefix("  .button \"Save, Button\" #save @ ") })
        #expect(throws: error) { try query.only }
    }

    @Test("several matching: only throws .multipleMatches, whose message lists the matches; first takes the first")
    func severalMatchesListThem() throws {
        let query = host.elements(matching: .text("Row"))
        let error = try #require(throws: AccessibilityElementQueryError.self) { try query.only }
        #expect(error.reason == .multipleMatches)
        #expect(error.candidates == query.all)
        let lines = error.description.split(separator: "\n").map(String.init)
        #expect(lines[0] == "2 accessibility elements match text == \"Row\", and .only needs exactly one (narrow the query, or take .first):")
        #expect(lines.count == 3)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  .staticText \"Row\" #rows @ ") })
        #expect(lines[1] != lines[2], "the rows' frames tell them apart")
        #expect(try query.first == query.all[0])
    }

    @Test("a found element is a touch target: tap on it runs the button, and the view says so")
    func tapsAFoundElement() throws {
        let save = try host.elements(matching: .type(.button), .label("Save")).only
        host.tap(on: save)
        host.tap(on: save, at: .topLeading)
        #expect(host.view(withText: "Saved 2 times") != nil)
    }

    @Test("a found element takes node-relative points: the slider's thumb, at its centre, dragged to the trailing end")
    func dragsAFoundElement() throws {
        let slider = try host.elements(matching: .type(.slider)).only
        #expect(host.location(.leading, in: slider) == CGPoint(x: slider.frame.minX + 1, y: slider.frame.midY))
        // A touch on the track away from the thumb does not move it (as UISlider): nothing changes.
        host.drag(on: slider, at: .leading, by: CGSize(width: slider.frame.width / 4, height: 0))
        #expect(try host.elements(matching: .type(.slider)).only.value == "50%")
        host.drag(on: slider, at: .center, by: CGSize(width: slider.frame.width, height: 0))
        #expect(try host.elements(matching: .type(.slider)).only.value == "100%")
    }

    @Test("a found element is aimed where its view is now, and a covered element records a missed touch naming it")
    func foundElementReportsMisses() throws {
        let host = ViewHost(ZStack {
            Button("Under") {}
            Color.red.frame(width: 300, height: 300).onTapGesture {}
        })
        let under = try host.elements(matching: .label("Under")).only
        withKnownIssue("the red square covers the button") {
            host.tap(on: under)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("tap on element .button \"Under, Button\" @ ") }
        }
    }
}
