/// Whether the lab may compile and run code it is given (docs/LAB-PROTOCOL.md, "Playground —
/// who may run code"): the compile endpoint and user files run arbitrary Swift with the lab's
/// rights, so beyond the token every request needs (`LabAccess`, docs/SECURITY.md) code runs only
/// when the server listens on a loopback address (only this machine's users can reach it) or when
/// `--allow-code` says the person knows the network they expose it to.
///
/// Invariant: a host that is not certainly loopback (a name other than `localhost`, `0.0.0.0`,
/// `::`, any routable address) is treated as reachable from the network.
public struct LabCodeGate: Sendable, Equatable {
    public var host: String
    public var allowCode: Bool

    public init(host: String, allowCode: Bool) {
        self.host = host
        self.allowCode = allowCode
    }

    /// Whether `host` is a loopback address: `localhost`, `127.0.0.0/8` or `::1`.
    public static func isLoopback(_ host: String) -> Bool {
        var name = host.lowercased()
        if name.hasPrefix("[") && name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        if name == "localhost" || name == "::1" || name == "0:0:0:0:0:0:0:1" { return true }
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        guard octets.count == 4, octets.allSatisfy({ UInt8($0) != nil }) else { return false }
        return octets[0] == "127"
    }

    /// Whether code may run.
    public var allowsCode: Bool { allowCode || Self.isLoopback(host) }

    /// The refusal when code may not run, nil when it may.
    public var refusal: LabError? {
        guard !allowsCode else { return nil }
        return LabError(.codeRefused, "The lab listens on \(host), which other machines can reach, so it does not compile or run code; restart it on 127.0.0.1 or pass --allow-code if everyone who can reach it may run code on this machine.")
    }
}
