/// A unified diff (`diff -u` style, 3 lines of context) between two versions of a file.
///
/// Invariant: applying the hunks to `old` gives `new`; equal texts give the empty string. Lines are
/// compared after the common prefix and suffix are set aside, with Myers' O((N+M)·D) algorithm, so a
/// few local fixes in a huge file cost little.
public enum UnifiedDiff {
    public static let context = 3

    public static func make(old: String, new: String, path: String) -> String {
        guard old != new else { return "" }
        let a = lines(old)
        let b = lines(new)
        let operations = diff(a, b)
        let (oldName, newName) = path.hasPrefix("/") ? (path, path) : ("a/" + path, "b/" + path)
        var output = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(operations) {
            output += hunk.header
            for operation in operations[hunk.range] {
                switch operation {
                case .same(let i, _): output += " " + a[i]
                case .removed(let i): output += "-" + a[i]
                case .added(let j): output += "+" + b[j]
                }
                if !output.hasSuffix("\n") { output += "\n\\ No newline at end of file\n" }
            }
        }
        return output
    }

    /// Lines with their terminators kept, so a missing final newline shows.
    static func lines(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if character == "\n" {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    enum Operation: Equatable {
        case same(Int, Int)
        case removed(Int)
        case added(Int)
    }

    /// The edit script turning `a` into `b`.
    static func diff(_ a: [String], _ b: [String]) -> [Operation] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var operations = (0..<prefix).map { Operation.same($0, $0) }
        operations += myers(Array(a[prefix..<(a.count - suffix)]), Array(b[prefix..<(b.count - suffix)])).map { operation in
            switch operation {
            case .same(let i, let j): .same(i + prefix, j + prefix)
            case .removed(let i): .removed(i + prefix)
            case .added(let j): .added(j + prefix)
            }
        }
        operations += (0..<suffix).map { .same(a.count - suffix + $0, b.count - suffix + $0) }
        return operations
    }

    private static func myers(_ a: [String], _ b: [String]) -> [Operation] {
        let n = a.count, m = b.count
        let maximum = n + m
        guard maximum > 0 else { return [] }
        let offset = maximum
        var frontier = Array(repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        search: for d in 0...maximum {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]))
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        var operations: [Operation] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && previous[offset + k - 1] < previous[offset + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : previous[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                operations.append(.same(x, y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    operations.append(.added(y))
                } else {
                    x -= 1
                    operations.append(.removed(x))
                }
            }
        }
        return operations.reversed()
    }

    struct Hunk {
        let range: Range<Int>
        let header: String
    }

    /// Groups changes closer than twice the context into hunks with their `@@` headers.
    static func hunks(_ operations: [Operation]) -> [Hunk] {
        let changed = operations.indices.filter {
            if case .same = operations[$0] { return false }
            return true
        }
        guard var start = changed.first else { return [] }
        var groups: [Range<Int>] = []
        var end = start
        for index in changed.dropFirst() {
            if index - end > 2 * context {
                groups.append(start..<end + 1)
                start = index
            }
            end = index
        }
        groups.append(start..<end + 1)
        return groups.map { group in
            let range = max(0, group.lowerBound - context)..<min(operations.count, group.upperBound + context)
            var oldStart: Int?, newStart: Int?
            var oldCount = 0, newCount = 0
            var oldBefore = 0, newBefore = 0
            for operation in operations[..<range.lowerBound] {
                switch operation {
                case .same: oldBefore += 1; newBefore += 1
                case .removed: oldBefore += 1
                case .added: newBefore += 1
                }
            }
            for operation in operations[range] {
                switch operation {
                case .same(let i, let j):
                    oldStart = oldStart ?? i; newStart = newStart ?? j
                    oldCount += 1; newCount += 1
                case .removed(let i):
                    oldStart = oldStart ?? i
                    oldCount += 1
                case .added(let j):
                    newStart = newStart ?? j
                    newCount += 1
                }
            }
            let oldLine = oldCount == 0 ? oldBefore : (oldStart ?? oldBefore) + 1
            let newLine = newCount == 0 ? newBefore : (newStart ?? newBefore) + 1
            return Hunk(range: range, header: "@@ -\(oldLine),\(oldCount) +\(newLine),\(newCount) @@\n")
        }
    }
}
