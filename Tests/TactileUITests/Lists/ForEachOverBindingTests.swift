import Testing
import TactileTesting

/// `ForEach($items) { $item in … }`: rows edit their own element through the binding each gets,
/// identified by the elements' ids as the plain `ForEach` identifies them.
@MainActor
@Suite("ForEach over a binding")
struct ForEachOverBindingTests {
    struct Chore: Identifiable {
        let id: Int
        var title: String
        var done = false
    }

    /// A checklist in the style of apps: a toggle per chore, a count of what is done, a button that
    /// reverses the order; each row keeps a tap counter of its own in `@State`.
    struct Checklist: View {
        @State var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"), Chore(id: 3, title: "Plants")]
        var body: some View {
            VStack {
                ForEach($chores) { $chore in
                    ChoreRow(chore: $chore)
                }
                Text("\(chores.filter(\.done).count) done").accessibilityIdentifier("count")
                Button("Reverse") { chores.reverse() }
            }
        }
    }

    struct ChoreRow: View {
        @Binding var chore: Chore
        @State private var peeks = 0
        var body: some View {
            HStack {
                Toggle(chore.title, isOn: $chore.done).accessibilityIdentifier("toggle-\(chore.id)")
                Button("Peek \(chore.id)") { peeks += 1 }
                Text("\(chore.title) peeked \(peeks)")
            }
        }
    }

    @Test("a row's toggle writes its own element through the binding it was given")
    func rowsEditTheirElement() {
        let host = ViewHost(Checklist())
        #expect(host.view("count").text == "0 done")
        host.tap(on: "toggle-2")
        #expect(host.view("count").text == "1 done")
        host.tap(on: "toggle-3")
        host.tap(on: "toggle-2")
        #expect(host.view("count").text == "1 done", "Laundry off again, Plants still on")
    }

    @Test("a row's state follows its element when the collection is reordered (identity by id)")
    func stateFollowsElement() {
        let host = ViewHost(Checklist())
        host.tap(on: "Peek 1")
        host.tap(on: "Peek 1")
        host.tap(on: "Reverse")
        #expect(host.view(withText: "Dishes peeked 2") != nil)
        #expect(host.view(withText: "Plants peeked 0") != nil)
        host.tap(on: "toggle-1")
        #expect(host.view("count").text == "1 done", "after the reversal the row still writes Dishes")
    }

    /// Names edited in place, identified by `id: \.self` — the other initializer.
    struct Names: View {
        @State var names = ["Ana", "Bo"]
        var body: some View {
            VStack {
                ForEach($names, id: \.self) { $name in
                    Button("Shout \(name)") { name = name.uppercased() }
                }
                Text(names.joined(separator: ", ")).accessibilityIdentifier("names")
            }
        }
    }

    @Test("with an id key path each element's binding edits that element")
    func keyPathIdentified() {
        let host = ViewHost(Names())
        host.tap(on: "Shout Bo")
        #expect(host.view("names").text == "Ana, BO")
    }
}
