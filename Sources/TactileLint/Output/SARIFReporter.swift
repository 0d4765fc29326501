import Foundation

/// A SARIF 2.1.0 log with one run: the tool's rules (including `parse_error` and `io_error`) and one
/// result per finding.
///
/// Invariant: every result's `ruleId` names a rule in `tool.driver.rules` and `ruleIndex` is its index.
enum SARIFReporter {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    static func report(_ findings: [Finding], rules: [RuleDescription]) -> String {
        var descriptors = rules.map { rule in
            SARIFLog.Rule(
                id: rule.id, name: rule.name,
                shortDescription: .init(text: rule.summary), fullDescription: .init(text: rule.rationale),
                helpUri: "docs/rules/\(rule.id).md", defaultConfiguration: .init(level: rule.severity.rawValue)
            )
        }
        descriptors += PseudoRule.allCases.map { pseudo in
            SARIFLog.Rule(
                id: pseudo.rawValue, name: pseudo.rawValue, shortDescription: .init(text: pseudo.summary),
                fullDescription: .init(text: pseudo.summary), helpUri: nil, defaultConfiguration: .init(level: "error")
            )
        }
        let index = Dictionary(descriptors.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let results = findings.map { finding in
            SARIFLog.Result(
                ruleId: finding.ruleID, ruleIndex: index[finding.ruleID], level: finding.severity.rawValue,
                message: .init(text: finding.message),
                locations: [.init(physicalLocation: .init(
                    artifactLocation: .init(uri: uri(for: finding.file)),
                    region: .init(startLine: finding.line, startColumn: finding.column)
                ))]
            )
        }
        let log = SARIFLog(
            schema: schema, version: "2.1.0",
            runs: [.init(tool: .init(driver: .init(name: "tactile-lint", version: TactileLintVersion.current, rules: descriptors)), results: results)]
        )
        return JSONOutput.encode(log)
    }

    /// A relative URI reference for a path: `/` kept, other reserved characters percent-encoded.
    static func uri(for path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }
}

/// The subset of the SARIF 2.1.0 object model tactile-lint writes.
struct SARIFLog: Encodable {
    let schema: String
    let version: String
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    struct Run: Encodable {
        let tool: Tool
        let results: [Result]
    }

    struct Tool: Encodable {
        let driver: Driver
    }

    struct Driver: Encodable {
        let name: String
        let version: String
        let rules: [Rule]
    }

    struct Rule: Encodable {
        let id: String
        let name: String
        let shortDescription: Text
        let fullDescription: Text
        let helpUri: String?
        let defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        let level: String
    }

    struct Text: Encodable {
        let text: String
    }

    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int?
        let level: String
        let message: Text
        let locations: [Location]
    }

    struct Location: Encodable {
        let physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region
    }

    struct ArtifactLocation: Encodable {
        let uri: String
    }

    struct Region: Encodable {
        let startLine: Int
        let startColumn: Int
    }
}
