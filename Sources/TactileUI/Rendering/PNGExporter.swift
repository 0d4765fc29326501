import Foundation

/// Why a PNG could not be made. PNG export is optional: it needs `rsvg-convert` on the machine.
package enum PNGExportError: Error, Equatable {
    /// No `rsvg-convert` executable was found on `PATH`.
    case converterNotInstalled
    /// The converter ran but failed, with its status and error output.
    case conversionFailed(status: Int32, message: String)
}

/// Converts SVG to PNG with `rsvg-convert` when it is installed.
package enum PNGExporter {
    /// The `rsvg-convert` executable on `PATH`, if any.
    package static var converterPath: String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.map { "\($0)/rsvg-convert" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The PNG bytes of `svg`, or why there are none.
    package static func png(fromSVG svg: String) -> Result<Data, PNGExportError> {
        guard let converter = converterPath else { return .failure(.converterNotInstalled) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: converter)
        process.arguments = ["--format", "png"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch {
            return .failure(.conversionFailed(status: -1, message: "\(error)"))
        }
        input.fileHandleForWriting.write(Data(svg.utf8))
        try? input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .failure(.conversionFailed(status: process.terminationStatus, message: message))
        }
        return .success(data)
    }
}
