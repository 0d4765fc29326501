import Observation
import SwiftUI

/// Settings as an `@Observable` model, the way iOS 17 apps keep them.
@Observable
final class Settings {
    var notifications = false
    var sounds = false
    var log: [String] = []
}

/// A settings form: `@Bindable` toggles, a dependent toggle disabled by the first, and an
/// `onChange` side effect.
struct SettingsForm: View {
    @Bindable var settings: Settings
    var body: some View {
        VStack(spacing: 20) {
            Toggle("Notifications", isOn: $settings.notifications).accessibilityIdentifier("notifications")
            Toggle("Sounds", isOn: $settings.sounds)
                .accessibilityIdentifier("sounds")
                .disabled(!settings.notifications)
        }
        .padding()
        .onChange(of: settings.notifications) { _, on in
            settings.log.append("notifications \(on)")
            if !on { settings.sounds = false }
        }
    }
}
