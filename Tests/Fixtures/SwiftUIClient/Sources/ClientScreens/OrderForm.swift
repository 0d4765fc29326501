import SwiftUI

/// The sizes a coffee comes in.
enum CupSize: String, CaseIterable, Identifiable {
    case small, medium, large
    var id: Self { self }
}

/// An order form the way settings-style screens are written: a `Form` with sections, a segmented
/// size picker over a `ForEach` of an enum (its ids are the tags), a menu picker of milks with
/// explicit tags, a `Menu` of extra actions with a primary action, and a wheel for the shots.
struct OrderForm: View {
    @State private var size = CupSize.medium
    @State private var milk = "Oat"
    @State private var shots = 1
    @State private var log: [String] = []

    var body: some View {
        Form {
            Section("Drink") {
                Picker("Size", selection: $size) {
                    ForEach(CupSize.allCases) { size in
                        Text(size.rawValue.capitalized)
                    }
                }
                .pickerStyle(.segmented)
                Picker("Milk", selection: $milk) {
                    Text("Whole").tag("Whole")
                    Text("Oat").tag("Oat")
                    Text("Almond").tag("Almond")
                }
                Picker("Shots", selection: $shots) {
                    ForEach(1..<5) { count in
                        Text("\(count) shot\(count == 1 ? "" : "s")").tag(count)
                    }
                }
                .pickerStyle(.wheel)
            }
            Section {
                Menu {
                    Button("Save as favourite") { log.append("favourite") }
                    Button("Share") { log.append("share") }
                } label: {
                    Label("Order", systemImage: "cup.and.saucer")
                        .imageScale(.large)
                } primaryAction: {
                    log.append("order \(size.rawValue) \(milk.lowercased()) \(shots)")
                }
            }
            Section("Log") {
                Text(log.last ?? "nothing yet").accessibilityIdentifier("log")
            }
        }
    }
}
