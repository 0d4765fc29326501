import ClientModels
import SwiftUI

/// A sign-up screen over `SignUpModel` (ClientModels): the fields bind to its `@Published`
/// properties, the button follows its combined validity, and the last line of its merged activity
/// log shows below.
struct SignUpForm: View {
    @StateObject private var model = SignUpModel()

    var body: some View {
        VStack(spacing: 12) {
            TextField("Email", text: $model.email)
                .textFieldStyle(.roundedBorder)
                .accessibilityIdentifier("email")
            SecureField("Password", text: $model.password)
                .textFieldStyle(.roundedBorder)
                .accessibilityIdentifier("password")
            Button("Sign up") { model.signUp() }
                .disabled(!model.canSubmit)
                .accessibilityIdentifier("sign up")
            Button("Forgot password?") { model.requestReset() }
                .accessibilityIdentifier("reset")
            Text(model.canSubmit ? "Ready" : "Fill in the form").accessibilityIdentifier("status")
            Text(model.activity.last ?? "No activity").accessibilityIdentifier("activity")
            Text("\(model.activity.count) events").accessibilityIdentifier("count")
        }
        .padding()
    }
}
