import SwiftSyntax

/// Expensive work in callbacks that run for every frame of a gesture.
public struct HeavyOnChangedRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "heavy_on_changed",
        name: "Heavy work in onChanged",
        severity: .warning,
        enabledByDefault: false,
        summary: "Flags loops, sorting/filtering, I/O, JSON coding, `Task {}` and persistence (including writes to an `@AppStorage` property) inside `onChanged` or `updating`.",
        rationale: """
        `onChanged` and `updating` run on the main thread for every movement of the finger, 60 to 120 times \
        a second. Loops over data, sorting, filtering, encoding, file or network I/O, saving, or spawning a \
        task per frame drops frames and makes the drag stutter; spawned tasks also finish out of order. \
        An `@AppStorage` property set there writes `UserDefaults` on every frame. Work guarded so it \
        runs once per change (inside `if start == nil { start = …; … }`, or after `guard letter != \
        current else { return }` with `current = letter`) is not per frame and is left alone. \
        Keep per-frame callbacks to cheap state updates and do the work once in `onEnded` (or debounce it).
        """,
        fixDescription: "Store the gesture value in state during the gesture; move the expensive work to `onEnded` or a debounced task.",
        triggeringExamples: [
            """
            DragGesture()
                .onChanged { value in
                    ↓for item in items { item.highlighted = item.frame.contains(value.location) }
                }
            """,
            """
            DragGesture()
                .onChanged { value in
                    let nearest = points.↓sorted { $0.distance(to: value.location) < $1.distance(to: value.location) }
                    ↓Task { await upload(nearest) }
                }
            """,
            """
            DragGesture()
                .updating($offset) { value, state, _ in
                    state = value.translation
                    let data = try? ↓JSONEncoder().encode(Position(value.location))
                    ↓UserDefaults.standard.set(data, forKey: "position")
                }
            """,
            """
            DragGesture()
                .onChanged { value in
                    position = value.location
                    try? context.↓save()
                }
            """,
            """
            struct Divider: View {
                @AppStorage("sidebarWidth") private var sidebarWidth: Double = 240
                var body: some View {
                    Rectangle().frame(width: 4).gesture(DragGesture().onChanged { value in
                        ↓sidebarWidth = max(160, value.location.x)
                    })
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            DragGesture()
                .onChanged { value in
                    dragPosition = value.location
                }
                .onEnded { value in
                    for item in items { item.highlighted = item.frame.contains(value.location) }
                    try? context.save()
                }
            """,
            """
            Text("List").onChange(of: query) { results = items.filter { $0.matches(query) } }
            """,
            """
            DragGesture()
                .onChanged { value in
                    if dragStart == nil {
                        dragStart = value.startLocation
                        Task { await haptics.prepare() }
                    }
                    offset = value.translation
                }
            """,
            """
            DragGesture(minimumDistance: 0)
                .onChanged { value in
                    let letter = index.letter(at: value.location)
                    guard letter != currentLetter else { return }
                    currentLetter = letter
                    Task { await scroll(to: letter) }
                }
            """,
            """
            struct Divider: View {
                @AppStorage("sidebarWidth") private var sidebarWidth: Double = 240
                @State private var liveWidth: Double = 240
                var body: some View {
                    Rectangle().frame(width: 4).gesture(DragGesture()
                        .onChanged { value in liveWidth = max(160, value.location.x) }
                        .onEnded { _ in sidebarWidth = liveWidth })
                }
            }
            """,
        ]
    )

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for call in context.index.calls {
            guard let modifier = ModifierCall(call), ["onChanged", "updating"].contains(modifier.name) else { continue }
            var stored: Set<String> = []
            if let type = EnclosingType.declaration(of: call) {
                stored = EnclosingType.properties(of: type, attributed: "AppStorage")
                if let owner = ModuleIndex.typeName(of: type) {
                    stored.formUnion(context.module.properties(of: owner, attributed: "AppStorage"))
                }
            }
            for closure in modifier.closures {
                let work = Self.heavyWork(in: closure) + Self.storageWrites(in: closure, stored: stored)
                for (token, what) in work.sorted(by: { $0.0.position < $1.0.position }) where !Self.runsOncePerChange(token, in: closure) {
                    violations.append(Violation(
                        at: token,
                        message: "\(what.capitalizedFirst) in .\(modifier.name) runs on the main thread for every frame of the gesture (60–120 times a second) and makes it stutter. Keep .\(modifier.name) to cheap state updates and do this once in .onEnded."
                    ))
                }
            }
        }
        return violations
    }

    /// True when the work at `token` runs only when something changes, not every frame: it sits in the
    /// body of an `if` (or after a `guard`) whose condition compares or negates a name (`dragStart ==
    /// nil`, `section != currentSection`, `!didStart`) that the same block then assigns. The block runs
    /// once per drag, or once per change of the compared value.
    static func runsOncePerChange(_ token: TokenSyntax, in closure: ClosureExprSyntax) -> Bool {
        var node = token.parent
        while let current = node, current.id != closure.id {
            if let block = current.as(CodeBlockSyntax.self), let branch = block.parent?.as(IfExprSyntax.self), branch.body.id == block.id,
               guards(branch.conditions, assignedIn: Syntax(block)) {
                return true
            }
            if let item = current.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) {
                for earlier in list where earlier.position < item.position {
                    if let check = earlier.item.as(GuardStmtSyntax.self), guards(check.conditions, assignedIn: Syntax(list)) { return true }
                }
            }
            node = current.parent
        }
        return false
    }

    /// True when `conditions` compare (`==`, `!=`) or negate (`!`) a name that `scope` assigns or toggles.
    private static func guards(_ conditions: ConditionElementListSyntax, assignedIn scope: Syntax) -> Bool {
        var compared: Set<String> = []
        for condition in conditions {
            let text = condition.condition.trimmedDescription
            guard text.contains("==") || text.contains("!=") || text.hasPrefix("!") else { continue }
            SyntaxWalk.forEach(in: condition) { node in
                if let reference = node.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) {
                    compared.insert(reference.baseName.text)
                } else if let member = node.as(MemberAccessExprSyntax.self) {
                    compared.insert(member.declName.baseName.text)
                }
            }
        }
        guard !compared.isEmpty else { return false }
        var assigned = false
        SyntaxWalk.forEach(in: scope) { node in
            guard !assigned, let item = node.as(CodeBlockItemSyntax.self) else { return }
            if let assignment = Assignment(item, memberTargets: true), compared.contains(assignment.targetName) { assigned = true }
        }
        return assigned
    }

    private static let typesDoingIO: [String: String] = [
        "JSONEncoder": "JSON encoding", "JSONDecoder": "JSON decoding", "JSONSerialization": "JSON serialization",
        "PropertyListEncoder": "property list encoding", "PropertyListDecoder": "property list decoding",
        "FileManager": "file I/O", "FileHandle": "file I/O", "URLSession": "network I/O",
        "UserDefaults": "persistence to UserDefaults", "Task": "spawning a Task",
    ]
    private static let memberCalls: [String: String] = [
        "sorted": "sorting", "sort": "sorting", "filter": "filtering", "save": "persistence (save)",
        "write": "writing to storage", "fetch": "a fetch",
    ]

    /// The assignments in `closure` (at any depth) to one of the `@AppStorage` properties `stored`:
    /// each is a `UserDefaults` write.
    static func storageWrites(in closure: ClosureExprSyntax, stored: Set<String>) -> [(TokenSyntax, String)] {
        guard !stored.isEmpty else { return [] }
        var found: [(TokenSyntax, String)] = []
        SyntaxWalk.forEach(in: closure.statements) { node in
            guard let item = node.as(CodeBlockItemSyntax.self), let assignment = Assignment(item),
                  stored.contains(assignment.targetName),
                  let token = assignment.target.firstToken(viewMode: .sourceAccurate)
            else { return }
            found.append((token, "writing the @AppStorage property '\(assignment.targetName)' (a UserDefaults write)"))
        }
        return found
    }

    /// The tokens in `closure` that start expensive work, with a description of the work.
    static func heavyWork(in closure: ClosureExprSyntax) -> [(TokenSyntax, String)] {
        var found: [(TokenSyntax, String)] = []
        SyntaxWalk.forEach(in: closure.statements) { node in
            if let loop = node.as(ForStmtSyntax.self) {
                found.append((loop.forKeyword, "a for loop"))
            } else if let loop = node.as(WhileStmtSyntax.self) {
                found.append((loop.whileKeyword, "a while loop"))
            } else if let loop = node.as(RepeatStmtSyntax.self) {
                found.append((loop.repeatKeyword, "a repeat loop"))
            } else if let reference = node.as(DeclReferenceExprSyntax.self),
                      reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id,
                      let what = typesDoingIO[reference.baseName.text] {
                found.append((reference.baseName, what))
            } else if let call = node.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
                   let what = memberCalls[member.declName.baseName.text] {
                    found.append((member.declName.baseName, what))
                } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                          ["Data", "String"].contains(reference.baseName.text),
                          call.arguments.first?.label?.text == "contentsOf" {
                    found.append((reference.baseName, "reading a file"))
                }
            }
        }
        return found.sorted { $0.0.position < $1.0.position }
    }
}

extension String {
    /// The string with its first character uppercased.
    var capitalizedFirst: String {
        prefix(1).uppercased() + dropFirst()
    }
}
