/// A kind of haptic the device plays (SwiftUI's `SensoryFeedback`): what the UIKit feedback
/// generators play in a host, recorded there in order (`ViewHost.hapticFeedback`).
///
/// Invariant: two values are equal when they play the same haptic (kind, weight or flexibility,
/// intensity).
public struct SensoryFeedback: Hashable, Sendable, CustomStringConvertible {
    /// How heavy an impact feels.
    public struct Weight: Hashable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    /// How stiff the colliding objects of an impact feel.
    public struct Flexibility: Hashable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }

    private enum Kind: Hashable, Sendable {
        case named(String)
        case impactWeight(Weight, Double)
        case impactFlexibility(Flexibility, Double)
    }

    private let kind: Kind

    private init(_ kind: Kind) { self.kind = kind }

    /// A task completed.
    public static let success = SensoryFeedback(.named("success"))
    /// A task produced a warning.
    public static let warning = SensoryFeedback(.named("warning"))
    /// A task failed.
    public static let error = SensoryFeedback(.named("error"))
    /// The selection changed.
    public static let selection = SensoryFeedback(.named("selection"))
    /// A value went up.
    public static let increase = SensoryFeedback(.named("increase"))
    /// A value went down.
    public static let decrease = SensoryFeedback(.named("decrease"))
    /// An activity started.
    public static let start = SensoryFeedback(.named("start"))
    /// An activity stopped.
    public static let stop = SensoryFeedback(.named("stop"))
    /// Something snapped into alignment.
    public static let alignment = SensoryFeedback(.named("alignment"))
    /// A value crossed a discrete level.
    public static let levelChange = SensoryFeedback(.named("levelChange"))
    /// A physical impact, of medium weight at full intensity.
    public static let impact = SensoryFeedback.impact()

    /// A physical impact of `weight` at `intensity` (0 to 1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(.impactWeight(weight, intensity))
    }

    /// A physical impact between objects of `flexibility` at `intensity` (0 to 1).
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(.impactFlexibility(flexibility, intensity))
    }

    public var description: String {
        switch kind {
        case .named(let name): ".\(name)"
        case .impactWeight(let weight, let intensity): ".impact(weight: .\(weight.name), intensity: \(intensity))"
        case .impactFlexibility(let flexibility, let intensity): ".impact(flexibility: .\(flexibility.name), intensity: \(intensity))"
        }
    }
}
