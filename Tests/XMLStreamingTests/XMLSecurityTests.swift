import Foundation
import TestSupport
import Testing

@testable import XMLStreaming

#if canImport(Glibc)
  import Glibc
#endif

/// A listening TCP socket on 127.0.0.1 that records whether anyone connected.
final class Listener {
  let fd: Int32
  let port: UInt16

  init() throws {
    let sock = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var addr = sockaddr_in()
    addr.sin_family = sa_family_t(AF_INET)
    addr.sin_addr.s_addr = inet_addr("127.0.0.1")
    addr.sin_port = 0
    var len = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafePointer(to: &addr) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(sock, $0, len) }
    }
    listen(sock, 8)
    _ = withUnsafeMutablePointer(to: &addr) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(sock, $0, &len) }
    }
    _ = fcntl(sock, F_SETFL, fcntl(sock, F_GETFL) | O_NONBLOCK)
    fd = sock
    port = UInt16(bigEndian: addr.sin_port)
  }

  /// `true` when a connection is waiting (someone tried to fetch).
  var wasContacted: Bool {
    let c = accept(fd, nil, nil)
    if c >= 0 { close(c) }
    return c >= 0
  }

  deinit { close(fd) }
}

@Suite struct XMLSecurityTests {
  static func secretFile() throws -> (URL, String) {
    let secret = "TOP-SECRET-\(UUID().uuidString)"
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "xs-secret-\(UUID().uuidString).txt")
    try Data(secret.utf8).write(to: url)
    return (url, secret)
  }

  /// Everything a parse exposed (events, texts, errors, warnings) as one string.
  static func exposure(_ xml: String) -> (String, XMLStreamError?) {
    let h = RecordingHandler()
    let p = XMLStreamParser(handler: h, fileName: "x.xml")
    var error: XMLStreamError?
    do { try p.parse(data: Data(xml.utf8)) } catch let e as XMLStreamError { error = e } catch {}
    let all =
      h.log.joined(separator: "\n") + "\n" + p.warnings.map(\.description).joined(separator: "\n") + "\n"
      + (error?.description ?? "")
    return (all, error)
  }

  @Test func externalFileEntityIsNeverRead() throws {
    let (url, secret) = try Self.secretFile()
    defer { try? FileManager.default.removeItem(at: url) }
    let general = """
      <?xml version="1.0"?>
      <!DOCTYPE r [<!ENTITY xxe SYSTEM "file://\(url.path)">]>
      <r a="1">&xxe;</r>
      """
    let (seen, error) = Self.exposure(general)
    #expect(!seen.contains(secret))
    #expect(error?.code == .undeclaredEntity)
    #expect(error?.location.line == 3)

    let parameter = """
      <?xml version="1.0"?>
      <!DOCTYPE r [<!ENTITY % p SYSTEM "file://\(url.path)"> %p;]>
      <r/>
      """
    #expect(!Self.exposure(parameter).0.contains(secret))

    let externalDTD = """
      <?xml version="1.0"?>
      <!DOCTYPE r SYSTEM "file://\(url.path)">
      <r>&e;</r>
      """
    #expect(!Self.exposure(externalDTD).0.contains(secret))

    let inAttribute = """
      <!DOCTYPE r [<!ENTITY xxe SYSTEM "file://\(url.path)">]><r a="&xxe;"/>
      """
    #expect(!Self.exposure(inAttribute).0.contains(secret))
  }

  @Test func httpSystemIdentifiersAreNeverFetched() throws {
    let listener = try Listener()
    let base = "http://127.0.0.1:\(listener.port)"
    let docs = [
      "<!DOCTYPE r SYSTEM \"\(base)/ext.dtd\"><r>&e;</r>",
      "<!DOCTYPE r [<!ENTITY e SYSTEM \"\(base)/e.xml\">]><r>&e;</r>",
      "<!DOCTYPE r [<!ENTITY % p SYSTEM \"\(base)/p.dtd\"> %p;]><r/>",
      "<r xmlns:xi=\"http://www.w3.org/2001/XInclude\"><xi:include href=\"\(base)/inc.xml\"/></r>",
    ]
    for doc in docs { _ = Self.exposure(doc) }
    #expect(!listener.wasContacted)
  }

  @Test func billionLaughsIsRefusedQuickly() {
    var dtd = "<!ENTITY lol \"lol\">"
    for i in 1...9 {
      let prev = i == 1 ? "lol" : "lol\(i - 1)"
      dtd += "<!ENTITY lol\(i) \"" + String(repeating: "&\(prev);", count: 10) + "\">"
    }
    let xml = "<?xml version=\"1.0\"?><!DOCTYPE lolz [\(dtd)]><lolz>&lol9;</lolz>"
    let clock = ContinuousClock()
    let start = clock.now
    let (seen, error) = Self.exposure(xml)
    #expect(clock.now - start < .seconds(2))
    #expect(error?.code == .undeclaredEntity)
    #expect(error?.message.contains("lol9") == true)
    #expect(!seen.contains("lollol"))
    let attr = "<!DOCTYPE lolz [\(dtd)]><lolz a=\"&lol9;\"/>"
    #expect(Self.exposure(attr).1?.code == .undeclaredEntity)
  }

  @Test func dtdDefaultsAreNeverApplied() throws {
    let xml = """
      <!DOCTYPE HealthData [
      <!ATTLIST Record injected CDATA "yes" type CDATA #REQUIRED xmlns CDATA "urn:evil">
      <!ATTLIST HealthData xmlns:e CDATA "urn:e" norm NMTOKENS #IMPLIED>
      ]>
      <HealthData norm="  a   b  "><Record type="t"/></HealthData>
      """
    let (h, _) = try Parse.string(xml)
    #expect(
      h.log == [
        "<HealthData norm=\"  a   b  \"> d=1", "<Record type=\"t\"> d=2", "</Record>", "</HealthData>",
      ])
  }

  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func appleExportDTDParsesWithoutEffect() throws {
    let dtd = try String(contentsOf: SharedCorpus.url("formats/health-export/export.dtd"), encoding: .utf8)
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE HealthData [
      \(dtd)
      ]>
      <HealthData locale="en_US">
       <ExportDate value="2024-03-01 10:00:00 +0100"/>
       <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Simon’s Watch" unit="count/min" \
      startDate="2024-03-01 09:00:00 +0100" endDate="2024-03-01 09:00:00 +0100" value="72"/>
      </HealthData>

      """
    let (h, p) = try Parse.string(xml)
    #expect(h.elements == 3)
    #expect(h.attributes == 8)  // locale, value, and the Record's 6: no DTD attribute was added
    #expect(p.warnings.isEmpty)
  }

  @Test func predefinedAndCharacterReferencesStillWork() throws {
    let (h, _) = try Parse.string("<r>&lt;&gt;&amp;&apos;&quot;&#65;&#x42;</r>")
    #expect(h.log.contains("text <>&'\"AB"))
  }
}

@Suite struct DoctypePolicyTests {
  /// Shaped like iOS 16.0's Export Version 12 DTD (FORMAT.md §2.3): an ATTLIST without its `>`, then a stray
  /// fragment and an extra `>` before `]>`.
  static let brokenV12 = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE HealthData [
    <!-- HealthKit Export Version: 12 -->
    <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|VisionPrescription)*)>
    <!ATTLIST VisionPrescription
      type CDATA #REQUIRED
      dateIssued CDATA #REQUIRED

      device CDATA #IMPLIED
    >
    <!ELEMENT MetadataEntry EMPTY>
    >
    ]>
    <HealthData locale="en_US">
     <ExportDate value="2022-10-01 10:00:00 +0200"/>
     <Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" value="12"/>
    </HealthData>

    """

  @Test func brokenInternalSubsetFailsWhenParsed() {
    let e = Parse.error(Self.brokenV12)
    #expect(e?.code == .malformed)
    #expect(e?.location.line ?? 0 >= 9)
  }

  @Test func blankPolicySkipsItKeepingLinesAndOffsets() throws {
    var options = XMLStreamOptions()
    options.doctype = .blank
    let h = RecordingHandler(collectAll: false)
    h.trackLocationsOf = ["Record"]
    let parser = XMLStreamParser(handler: h, options: options)
    // Feed in small pieces so the DOCTYPE spans chunks.
    let bytes = Array(Self.brokenV12.utf8)
    for start in stride(from: 0, to: bytes.count, by: 13) {
      try bytes[start..<min(start + 13, bytes.count)].withUnsafeBytes { try parser.feed($0) }
    }
    try parser.finish()
    #expect(h.elements == 3)
    let loc = try #require(h.locations["Record"])
    #expect(loc.line == 16)
    let recordLine = Self.brokenV12.components(separatedBy: "\n")[15]
    let offset = Self.brokenV12.utf8.count - "/>\n</HealthData>\n".utf8.count
    #expect(recordLine.hasPrefix(" <Record"))
    #expect(loc.byteOffset == Int64(offset))
  }

  @Test func blankPolicyWithoutDoctypeChangesNothing() throws {
    var options = XMLStreamOptions()
    options.doctype = .blank
    let xml = "<?xml version=\"1.0\"?>\n<!-- c -->\n<a x=\"&lt;!DOCTYPE\"><b/></a>"
    let (h, _) = try Parse.string(xml, options: options)
    #expect(h.log == ["<a x=\"<!DOCTYPE\"> d=1", "<b> d=2", "</b>", "</a>"])
    let (tiny, _) = try Parse.string("<a/>", options: options)
    #expect(tiny.elements == 1)
  }
}
