import Combine
import Foundation

/// A sign-up form's view model, kept in a module of its own that imports only Combine and
/// Foundation, as apps keep models apart from views: the button is enabled while
/// `$email.combineLatest($password)` is valid, and a `Publishers.Merge` of two event subjects —
/// sign-ups and password-reset requests — feeds the activity log.
public final class SignUpModel: ObservableObject {
    @Published public var email = ""
    @Published public var password = ""
    @Published public private(set) var canSubmit = false
    @Published public private(set) var activity: [String] = []

    private let signUps = PassthroughSubject<String, Never>()
    private let resets = PassthroughSubject<String, Never>()
    private var cancellables: Set<AnyCancellable> = []

    public init() {
        $email.combineLatest($password) { email, password in
            email.contains("@") && password.count >= 8
        }
        .removeDuplicates()
        .assign(to: &$canSubmit)

        Publishers.Merge(signUps.map { "Signed up \($0)" }, resets.map { "Reset link sent to \($0)" })
            .sink { [weak self] line in self?.activity.append(line) }
            .store(in: &cancellables)
    }

    public func signUp() {
        guard canSubmit else { return }
        signUps.send(email)
    }

    public func requestReset() {
        resets.send(email.isEmpty ? "nobody" : email)
    }
}
