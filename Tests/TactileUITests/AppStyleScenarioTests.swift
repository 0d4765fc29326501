import Testing
import Tactile
import TactileTesting

/// Screens written the way apps write them — a model object, lifecycle modifiers, gestures —
/// driven by scripted touches through the whole stack (issue 12, "fixtures written in the style
/// of real apps").
@MainActor
@Suite("App-style screens")
struct AppStyleScenarioTests {
    /// A popup presenter in the style of popup libraries: an `ObservableObject` says whether the
    /// popup shows; the popup follows a vertical drag and dismisses past a threshold.
    final class PopupPresenter: ObservableObject {
        @Published var isPresented = true
        @Published var dismissals = 0
    }

    struct DismissablePopup: View {
        @ObservedObject var presenter: PopupPresenter
        @GestureState private var dragOffset: CGFloat = 0
        @State private var appearances = 0

        var body: some View {
            ZStack {
                Color.white
                if presenter.isPresented {
                    RoundedRectangle(cornerRadius: 16)
                        .fill(Color.blue)
                        .frame(width: 300, height: 200)
                        .offset(y: dragOffset)
                        .accessibilityIdentifier("popup")
                        .onAppear { appearances += 1 }
                        .gesture(
                            DragGesture()
                                .updating($dragOffset) { value, state, _ in state = max(0, value.translation.height) }
                                .onEnded { value in
                                    if value.translation.height > 100 {
                                        presenter.isPresented = false
                                        presenter.dismissals += 1
                                    }
                                }
                        )
                }
                Text("shown \(appearances)").accessibilityIdentifier("count").offset(y: -350)
            }
        }
    }

    @Test("S-50 S-70 a short drag springs the popup back; a long one dismisses it through the model, and the model brings it back")
    func dragToDismiss() {
        let presenter = PopupPresenter()
        let host = ViewHost(DismissablePopup(presenter: presenter))
        let home = host.center(of: "popup")
        #expect(host.view(withText: "shown 1") != nil, "onAppear ran once")

        host.drag(on: "popup", by: CGSize(width: 0, height: 60))
        #expect(presenter.isPresented)
        #expect(host.center(of: "popup") == home, "S-70: @GestureState resets when the drag ends")

        host.drag(on: "popup", by: CGSize(width: 0, height: 160))
        #expect(!presenter.isPresented)
        #expect(presenter.dismissals == 1)
        #expect(host.view(withIdentifier: "popup") == nil)

        presenter.isPresented = true
        host.advance(by: 0.016)
        #expect(host.view(withIdentifier: "popup") != nil)
        #expect(host.view(withText: "shown 2") != nil, "a popup that comes back appears again")
    }

    /// A settings form with `@Observable` state, `@Bindable` toggles and `onChange` side effects.
    @Observable
    final class Settings {
        var notifications = false
        var sounds = false
        var log: [String] = []
    }

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

    @Test("S-65 taps on toggles write the model through @Bindable; onChange turns a dependent setting off")
    func settingsForm() {
        let settings = Settings()
        let host = ViewHost(SettingsForm(settings: settings))
        host.tap(on: "sounds")
        #expect(!settings.sounds, "a disabled toggle does not act")
        host.tap(on: "notifications")
        host.tap(on: "sounds")
        #expect(settings.notifications && settings.sounds)
        host.tap(on: "notifications")
        #expect(!settings.notifications)
        #expect(!settings.sounds, "onChange switched sounds off with notifications")
        #expect(settings.log == ["notifications true", "notifications false"])
    }
}
