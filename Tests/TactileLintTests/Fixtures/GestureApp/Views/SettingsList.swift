import SwiftUI

/// Settings rows; some rows can be dragged to reorder.
struct SettingsList: View {
    @Binding var rows: [SettingRow]
    @Binding var notificationsOn: Bool

    var body: some View {
        List(rows) { row in
            HStack {
                Text(row.title)
                Spacer()
                Image(systemName: "line.3.horizontal")
            }
            .onTapGesture { open(row) }
            .gesture(DragGesture().onChanged { reorder(row, to: $0.location) })
        }
        VStack {
            Toggle("Notifications", isOn: $notificationsOn)
            Button("Sign out") { signOut() }
        }
        // tactile-lint:disable all
        .gesture(TapGesture().onEnded { dismissKeyboard() }, including: .none)
        // tactile-lint:enable all
        .gesture(TapGesture().onEnded { dismissKeyboard() })
    }

    func open(_ row: SettingRow) {}
    func reorder(_ row: SettingRow, to point: CGPoint) {}
    func signOut() {}
    func dismissKeyboard() {}
}

/// A swipe recogniser written with the wrong body type.
struct SwipeGesture: Gesture {
    var body: some View {
        EmptyView()
    }
}
