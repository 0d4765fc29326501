// The two names Apple's Foundation declares for Combine's types — `typealias ObservableObject =
// Combine.ObservableObject` and `typealias Published = Combine.Published` (Foundation's
// documentation lists both) — so a view model file that imports only Foundation declares
// `class Model: ObservableObject { @Published var … }` on Apple platforms. Foundation on Linux
// declares neither. Not imported by user code: `tactile-compat` imports it implicitly into code it
// compiles for an Apple platform (CompatTypeChecker), as that platform's Foundation would answer.
import Combine

public typealias ObservableObject = Combine.ObservableObject
public typealias Published = Combine.Published
