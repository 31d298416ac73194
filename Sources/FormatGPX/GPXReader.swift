import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel
import XMLFormatSupport
import XMLStreaming

/// Streaming GPX 1.0/1.1 reader over `XMLStreamParser` (libxml2 SAX2).
///
/// Each `<trk>` becomes a `Workout` (or one workout for the whole file with `gpx.mergeTracks=true`):
/// its points form one `WorkoutRoute`, several `<trkseg>` give pause/resume events, and per-point
/// extension values (heart rate, cadence, power, temperature, distance) become series samples.
/// `<metadata>`, `<wpt>` and `<rte>` are kept as `OpaqueRecord`s (format "gpx"). Only one track is
/// held in memory at a time.
package struct GPXReader: FormatReader {
  /// The reader's options.
  package var options: GPXOptions

  /// Makes a reader.
  package init(options: GPXOptions = GPXOptions()) { self.options = options }

  package func read(_ input: InputSource, into sink: any HealthItemSink, context: ConversionContext) throws {
    let sink = ReadCheckSink.wrapping(sink, context: context)
    var xmlOptions = XMLStreamOptions().applying(context.options.values)
    xmlOptions.allowHugeNodes = options.base.allowHugeXML
    xmlOptions.controlCharacters = .warn
    let handler = GPXReadHandler(sink: sink, context: context, options: options)
    let parser = XMLStreamParser(handler: handler, options: xmlOptions, fileName: context.inputName)
    var sawBytes = false
    do {
      try input.withChunks(chunkSize: 1 << 18) { chunk in
        if !chunk.isEmpty { sawBytes = true }
        try parser.feed(chunk)
      }
      guard sawBytes else {
        throw ConversionError(
          .invalidInput, "empty input: not a GPX file",
          at: SourceLocation(file: context.inputName, byteOffset: 0, line: 1, column: 1))
      }
      try parser.finish()
    } catch let error as XMLStreamError {
      let converted = ConversionError(error, file: context.inputName)
      guard handler.sawRoot, handler.isGPX, context.options.damagePolicy != .fail else { throw converted }
      // Damaged part way: keep what came before.
      try handler.flushPartial()
      try context.recovered(from: converted)
    }
    for warning in parser.warnings where warning.code == .controlCharacterReplaced {
      context.warn(
        .xmlControlCharacter(message: warning.message),
        at: Self.location(warning.location, file: context.inputName))
    }
    try handler.finishDocument()
  }

  static func location(_ l: XMLLocation, file: String) -> SourceLocation {
    SourceLocation(xml: l, file: file)
  }
}

/// Namespace URIs the reader and writer know.
enum GPXNamespace {
  static let gpx10 = "http://www.topografix.com/GPX/1/0"
  static let gpx11 = "http://www.topografix.com/GPX/1/1"
  static let trackPointV1 = "http://www.garmin.com/xmlschemas/TrackPointExtension/v1"
  static let trackPointV2 = "http://www.garmin.com/xmlschemas/TrackPointExtension/v2"
  static let gpxx = "http://www.garmin.com/xmlschemas/GpxExtensions/v3"
  static let power = "http://www.garmin.com/xmlschemas/PowerExtension/v1"
  static let gpxdata = "http://www.cluetrust.com/XML/GPXDATA/1/0"
  /// wkconv's own extension namespace (see README): typed metadata, device, source, accuracy.
  static let wkconv = "urn:wkconv:gpx:1"
}

/// Metadata keys the GPX reader and writer use.
package enum GPXMetadataKeys {
  /// `trk/name` (and `rte/name` etc. inside opaque records).
  package static let name = "GPX:name"
  package static let comment = "GPX:cmt"
  package static let description = "GPX:desc"
  package static let source = "GPX:src"
  package static let number = "GPX:number"
  /// The `<type>` text when it is not the activity type's own name.
  package static let type = "GPX:type"
  package static let link = "GPX:link"
  package static let linkText = "GPX:link.text"
  package static let linkType = "GPX:link.type"
  /// Prefix of unknown track-level extension values: `GPX:extension:<local name path>`.
  package static let extensionPrefix = "GPX:extension:"
  /// The standard `trk` children in schema order, with their element names.
  static let trackFields: [(key: String, element: String)] = [
    (name, "name"), (comment, "cmt"), (description, "desc"), (source, "src"),
  ]
}

/// The reader's per-element state (see `GPXReadHandler.hot`).
struct GPXHotState {
  /// The point being read, valid while `inPoint`.
  var point = GPXPoint(latitude: .nan, longitude: .nan)
  var inPoint = false
  /// Mirrors of `captureStack` being non-empty and `track` being set.
  var capturing = false
  var hasTrack = false
  var inSegment = false
  var pointDepth = 0
  /// Depth of trk/extensions when inside, else 0.
  var trackDepthExtensions = 0
  var trackLinkDepth = 0
  var pointExtensionsDepth = 0
}

/// One point being read.
struct GPXPoint {
  var latitude: Double
  var longitude: Double
  var altitude: Double?
  var time: Date?
  var speed: Double?
  var course: Double?
  var horizontalAccuracy: Double?
  var verticalAccuracy: Double?
  var heartRate: Double?
  var cadence: Double?
  var power: Double?
  var temperature: Double?
  var distance: Double?
  var waterTemperature: Double?
  var depth: Double?
}

/// The track (or merged tracks) being read.
struct GPXTrack {
  var fields: [String: String] = [:]
  var linkHref: String?
  var linkText: String?
  var linkType: String?
  var typeText: String?
  var number: String?
  var extensionMetadata = Metadata()
  var wkxMetadata = Metadata()
  var wkxSource: Source??
  var wkxDevice: Device?
  var wkxStart: Timestamp?
  var wkxEnd: Timestamp?
  var wkxCreationDate: Timestamp?
  var wkxDuration: Double?
  var isStandaloneRoute = false
  /// For merged tracks: the names of later tracks.
  var extraNames: [String] = []
}

final class GPXReadHandler: XMLStreamHandler {
  let sink: any HealthItemSink
  let context: ConversionContext
  let options: GPXOptions

  private(set) var sawRoot = false
  private(set) var isGPX = false
  private var isVersion10 = false
  private var creator: String?
  private var fileTime: Timestamp?
  private var headerEmitted = false
  private var metadataRecord: OpaqueRecord?

  // Generic capture of metadata / wpt / rte / (1.0 top-level fields) as opaque trees.
  private var captureStack: [OpaqueRecord] = [] {
    didSet { hot.pointee.capturing = !captureStack.isEmpty }
  }
  private var captureBaseDepth = 0
  private var capturingGlobal10 = false

  // Track state.
  private var track: GPXTrack? {
    didSet { hot.pointee.hasTrack = track != nil }
  }
  /// The points of the track being read (spooled whatever the sink: the one assembler,
  /// `GPXTrackAssembler.assemble(_:)`, builds the workout from them).
  private var spool: GPXPointSpool?
  private var spoolError: Error?
  /// Per-element state behind a pointer: a class's stored properties pay a dynamic exclusivity check
  /// on every access, and these are read for every element of every point.
  private let hot = StateBox(GPXHotState())
  private var trackExtensionPath: [String] = []
  private var wkxMetaKey: String?
  private var wkxMetaType: String?
  private var trackIndex = 0
  private var itemsEmitted = 0

  // Counters for the report.
  private var droppedPointFields: [String: Int] = [:]
  private var droppedPointFieldLocation: [String: SourceLocation] = [:]
  private var untimedPoints = 0
  private var untimedLocation: SourceLocation?
  private var invalidPoints = 0
  private var invalidPointLocation: SourceLocation?

  init(sink: any HealthItemSink, context: ConversionContext, options: GPXOptions) {
    self.sink = sink
    self.context = context
    self.options = options
  }

  // MARK: - Events

  func startElement(_ element: XMLStartElement, parser: XMLStreamParser) throws -> XMLTextRequest {
    let depth = element.depth
    if depth == 1 {
      sawRoot = true
      guard element.localName == "gpx" else {
        throw ConversionError(
          .invalidInput, "not a GPX file: the root element is <\(element.localName.string)>, not <gpx>",
          at: GPXReader.location(parser.location, file: context.inputName),
          hint: "name the input's format with --from")
      }
      isGPX = true
      let namespace = element.namespaceURI?.string
      let version = element.attributes["version"]?.string
      isVersion10 = namespace == GPXNamespace.gpx10 || (namespace == nil && version == "1.0")
      if let c = element.attributes["creator"]?.string, !c.isEmpty { creator = c }
      return .skip
    }
    // Generic capture in progress (metadata, wpt, rte, 1.0 globals).
    if hot.pointee.capturing {
      return try startCapture(element, parser: parser)
    }
    if depth == 2 {
      let name = element.localName
      if name == "metadata" {
        captureBaseDepth = 2
        return try startCapture(element, parser: parser)
      }
      if name == "trk" {
        try emitHeader()
        beginTrack()
        return .skip
      }
      if name == "wpt" || name == "rte" {
        try emitHeader()
        captureBaseDepth = 2
        return try startCapture(element, parser: parser)
      }
      if name == "extensions" {
        captureBaseDepth = 2
        return try startCapture(element, parser: parser)
      }
      // GPX 1.0 (or sloppy 1.1) top-level metadata fields: name, desc, author, email, url, urlname,
      // time, keywords, bounds.
      captureBaseDepth = 2
      capturingGlobal10 = true
      return try startCapture(element, parser: parser)
    }
    guard hot.pointee.hasTrack else { return .skip }
    return try startTrackElement(element, parser: parser)
  }

  func endElement(_ element: XMLEndElement, text: XMLBytes?, parser: XMLStreamParser) throws {
    let depth = element.depth
    if hot.pointee.capturing {
      try endCapture(element, text: text, parser: parser)
      return
    }
    guard hot.pointee.hasTrack, depth >= 2 else { return }
    try endTrackElement(element, text: text, parser: parser)
  }

  // MARK: - Generic capture

  private func isGPXNamespace(_ uri: XMLName?) -> Bool {
    guard let uri else { return true }
    return uri == "http://www.topografix.com/GPX/1/1" || uri == "http://www.topografix.com/GPX/1/0"
  }

  /// Most elements one opaque record may hold (`OpaqueContentLimit`).
  private lazy var maxOpaqueElements = OpaqueContentLimit.maxElements(context.options)
  private var capturedElements = 0

  private func startCapture(_ element: XMLStartElement, parser: XMLStreamParser) throws -> XMLTextRequest {
    if captureStack.isEmpty { capturedElements = 0 }
    capturedElements += 1
    if capturedElements > maxOpaqueElements {
      throw OpaqueContentLimit.exceeded(
        captureStack.first?.name ?? element.localName.string, limit: maxOpaqueElements,
        at: GPXReader.location(parser.location, file: context.inputName))
    }
    var attributes: [KeyValue] = []
    let foreign = !isGPXNamespace(element.namespaceURI)
    if foreign, let uri = element.namespaceURI { attributes.append(KeyValue("xmlns", uri.string)) }
    let insideExtensions = captureStack.contains {
      $0.name == "extensions" && !$0.attributes.contains { $0.key == "xmlns" }
    }
    if insideExtensions && !foreign {
      // An element in the GPX (or no) namespace inside <extensions>: GPX 1.1 only allows other
      // namespaces there, so it cannot be written back; report it and keep the parent.
      noteDropped("extension <\(element.localName.string)> without a namespace", parser: parser)
      captureStack.append(OpaqueRecord(format: "gpx", name: "\u{0}skip"))
      return .skip
    }
    if captureStack.last?.name == "\u{0}skip" {
      captureStack.append(OpaqueRecord(format: "gpx", name: "\u{0}skip"))
      return .skip
    }
    for attribute in element.attributes where attribute.namespaceURI == nil {
      attributes.append(KeyValue(attribute.localName.string, attribute.value.string))
    }
    captureStack.append(OpaqueRecord(format: "gpx", name: element.localName.string, attributes: attributes))
    return .collect
  }

  private func endCapture(_ element: XMLEndElement, text: XMLBytes?, parser: XMLStreamParser) throws {
    var record = captureStack.removeLast()
    if record.name == "\u{0}skip" { return }
    if record.name == "extensions" && !record.attributes.contains(where: { $0.key == "xmlns" }) {
      // Only foreign-namespace children are kept; stray text and empty containers are not.
      guard !record.children.isEmpty else { return }
    } else if record.children.isEmpty, let text, !text.isXMLWhitespace {
      record.text = text.string
    } else if record.children.isEmpty && record.attributes.isEmpty && captureStack.count > 0 {
      // An empty GPX element (`<fix></fix>`) carries no value and would not validate when written.
      return
    }
    if !captureStack.isEmpty {
      captureStack[captureStack.count - 1].children.append(record)
      return
    }
    // A top-level record is complete.
    if capturingGlobal10 {
      capturingGlobal10 = false
      if record.name == "time" {
        fileTime = record.text.flatMap {
          ISO8601Timestamp.parse($0.trimmingWhitespaceAndNewlines())
        }
        return
      }
      var metadata = metadataRecord ?? OpaqueRecord(format: "gpx", name: "metadata")
      Self.addGlobal10(record, to: &metadata)
      metadataRecord = metadata
      return
    }
    switch record.name {
    case "metadata":
      if let index = record.children.firstIndex(where: {
        $0.name == "time" && !$0.attributes.contains { $0.key == "xmlns" }
      }) {
        fileTime = record.children[index].text.flatMap {
          ISO8601Timestamp.parse($0.trimmingWhitespaceAndNewlines())
        }
        record.children.remove(at: index)
      }
      if var existing = metadataRecord {
        existing.children.append(contentsOf: record.children)
        metadataRecord = existing
      } else if !record.children.isEmpty {
        metadataRecord = record
      }
    case "extensions":
      // Document-level extensions: kept with the metadata.
      guard !record.children.isEmpty else { return }
      var metadata = metadataRecord ?? OpaqueRecord(format: "gpx", name: "metadata")
      metadata.children.append(record)
      metadataRecord = metadata
    default:
      if isVersion10 { record = Self.normalize10(record) }
      try emit(.opaque(record))
    }
  }

  /// GPX 1.0 top-level fields as GPX 1.1 `metadata` children.
  static func addGlobal10(_ record: OpaqueRecord, to metadata: inout OpaqueRecord) {
    func child(_ name: String) -> Int {
      if let i = metadata.children.firstIndex(where: { $0.name == name }) { return i }
      metadata.children.append(OpaqueRecord(format: "gpx", name: name))
      return metadata.children.count - 1
    }
    switch record.name {
    case "author":
      let a = child("author")
      metadata.children[a].children.insert(
        OpaqueRecord(format: "gpx", name: "name", text: record.text), at: 0)
    case "email":
      let a = child("author")
      let parts = (record.text ?? "").split(separator: "@", maxSplits: 1).map(String.init)
      metadata.children[a].children.append(
        OpaqueRecord(
          format: "gpx", name: "email",
          attributes: [
            KeyValue("id", parts.first ?? ""), KeyValue("domain", parts.count > 1 ? parts[1] : ""),
          ]))
    case "url":
      let l = child("link")
      metadata.children[l].attributes = [KeyValue("href", record.text ?? "")]
    case "urlname":
      let l = child("link")
      metadata.children[l].children = [OpaqueRecord(format: "gpx", name: "text", text: record.text)]
    default:
      metadata.children.append(record)
    }
  }

  /// GPX 1.0 `url`/`urlname` pairs as GPX 1.1 `link` elements (recursively).
  static func normalize10(_ record: OpaqueRecord) -> OpaqueRecord {
    var copy = record
    var children: [OpaqueRecord] = []
    var link: OpaqueRecord?
    for child in record.children {
      switch child.name {
      case "url":
        link = OpaqueRecord(
          format: "gpx", name: "link", attributes: [KeyValue("href", child.text ?? "")],
          children: link?.children ?? [])
      case "urlname":
        var l = link ?? OpaqueRecord(format: "gpx", name: "link", attributes: [KeyValue("href", "")])
        l.children = [OpaqueRecord(format: "gpx", name: "text", text: child.text)]
        link = l
      default:
        children.append(normalize10(child))
      }
    }
    if let link {
      // link goes where the schema puts it: after src (or desc/cmt/name).
      let anchor = children.lastIndex {
        ["name", "cmt", "desc", "src", "ele", "time", "magvar", "geoidheight"].contains($0.name)
      }
      children.insert(link, at: anchor.map { $0 + 1 } ?? 0)
    }
    copy.children = children
    return copy
  }

  // MARK: - Tracks

  private func beginTrack() {
    trackIndex += 1
    if options.mergeTracks, var merged = track {
      merged.extraNames.append("")
      track = merged
      return
    }
    track = GPXTrack()
  }

  private func startTrackElement(_ element: XMLStartElement, parser: XMLStreamParser) throws -> XMLTextRequest
  {
    let depth = element.depth
    let name = element.localName
    // Inside a point.
    if hot.pointee.inPoint {
      if hot.pointee.pointExtensionsDepth > 0 {
        return startPointExtension(element, parser: parser)
      }
      if depth == hot.pointee.pointDepth + 1 {
        if name == "extensions" {
          hot.pointee.pointExtensionsDepth = depth
          return .skip
        }
        if name == "ele" || name == "time" || name == "course" || name == "speed" { return .collect }
        noteDropped("trkpt <\(name.string)>", parser: parser)
        return .skip
      }
      return .skip
    }
    // Track-level extensions.
    if hot.pointee.trackDepthExtensions > 0 {
      if element.namespaceURI.map({ $0 == "urn:wkconv:gpx:1" }) == true {
        try startWkconvTrackExtension(element, parser: parser)
        return .collect
      }
      trackExtensionPath.append(element.localName.string)
      return .collect
    }
    if hot.pointee.trackLinkDepth > 0 { return depth == hot.pointee.trackLinkDepth + 1 ? .collect : .skip }
    switch depth {
    case 3:
      if name == "trkseg" {
        if spool == nil { spool = GPXPointSpool() }
        try spool!.beginSegment()
        hot.pointee.inSegment = true
        return .skip
      }
      if name == "extensions" {
        hot.pointee.trackDepthExtensions = depth
        return .skip
      }
      if name == "link" {
        hot.pointee.trackLinkDepth = depth
        if track?.linkHref == nil { track?.linkHref = element.attributes["href"]?.string ?? "" }
        return .skip
      }
      return .collect
    case 4:
      if hot.pointee.inSegment, name == "trkpt" {
        hot.pointee.pointDepth = depth
        let lat = element.attributes["lat"]?.double
        let lon = element.attributes["lon"]?.double
        guard let lat, let lon, lat.isFinite, lon.isFinite, abs(lat) <= 90, abs(lon) <= 180 else {
          invalidPoints += 1
          if invalidPointLocation == nil {
            invalidPointLocation = GPXReader.location(parser.location, file: context.inputName)
          }
          hot.pointee.point = GPXPoint(latitude: .nan, longitude: .nan)
          hot.pointee.inPoint = true
          return .skip
        }
        hot.pointee.point = GPXPoint(latitude: lat, longitude: lon)
        hot.pointee.inPoint = true
        return .skip
      }
      return .skip
    default:
      return .skip
    }
  }

  private func startWkconvTrackExtension(_ element: XMLStartElement, parser: XMLStreamParser) throws {
    let a = element.attributes
    switch element.localName.string {
    case "meta":
      wkxMetaKey = a["key"]?.string
      wkxMetaType = a["type"]?.string
    case "route":
      track?.isStandaloneRoute = true
    case "workout":
      track?.wkxStart = a["start"].flatMap { ISO8601Timestamp.parse($0.string) }
      track?.wkxEnd = a["end"].flatMap { ISO8601Timestamp.parse($0.string) }
      track?.wkxCreationDate = a["creationDate"].flatMap { ISO8601Timestamp.parse($0.string) }
      track?.wkxDuration = a["duration"]?.double
    case "source":
      guard let name = a["name"]?.string else {
        track?.wkxSource = .some(nil)
        break
      }
      track?.wkxSource = Source(
        name: name, bundleIdentifier: a["bundleIdentifier"]?.string,
        version: a["version"]?.string, productType: a["productType"]?.string,
        operatingSystemVersion: a["operatingSystemVersion"]?.string)
    case "device":
      track?.wkxDevice = Device(
        name: a["name"]?.string, manufacturer: a["manufacturer"]?.string, model: a["model"]?.string,
        hardwareVersion: a["hardwareVersion"]?.string, firmwareVersion: a["firmwareVersion"]?.string,
        softwareVersion: a["softwareVersion"]?.string, localIdentifier: a["localIdentifier"]?.string,
        udiDeviceIdentifier: a["udiDeviceIdentifier"]?.string, serialNumber: a["serialNumber"]?.string,
        creationDate: a["creationDate"].flatMap { ISO8601Timestamp.parse($0.string) })
    case "extra":
      if let key = a["key"]?.string, let value = a["value"]?.string {
        track?.wkxDevice?.extra.append(KeyValue(key, value))
      }
    default:
      noteDropped("wkx:\(element.localName.string)", parser: parser)
    }
    trackExtensionPath.append("\u{0}wkx")
  }

  private func startPointExtension(_ element: XMLStartElement, parser: XMLStreamParser) -> XMLTextRequest {
    let name = element.localName
    if name == "TrackPointExtension" || name == "Extensions" || name == "PowerExtension" { return .skip }
    if name == "hr" || name == "heartrate" || name == "cad" || name == "cadence" || name == "atemp"
      || name == "temp" || name == "speed" || name == "course" || name == "hAcc" || name == "vAcc"
      || name == "power" || name == "PowerInWatts" || name == "Watts" || name == "watts" || name == "distance"
      || name == "wtemp" || name == "depth"
    {
      return .collect
    }
    noteDropped("trkpt extension <\(name.string)>", parser: parser)
    return .skip
  }

  private func endTrackElement(_ element: XMLEndElement, text: XMLBytes?, parser: XMLStreamParser) throws {
    let depth = element.depth
    let name = element.localName
    if hot.pointee.inPoint {
      if depth == hot.pointee.pointDepth {
        finishPoint(parser: parser)
        return
      }
      guard let text else {
        if hot.pointee.pointExtensionsDepth == depth { hot.pointee.pointExtensionsDepth = 0 }
        return
      }
      if hot.pointee.pointExtensionsDepth > 0 {
        setExtensionValue(name, text: text, parser: parser)
      } else if depth == hot.pointee.pointDepth + 1 {
        if name == "ele" {
          hot.pointee.point.altitude = parseNumber(text, field: "ele", parser: parser)
        } else if name == "time" {
          hot.pointee.point.time = parseTime(text, parser: parser)
        } else if name == "course" {
          hot.pointee.point.course = parseNumber(text, field: "course", parser: parser)
        } else if name == "speed" {
          hot.pointee.point.speed = parseNumber(text, field: "speed", parser: parser)
        }
      }
      return
    }
    if hot.pointee.trackDepthExtensions > 0 {
      if depth == hot.pointee.trackDepthExtensions {
        hot.pointee.trackDepthExtensions = 0
        trackExtensionPath = []
        return
      }
      let last = trackExtensionPath.popLast()
      if last == "\u{0}wkx" {
        if name == "meta", let key = wkxMetaKey {
          let value = Self.metadataValue(text?.string ?? "", type: wkxMetaType)
          track?.wkxMetadata.append(key, value)
          wkxMetaKey = nil
        }
        return
      }
      if let text, !text.isXMLWhitespace, let last {
        let path = (trackExtensionPath + [last]).joined(separator: "/")
        track?.extensionMetadata.append(GPXMetadataKeys.extensionPrefix + path, .string(text.string))
      }
      return
    }
    if hot.pointee.trackLinkDepth > 0 {
      if depth == hot.pointee.trackLinkDepth {
        hot.pointee.trackLinkDepth = 0
      } else if let text {
        if name == "text", track?.linkText == nil { track?.linkText = text.string }
        if name == "type", track?.linkType == nil { track?.linkType = text.string }
      }
      return
    }
    switch depth {
    case 2:
      if !options.mergeTracks { try finishTrack(parser: parser) }
    case 3:
      if name == "trkseg" {
        try spool?.endSegment()
        hot.pointee.inSegment = false
        return
      }
      guard let text else { return }
      let value = text.string
      if name == "name" && track?.extraNames.isEmpty == false {
        let last = track!.extraNames.count - 1
        track?.extraNames[last] = value
        return
      }
      switch name.string {
      case "name", "cmt", "desc", "src":
        if track?.fields[name.string] == nil { track?.fields[name.string] = value }
      case "number": if track?.number == nil { track?.number = value }
      case "type": if track?.typeText == nil { track?.typeText = value }
      default: noteDropped("trk <\(name.string)>", parser: parser)
      }
    default:
      return
    }
  }

  private func setExtensionValue(_ name: XMLName, text: XMLBytes, parser: XMLStreamParser) {
    let value = parseNumber(text, field: name.string, parser: parser)
    if name == "hr" || name == "heartrate" {
      hot.pointee.point.heartRate = value
    } else if name == "cad" || name == "cadence" {
      hot.pointee.point.cadence = value
    } else if name == "atemp" || name == "temp" {
      hot.pointee.point.temperature = value
    } else if name == "speed" {
      hot.pointee.point.speed = value
    } else if name == "course" {
      hot.pointee.point.course = value
    } else if name == "hAcc" {
      hot.pointee.point.horizontalAccuracy = value
    } else if name == "vAcc" {
      hot.pointee.point.verticalAccuracy = value
    } else if name == "distance" {
      hot.pointee.point.distance = value
    } else if name == "wtemp" {
      hot.pointee.point.waterTemperature = value
    } else if name == "depth" {
      hot.pointee.point.depth = value
    } else {
      hot.pointee.point.power = value
    }
  }

  private func finishPoint(parser: XMLStreamParser) {
    guard hot.pointee.inPoint else { return }
    let p = hot.pointee.point
    hot.pointee.inPoint = false
    hot.pointee.pointExtensionsDepth = 0
    guard !p.latitude.isNaN, let spool else { return }
    if p.time == nil {
      untimedPoints += 1
      if untimedLocation == nil {
        untimedLocation = GPXReader.location(parser.location, file: context.inputName)
      }
    }
    do { try spool.add(p) } catch { if spoolError == nil { spoolError = error } }
  }

  private func parseNumber(_ text: XMLBytes, field: String, parser: XMLStreamParser) -> Double? {
    if let v = text.double, v.isFinite { return v }
    if text.isXMLWhitespace { return nil }
    noteDropped("unreadable number in <\(field)>", parser: parser)
    return nil
  }

  private func parseTime(_ text: XMLBytes, parser: XMLStreamParser) -> Date? {
    let t = text.trimmingXMLWhitespace()
    if let stamp = t.withSpan({ ISO8601Timestamp.parse(bytes: $0) }) { return stamp.date }
    if t.count == 0 { return nil }
    noteDropped("unreadable <time>", parser: parser)
    return nil
  }

  private func noteDropped(_ what: String, parser: XMLStreamParser) {
    droppedPointFields[what, default: 0] += 1
    if droppedPointFieldLocation[what] == nil {
      droppedPointFieldLocation[what] = GPXReader.location(parser.location, file: context.inputName)
    }
  }

  static func metadataValue(_ text: String, type: String?) -> MetadataValue {
    switch type {
    case "number": return Double(text).map(MetadataValue.number) ?? .string(text)
    case "integer": return Int64(text).map(MetadataValue.integer) ?? .string(text)
    case "bool": return .bool(text == "1" || text == "true")
    case "date": return ISO8601Timestamp.parse(text).map(MetadataValue.date) ?? .string(text)
    case "quantity":
      let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
      if parts.count == 2, let v = Double(parts[0]), let unit = try? QuantityUnit(parsing: parts[1]) {
        return .quantity(Quantity(v, unit))
      }
      return .string(text)
    default: return .string(text)
    }
  }

  // MARK: - Emitting

  private func emit(_ item: HealthItem) throws {
    context.report.itemsRead[item.kind.rawValue, default: 0] += 1
    itemsEmitted += 1
    try sink.receive(item)
  }

  private func emitHeader() throws {
    guard !headerEmitted else { return }
    headerEmitted = true
    if creator != nil || fileTime != nil {
      try emit(.exportInfo(ExportInfo(exportDate: fileTime, producer: creator)))
    }
    if let metadataRecord { try emit(.opaque(metadataRecord)) }
  }

  /// Emits a track cut short by damage.
  func flushPartial() throws {
    hot.pointee.inPoint = false
    try spool?.endSegment()
    if track != nil { try finishTrack(parser: nil) }
  }

  func finishDocument() throws {
    if options.mergeTracks, track != nil { try finishTrack(parser: nil) }
    try emitHeader()
    for (what, count) in droppedPointFields.sorted(by: { $0.key < $1.key }) {
      context.lose(
        .formatField(what), in: "gpx", count: count, .gpxNoModelField, at: droppedPointFieldLocation[what])
    }
    if untimedPoints > 0 {
      context.warn(
        .gpxMissingTime(points: untimedPoints),
        at: untimedLocation, count: untimedPoints)
    }
    if invalidPoints > 0 {
      context.warn(
        .gpxInvalidPoint(points: invalidPoints),
        at: invalidPointLocation, count: invalidPoints)
    }
    if itemsEmitted == 0 {
      context.warn(.gpxEmpty)
    }
  }

  private func finishTrack(parser: XMLStreamParser?) throws {
    guard let t = track else { return }
    track = nil
    hot.pointee.inSegment = false
    let assembler = GPXTrackAssembler(
      track: t, creator: creator, fileTime: fileTime,
      location: parser.map { GPXReader.location($0.location, file: context.inputName) })
    let points = spool ?? GPXPointSpool()
    spool = nil
    if let spoolError { throw spoolError }
    switch try assembler.assemble(points) {
    case .workout(let shell, let points, let zeroLengthBreaks):
      if zeroLengthBreaks > 0 {
        context.warn(
          .gpxSegmentWithoutGap(breaks: zeroLengthBreaks),
          at: assembler.location, count: zeroLengthBreaks)
      }
      context.report.itemsRead[HealthItemKind.workout.rawValue, default: 0] += 1
      itemsEmitted += 1
      try WorkoutStreaming.deliver(shell, points: points, to: sink)
    case .item(let item):
      try emit(item)
    }
  }
}
