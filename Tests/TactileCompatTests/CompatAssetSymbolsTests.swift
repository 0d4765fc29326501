import Foundation
import TactileCompat
import TactileLab
import Testing

/// The asset symbols Xcode generates for a target's catalogs (`Image(.avatar)`, `Color(.brand)`),
/// named as Xcode names them and compiled with the target.
@Suite("Compatibility report: generated asset symbols")
struct CompatAssetSymbolsTests {
    /// Writes an asset catalog holding `sets` (paths of set folders, with their own `Contents.json`
    /// when given) under `folder`.
    static func catalog(at folder: URL, _ sets: [String: String?]) throws {
        for (path, contents) in sets {
            let set = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try Data((contents ?? #"{"info": {"version": 1, "author": "xcode"}}"#).utf8).write(to: set.appendingPathComponent("Contents.json"))
        }
    }

    @Test("symbols are the names in lower camel case, without a trailing Color or Image; namespaced folders and other sets give none")
    func symbolNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)/Assets.xcassets")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Self.catalog(at: folder, [
            "AccentColor.colorset": nil, "Brand Primary.colorset": nil, "default.colorset": nil,
            "avatar.imageset": nil, "heroImage.imageset": nil, "2x-logo.imageset": nil, "URLBadge.imageset": nil,
            "AppIcon.appiconset": nil, "Icons/star_filled.imageset": nil,
            "Tabs": #"{"info": {"version": 1}, "properties": {"provides-namespace": true}}"#, "Tabs/home.imageset": nil,
        ])
        let symbols = CompatAssetSymbols(catalogs: [folder])
        #expect(symbols.colors == ["accent": "AccentColor", "brandPrimary": "Brand Primary", "`default`": "default"])
        #expect(symbols.images == ["avatar": "avatar", "hero": "heroImage", "_2xLogo": "2x-logo", "urlBadge": "URLBadge", "starFilled": "star_filled"])
        #expect(CompatAssetSymbols.symbol(for: "Color", dropping: "Color") == "color", "a name that is only the suffix keeps it")
        #expect(CompatAssetSymbols(catalogs: [folder.appendingPathComponent("Missing.xcassets")]).source == nil)
    }

    static let project = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	objectVersion = 56;
        	objects = {
        		A1 = {isa = PBXBuildFile; fileRef = F1; };
        		A2 = {isa = PBXBuildFile; fileRef = F2; };
        		F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Profile.swift; sourceTree = "<group>"; };
        		F2 = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
        		G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
        		G1 = {isa = PBXGroup; children = (F1, F2); path = Profile; sourceTree = "<group>"; };
        		P1 = {isa = PBXSourcesBuildPhase; files = (A1); };
        		P2 = {isa = PBXResourcesBuildPhase; files = (A2); };
        		T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, P2); name = Profile; productType = "com.apple.product-type.application"; };
        		T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (P1, P2); name = Legacy; productType = "com.apple.product-type.application"; };
        		L0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
        		L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
        		L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
        		C0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; SWIFT_VERSION = 5.0; }; name = Debug; };
        		C1 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Profile; }; name = Debug; };
        		C2 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Legacy; ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS = NO; }; name = Debug; };
        		R0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; projectDirPath = ""; targets = (T1, T2); };
        	};
        	rootObject = R0;
        }
        """

    @Test("an app target using Image(.avatar) and Color(.brand) type-checks with the symbols of its Resources phase's catalog; a target that turns them off does not")
    func appTargetTypeChecks() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.catalog(at: folder.appendingPathComponent("Profile/Assets.xcassets"), ["avatar.imageset": nil, "BrandColor.colorset": nil])
        try Data("""
            import SwiftUI

            struct ProfileHeader: View {
                var body: some View {
                    Image(.avatar)
                        .clipShape(Circle())
                        .overlay(Circle().stroke(Color(.brand), lineWidth: 2))
                        .onTapGesture { _ = UIImage(resource: .avatar) }
                }
            }
            """.utf8).write(to: folder.appendingPathComponent("Profile/Profile.swift"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try Data(Self.project.utf8).write(to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"))

        let executable = try #require(Bundle.main.executableURL)
        let checker = CompatChecker(toolchain: try LabToolchain.find(executable: executable, linking: false))
        try await checker.prepare()
        let report = await checker.report(paths: [folder])
        #expect(report.modules.map(\.name) == ["Profile", "Legacy"])
        #expect(report.modules.map(\.verdict) == [.passes, .fails], "Legacy sets ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS = NO")
    }
}
