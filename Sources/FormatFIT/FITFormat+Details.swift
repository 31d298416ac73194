import FormatKit
import FoundationEssentials

extension FITFormat: FormatDetailing {
  package var detailing: (any FormatDetailing)? { self }

  package var showsDetailsByDefault: Bool { true }

  /// FIT's own view of a file: headers, message counts, sessions, laps, events, devices, developer fields.
  package func details(of input: InputSource, options: FormatOptions) throws -> String {
    FITInspection.inspect(try input.readAll(limit: 1 << 30)).text
  }
}
