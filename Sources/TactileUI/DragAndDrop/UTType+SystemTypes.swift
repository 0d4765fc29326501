import Foundation

/// The system's types (UniformTypeIdentifiers' `UTType` constants): identifier, parents,
/// preferred filename extension and MIME type as Apple declares them (`UTCoreTypes.h`, and the
/// declarations `UTType(_:)` reports on iOS 18 for `supertypes`).
extension UTType {
    public static let item = system("public.item", [])
    public static let content = system("public.content", ["public.item"])
    public static let compositeContent = system("public.composite-content", ["public.content"])
    public static let diskImage = system("public.disk-image", ["public.data", "public.archive"])
    public static let data = system("public.data", ["public.item"])
    public static let directory = system("public.directory", ["public.item"])
    public static let resolvable = system("com.apple.resolvable", [])
    public static let symbolicLink = system("public.symlink", ["public.item", "com.apple.resolvable"])
    public static let executable = system("public.executable", ["public.item"])
    public static let mountPoint = system("com.apple.mount-point", ["public.directory", "com.apple.resolvable"])
    public static let aliasFile = system("com.apple.alias-file", ["public.data", "com.apple.resolvable"])
    public static let urlBookmarkData = system("com.apple.bookmark", ["public.data", "com.apple.resolvable"])
    public static let url = system("public.url", ["public.data"])
    public static let fileURL = system("public.file-url", ["public.url"])
    public static let text = system("public.text", ["public.data", "public.content"])
    public static let plainText = system("public.plain-text", ["public.text"], "txt", "text/plain")
    public static let utf8PlainText = system("public.utf8-plain-text", ["public.plain-text"])
    public static let utf16ExternalPlainText = system("public.utf16-external-plain-text", ["public.plain-text"])
    public static let utf16PlainText = system("public.utf16-plain-text", ["public.plain-text"])
    public static let delimitedText = system("public.delimited-values-text", ["public.text"])
    public static let commaSeparatedText = system("public.comma-separated-values-text", ["public.delimited-values-text"], "csv", "text/csv")
    public static let tabSeparatedText = system("public.tab-separated-values-text", ["public.delimited-values-text"], "tsv", "text/tab-separated-values")
    public static let utf8TabSeparatedText = system("public.utf8-tab-separated-values-text", ["public.tab-separated-values-text"])
    public static let rtf = system("public.rtf", ["public.text"], "rtf", "text/rtf")
    public static let html = system("public.html", ["public.text"], "html", "text/html")
    public static let xml = system("public.xml", ["public.text"], "xml", "application/xml")
    public static let yaml = system("public.yaml", ["public.text"], "yaml", "application/x-yaml")
    public static let sourceCode = system("public.source-code", ["public.plain-text"])
    public static let swiftSource = system("public.swift-source", ["public.source-code"], "swift")
    public static let script = system("public.script", ["public.source-code"])
    public static let shellScript = system("public.shell-script", ["public.script"], "sh", "application/x-sh")
    public static let pythonScript = system("public.python-script", ["public.script"], "py", "text/x-python-script")
    public static let javaScript = system("com.netscape.javascript-source", ["public.source-code"], "js", "text/javascript")
    public static let json = system("public.json", ["public.text"], "json", "application/json")
    public static let propertyList = system("com.apple.property-list", ["public.data"], "plist")
    public static let xmlPropertyList = system("com.apple.xml-property-list", ["public.xml", "com.apple.property-list"])
    public static let binaryPropertyList = system("com.apple.binary-property-list", ["com.apple.property-list"])
    public static let pdf = system("com.adobe.pdf", ["public.data", "public.composite-content"], "pdf", "application/pdf")
    public static let rtfd = system("com.apple.rtfd", ["com.apple.package", "public.composite-content"], "rtfd")
    public static let flatRTFD = system("com.apple.flat-rtfd", ["public.data", "public.composite-content"], "rtfd")
    public static let log = system("public.log", ["public.text"], "log")
    public static let image = system("public.image", ["public.data", "public.content"])
    public static let jpeg = system("public.jpeg", ["public.image"], "jpeg", "image/jpeg")
    public static let tiff = system("public.tiff", ["public.image"], "tiff", "image/tiff")
    public static let gif = system("com.compuserve.gif", ["public.image"], "gif", "image/gif")
    public static let png = system("public.png", ["public.image"], "png", "image/png")
    public static let icns = system("com.apple.icns", ["public.image"], "icns")
    public static let bmp = system("com.microsoft.bmp", ["public.image"], "bmp", "image/bmp")
    public static let ico = system("com.microsoft.ico", ["public.image"], "ico", "image/vnd.microsoft.icon")
    public static let rawImage = system("public.camera-raw-image", ["public.image"])
    public static let svg = system("public.svg-image", ["public.image", "public.xml"], "svg", "image/svg+xml")
    public static let livePhoto = system("com.apple.live-photo", ["public.composite-content"])
    public static let heif = system("public.heif", ["public.heif-standard"], "heif", "image/heif")
    public static let heic = system("public.heic", ["public.heif-standard"], "heic", "image/heic")
    public static let webP = system("org.webmproject.webp", ["public.image"], "webp", "image/webp")
    public static let threeDContent = system("public.3d-content", ["public.content"])
    public static let usdz = system("com.pixar.universal-scene-description-mobile", ["public.3d-content", "public.zip-archive"], "usdz", "model/vnd.usdz+zip")
    public static let audiovisualContent = system("public.audiovisual-content", ["public.data", "public.content"])
    public static let movie = system("public.movie", ["public.audiovisual-content"])
    public static let video = system("public.video", ["public.movie"])
    public static let audio = system("public.audio", ["public.audiovisual-content"])
    public static let quickTimeMovie = system("com.apple.quicktime-movie", ["public.movie"], "mov", "video/quicktime")
    public static let mpeg = system("public.mpeg", ["public.movie"], "mpg", "video/mpeg")
    public static let mpeg2Video = system("public.mpeg-2-video", ["public.movie"], "m2v", "video/mpeg2")
    public static let mpeg4Movie = system("public.mpeg-4", ["public.movie"], "mp4", "video/mp4")
    public static let mp3 = system("public.mp3", ["public.audio"], "mp3", "audio/mpeg")
    public static let mpeg4Audio = system("public.mpeg-4-audio", ["public.mpeg-4", "public.audio"], "m4a", "audio/mp4")
    public static let wav = system("com.microsoft.waveform-audio", ["public.audio"], "wav", "audio/vnd.wave")
    public static let aiff = system("public.aiff-audio", ["public.audio"], "aiff", "audio/aiff")
    public static let midi = system("public.midi-audio", ["public.audio"], "midi", "audio/midi")
    public static let playlist = system("public.playlist", ["public.item"])
    public static let m3uPlaylist = system("public.m3u-playlist", ["public.playlist", "public.plain-text"], "m3u", "audio/mpegurl")
    public static let folder = system("public.folder", ["public.directory"])
    public static let volume = system("public.volume", ["public.folder"])
    public static let package = system("com.apple.package", ["public.directory"])
    public static let bundle = system("com.apple.bundle", ["public.directory"])
    public static let pluginBundle = system("com.apple.plugin", ["com.apple.bundle", "com.apple.package"])
    public static let framework = system("com.apple.framework", ["com.apple.bundle"], "framework")
    public static let application = system("com.apple.application", ["public.executable"])
    public static let applicationBundle = system("com.apple.application-bundle", ["com.apple.application", "com.apple.bundle", "com.apple.package"], "app")
    public static let archive = system("public.archive", ["public.data"])
    public static let gzip = system("org.gnu.gnu-zip-archive", ["public.archive"], "gz", "application/x-gzip")
    public static let bz2 = system("public.bzip2-archive", ["public.archive"], "bz2", "application/x-bzip2")
    public static let zip = system("public.zip-archive", ["com.pkware.zip-archive"], "zip", "application/zip")
    public static let appleArchive = system("com.apple.archive", ["public.archive"], "aar")
    public static let spreadsheet = system("public.spreadsheet", ["public.content"])
    public static let presentation = system("public.presentation", ["public.composite-content"])
    public static let database = system("public.database", ["public.item"])
    public static let message = system("public.message", ["public.item"])
    public static let contact = system("public.contact", ["public.item"])
    public static let vCard = system("public.vcard", ["public.text", "public.contact"], "vcf", "text/vcard")
    public static let toDoItem = system("public.to-do-item", ["public.item"])
    public static let calendarEvent = system("public.calendar-event", ["public.item"])
    public static let emailMessage = system("public.email-message", ["public.message"], "eml", "message/rfc822")
    public static let internetLocation = system("com.apple.internet-location", ["public.data"])
    public static let internetShortcut = system("com.microsoft.internet-shortcut", ["com.apple.internet-location"], "url")
    public static let font = system("public.font", ["public.data", "public.content"])
    public static let bookmark = system("com.apple.bookmark", ["public.data", "com.apple.resolvable"])
    public static let pkcs12 = system("com.rsa.pkcs-12", ["public.data"], "p12", "application/x-pkcs12")
    public static let x509Certificate = system("public.x509-certificate", ["public.data"], "cer", "application/x-x509-ca-cert")
    public static let epub = system("org.idpf.epub-container", ["public.zip-archive", "public.composite-content"], "epub", "application/epub+zip")

    /// Declared types that have no public constant but are parents of those that do.
    private static let parentsWithoutConstants: [UTType] = [
        UTType(identifier: "public.heif-standard", parents: ["public.image"]),
        UTType(identifier: "com.pkware.zip-archive", parents: ["public.archive"]),
    ]

    private static func system(_ identifier: String, _ parents: [String], _ filenameExtension: String? = nil, _ mimeType: String? = nil) -> UTType {
        UTType(identifier: identifier, parents: parents, filenameExtension: filenameExtension, mimeType: mimeType)
    }

    /// Every system type by lowercased identifier.
    static let systemTypes: [String: UTType] = {
        let all: [UTType] = [
            .item, .content, .compositeContent, .diskImage, .data, .directory, .resolvable, .symbolicLink, .executable,
            .mountPoint, .aliasFile, .urlBookmarkData, .url, .fileURL, .text, .plainText, .utf8PlainText,
            .utf16ExternalPlainText, .utf16PlainText, .delimitedText, .commaSeparatedText, .tabSeparatedText,
            .utf8TabSeparatedText, .rtf, .html, .xml, .yaml, .sourceCode, .swiftSource, .script, .shellScript,
            .pythonScript, .javaScript, .json, .propertyList, .xmlPropertyList, .binaryPropertyList, .pdf, .rtfd,
            .flatRTFD, .log, .image, .jpeg, .tiff, .gif, .png, .icns, .bmp, .ico, .rawImage, .svg, .livePhoto, .heif,
            .heic, .webP, .threeDContent, .usdz, .audiovisualContent, .movie, .video, .audio, .quickTimeMovie, .mpeg,
            .mpeg2Video, .mpeg4Movie, .mp3, .mpeg4Audio, .wav, .aiff, .midi, .playlist, .m3uPlaylist, .folder, .volume,
            .package, .bundle, .pluginBundle, .framework, .application, .applicationBundle, .archive, .gzip, .bz2,
            .zip, .appleArchive, .spreadsheet, .presentation, .database, .message, .contact, .vCard, .toDoItem,
            .calendarEvent, .emailMessage, .internetLocation, .internetShortcut, .font, .pkcs12, .x509Certificate, .epub,
        ] + parentsWithoutConstants
        var table: [String: UTType] = [:]
        for type in all where table[type.identifier.lowercased()] == nil { table[type.identifier.lowercased()] = type }
        return table
    }()
}
