import Foundation
import Testing
import TactileTesting
@testable import TactileScenes

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Serializes the tests that read the scenes' `print` output: standard output is process-wide.
@MainActor
enum PrintCapture {
    /// Runs `body` with standard output redirected, and returns the lines printed meanwhile.
    static func lines(_ body: () -> Void) -> [String] {
        fflush(nil)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-scenes-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let file = open(url.path, O_WRONLY)
        let saved = dup(STDOUT_FILENO)
        dup2(file, STDOUT_FILENO)
        body()
        fflush(nil)
        dup2(saved, STDOUT_FILENO)
        close(saved)
        close(file)
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: url)
        return text.split(separator: "\n").map(String.init)
    }
}

/// Records the handlers a scene's wrapping takes.
@MainActor
final class Log {
    private(set) var entries: [String] = []
    func callAsFunction(_ entry: String) { entries.append(entry) }
}

func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

func isClose(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 0.01) -> Bool {
    isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}

extension CGPoint {
    func moved(by size: CGSize) -> CGPoint { CGPoint(x: x + size.width, y: y + size.height) }
}

extension CGAffineTransform {
    /// The horizontal scale of the transform (no shear in these scenes).
    var scaleX: CGFloat { (a * a + c * c).squareRoot() }
}

/// `color` as `ViewHost` reports fills: resolved in the default environment.
@MainActor
func resolved(_ color: Color) -> Color { Color(resolved: color.resolvedColor(in: EnvironmentValues())) }
