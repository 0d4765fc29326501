import Foundation
import TactileLab
import TactileUI
import Testing

/// Variants (docs/LAB-PROTOCOL.md, "Variants"; issue 36, item 4): a scene opened with a `device`
/// runs on that device's screen, safe area, appearance and text size, each instance on its own
/// clock; a bad choice is an error value and the session goes on.
@Suite("Lab variants")
@MainActor
struct LabVariantTests {
    /// A view that shows what the device tells it, and counts taps on its button.
    struct DeviceReport: View {
        @Environment(\.colorScheme) var colorScheme
        @Environment(\.dynamicTypeSize) var dynamicTypeSize
        @State var taps = 0

        var body: some View {
            GeometryReader { proxy in
                VStack {
                    Text("scheme \(String(describing: colorScheme))")
                    Text("type \(String(describing: dynamicTypeSize))")
                    Text("top \(Int(proxy.safeAreaInsets.top)) bottom \(Int(proxy.safeAreaInsets.bottom))")
                    Text("size \(Int(proxy.size.width))x\(Int(proxy.size.height))")
                    Button("Tap") { taps += 1 }
                }
            }
            .ignoresSafeArea()
        }
    }

    static let catalog = [LabCatalog.Entry(id: "device-report", title: "Device report", seed: "lab", kind: "preview",
                                            source: "", make: { AnyView(DeviceReport()) })]

    static func open(device: String? = nil, canvas: String? = nil) -> (LabSession, [LabReply]) {
        let session = LabSession(catalog: catalog)
        var fields = [#""type":"open""#, #""scene":"device-report""#, #""time":0"#]
        if let device { fields.append(#""device":\#(device)"#) }
        if let canvas { fields.append(#""canvas":\#(canvas)"#) }
        let replies = session.handle(text: "{" + fields.joined(separator: ",") + "}")
        return (session, replies)
    }

    @Test func aSceneOpenedOnADeviceSeesItsScreenSafeAreaAppearanceAndTextSize() throws {
        let (_, replies) = Self.open(device: #"{"name":"iPhone 16 Pro","colorScheme":"dark","dynamicTypeSize":"accessibility2"}"#)
        let svg = try LabSeekTests.frame(replies).svg
        #expect(svg.contains("scheme dark"))
        #expect(svg.contains("type accessibility2"))
        #expect(svg.contains("top 62 bottom 34"), "iPhone 16 Pro's safe area")
        #expect(svg.contains("size 402x874"), "the whole screen, as the view ignores the safe area")
        #expect(svg.contains(#"viewBox="0 0 402 874""#), "the frame is the device's screen")
    }

    @Test func aDeviceWithoutSettingsKeepsThePresetsLightAndLargeAndIgnoresTheCanvas() throws {
        let (_, replies) = Self.open(device: #"{"name":"iPhone SE (3rd generation)"}"#, canvas: #"{"width":200,"height":200}"#)
        let svg = try LabSeekTests.frame(replies).svg
        #expect(svg.contains("scheme light"))
        #expect(svg.contains("type large"))
        #expect(svg.contains("top 20 bottom 0"))
        #expect(svg.contains("size 375x667"))
    }

    @Test func withoutADeviceASceneRunsOnABareCanvasAsBefore() throws {
        let (_, replies) = Self.open(canvas: #"{"width":300,"height":500}"#)
        let svg = try LabSeekTests.frame(replies).svg
        #expect(svg.contains("top 0 bottom 0"))
        #expect(svg.contains("size 300x500"))
    }

    @Test func resetAndSeekKeepTheInstancesDevice() throws {
        let (session, _) = Self.open(device: #"{"name":"iPad mini (A17 Pro)","colorScheme":"dark"}"#)
        let reset = try LabSeekTests.frame(session.handle(text: #"{"type":"reset","time":0}"#)).svg
        #expect(reset.contains("size 744x1133") && reset.contains("scheme dark"))
        _ = session.handle(text: #"{"type":"tick","time":0,"seq":1}"#)
        _ = session.handle(text: #"{"type":"tick","time":100,"seq":2}"#)
        let moment = try LabSeekTests.moment(session.handle(text: #"{"type":"seek","time":0.05}"#))
        #expect(moment.svg.contains("size 744x1133") && moment.svg.contains("scheme dark"))
    }

    @Test(arguments: [
        (#"{"name":"iPhone 99"}"#, "there is no device \"iPhone 99\""),
        (#"{"name":"iPhone 16","colorScheme":"sepia"}"#, "\"colorScheme\" must be \"light\" or \"dark\""),
        (#"{"name":"iPhone 16","dynamicTypeSize":"huge"}"#, "\"dynamicTypeSize\" must be one of"),
        (#"{"colorScheme":"dark"}"#, "\"open\""),
    ])
    func aBadDeviceIsAnInvalidMessageAndTheSessionGoesOn(device: String, message: String) throws {
        let (session, replies) = Self.open(device: device)
        guard replies.count == 1, case .error(let error, _) = replies[0] else {
            Issue.record("not one error: \(replies)")
            return
        }
        #expect(error.code == .invalidMessage)
        #expect(error.message.contains(message), "\(error.message)")
        let frame = try LabSeekTests.frame(session.handle(text: #"{"type":"open","scene":"device-report","time":0,"device":{"name":"iPhone 16"}}"#))
        #expect(frame.svg.contains("size 393x852"))
    }

    @Test func twoVariantsOfOneSceneAreIndependentInstances() throws {
        let (dark, _) = Self.open(device: #"{"name":"iPhone 16","colorScheme":"dark"}"#)
        let (light, _) = Self.open(device: #"{"name":"iPhone 16"}"#)
        // Tap the button of the dark variant only (found by its label in the frame).
        let tapAt = try Self.buttonCentre(in: LabSeekTests.frame(dark.handle(text: #"{"type":"tick","time":0,"seq":1}"#)).svg)
        let down = #"{"type":"touches","time":10,"seq":2,"touches":[{"id":1,"phase":"began","x":\#(tapAt.x),"y":\#(tapAt.y)}]}"#
        let up = #"{"type":"touches","time":60,"seq":3,"touches":[{"id":1,"phase":"ended","x":\#(tapAt.x),"y":\#(tapAt.y)}]}"#
        _ = dark.handle(text: down)
        let tapped = try LabSeekTests.frame(dark.handle(text: up))
        #expect(tapped.state.first { $0.name == "taps" }?.value == "1")
        let other = try LabSeekTests.frame(light.handle(text: #"{"type":"tick","time":60,"seq":2}"#))
        #expect(other.state.first { $0.name == "taps" }?.value == "0", "the light variant was not touched")
    }

    @Test func theDeviceListNamesEveryPresetWithItsScreenAndTheSettings() throws {
        let list = LabDeviceList.all
        #expect(list.devices.map(\.name) == Device.presets.map(\.name))
        let pro = try #require(list.devices.first { $0.name == "iPhone 16 Pro" })
        #expect(pro.canvas.width == 402 && pro.canvas.height == 874)
        #expect(pro.safeAreaInsets.top == 62 && pro.safeAreaInsets.bottom == 34)
        #expect(pro.displayScale == 3)
        #expect(list.colorSchemes == ["light", "dark"])
        #expect(list.dynamicTypeSizes.first == "xSmall" && list.dynamicTypeSizes.last == "accessibility5")
        #expect(list.dynamicTypeSizes.count == 12)
    }

    @Test func getDevicesAnswersTheListAsJSON() async throws {
        try await withLiveLab { client in
            try await client.execute(uri: "/api/devices", method: .get) { response in
                #expect(response.status == .ok)
                let body = try #require(try json(response) as? JSONObject)
                let devices = try #require(body["devices"] as? [JSONObject])
                #expect(devices.count == Device.presets.count)
                #expect(devices.first?["name"] as? String == Device.presets.first?.name)
                #expect((body["colorSchemes"] as? [String]) == ["light", "dark"])
            }
        }
    }

    /// The centre of the text "Tap" in `svg`, read from its `<text>` element's transform.
    static func buttonCentre(in svg: String) throws -> (x: Double, y: Double) {
        let line = try #require(svg.split(separator: "\n").first { $0.contains(">Tap<") }, "no Tap label in the frame")
        let matrix = try #require(line.firstRange(of: "matrix(").map { line[$0.upperBound...] }, "no transform: \(line)")
        let numbers = matrix.prefix { $0 != ")" }.split(separator: " ").compactMap { Double($0) }
        let origin = try #require(numbers.count == 6 ? (x: numbers[4], y: numbers[5]) : nil, "no matrix in \(line)")
        return (origin.x + 10, origin.y + 5)
    }
}
