/// A snippet of Swift used as a rule's test and documentation.
///
/// In a triggering example every `↓` marks the exact place (line and column) a finding must be
/// reported; the marker is removed before the code is parsed.
public struct RuleExample: Sendable, ExpressibleByStringLiteral {
    /// The marker that shows where a finding is expected.
    public static let marker: Character = "↓"

    /// The source as written, markers included.
    public var markedCode: String
    /// The deployment target the example is checked with (empty: unknown).
    public var deploymentTarget: DeploymentTarget

    public init(_ markedCode: String, deploymentTarget: DeploymentTarget = DeploymentTarget()) {
        self.markedCode = markedCode
        self.deploymentTarget = deploymentTarget
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The code without markers: what is parsed.
    public var code: String {
        markedCode.filter { $0 != Self.marker }
    }

    /// The 1-based (line, UTF-8 column) of each marker in `code`, in source order.
    public var expectedLocations: [SourcePoint] {
        var points: [SourcePoint] = []
        var line = 1
        var column = 1
        for character in markedCode {
            if character == Self.marker {
                points.append(SourcePoint(line: line, column: column))
            } else if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return points
    }
}

/// A line and UTF-8 column, both 1-based.
public struct SourcePoint: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePoint, rhs: SourcePoint) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A mechanical correction shown as the code before and after `--fix`.
public struct CorrectionExample: Sendable {
    public var before: String
    public var after: String
    public var deploymentTarget: DeploymentTarget

    public init(before: String, after: String, deploymentTarget: DeploymentTarget = DeploymentTarget()) {
        self.before = before
        self.after = after
        self.deploymentTarget = deploymentTarget
    }
}
