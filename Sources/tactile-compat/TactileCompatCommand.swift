import ArgumentParser
import Foundation
import TactileCompat
import TactileLab

/// `tactile-compat`: the command-line shell around `TactileCompat` (docs/SOURCE-COMPATIBILITY.md).
/// It parses arguments, prints the report and sets the exit status; every decision is the library's.
@main
struct TactileCompatCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile-compat",
        abstract: "Type-checks SwiftUI code as written through Tactile's SwiftUI and ranks what is missing.",
        discussion: """
        Each PATH is a package (its library and executable targets), a folder without Package.swift (an Xcode \
        app: each target of its project as a module; with no readable project, every .swift file under it as \
        one module) or a .swift file. A package is compiled for Linux, as a package using Tactile's SwiftUI \
        product builds it, unless its code imports UIKit outside every #if (it builds only for a UIKit platform: \
        compiled as iOS); an Xcode target for the platform of its SDK (SDKROOT: os(iOS) true and import UIKit \
        answered for an iOS app); --platform linux or ios compiles everything for one. \
        Exit status: 0 every module type-checks, \
        1 some do not, 2 usage error or Tactile's modules could not be prepared.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    enum Platform: String, ExpressibleByArgument, CaseIterable {
        case auto, linux, ios

        var compat: CompatPlatform? { self == .auto ? nil : self == .ios ? .iOS : .linux }
    }

    @Argument(help: "Packages, folders or .swift files to check.")
    var paths: [String]

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @Option(help: "The platform the code is compiled for: auto (an Xcode target for its SDK's platform, code importing UIKit outside #if as iOS, other packages for Linux), linux (as a SwiftPM build through the SwiftUI product) or ios (os(iOS) true, import UIKit).")
    var platform: Platform = .auto

    @Option(help: "Places shown per missing API in the text report.")
    var places: Int = CompatConfiguration.standard.placesShown

    @Option(name: .customLong("checkouts"), help: "A folder of checkouts of the packages the code names by URL (each named as the URL's last part, or owner+name), looked in after each package's own .build/checkouts. Repeatable.")
    var checkouts: [String] = []

    func run() async throws {
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let checker: CompatChecker
        do {
            var configuration = CompatConfiguration.standard
            configuration.checkoutFolders = checkouts.map { URL(fileURLWithPath: $0).standardizedFileURL }
            checker = CompatChecker(toolchain: try LabToolchain.find(executable: executable, linking: false), configuration: configuration,
                                    platform: platform.compat)
            try await checker.prepare()
        } catch {
            FileHandle.standardError.write(Data("tactile-compat: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let report = await checker.report(paths: paths.map { URL(fileURLWithPath: $0) }) { module in
            FileHandle.standardError.write(Data("checking \(module.name) (\(module.files.count) files, Swift \(module.languageMode))\n".utf8))
        }
        print(format == .json ? report.json() : report.text(placesShown: places), terminator: format == .json ? "\n" : "")
        if report.passing < report.ownModules.count || !report.unreadable.isEmpty { throw ExitCode(1) }
    }
}
