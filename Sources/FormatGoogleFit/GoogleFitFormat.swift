import ExportArchives
import FormatKit
import FoundationEssentials
import WorkoutModel

/// Legacy Google Fit Takeout (`Takeout/Fit/`): session JSON, daily activity metrics CSV and TCX activities
/// (read by the TCX format through `ConversionContext.nestedReader`), as a zip file or an unpacked folder;
/// a lone `Daily activity metrics.csv` or session JSON is read too.
package struct GoogleFitFormat: WorkoutFormat {
  /// Makes the format.
  package init() {}

  package var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: "googlefit", name: "Google Fit Takeout", fileExtensions: ["zip", "csv", "json"],
      mediaType: "application/zip",
      capabilities: FormatCapabilities(
        reads: [.workouts, .workoutStatistics, .metadata, .uuids, .quantitySamples], writes: []),
      canWrite: false, workoutsPerFile: .many, readerTraits: [.readsZipArchives])
  }

  /// A daily metrics CSV by its header (`Date,` or `Start time,` with unit-suffixed columns), a session JSON
  /// by its keys.
  package func sniff(_ prefix: [UInt8]) -> SniffResult {
    GoogleFitLayout.kind(ofPrefix: prefix) == nil ? .no : .yes
  }

  /// An archive or folder with a Google Fit tree (`GoogleFitLayout.recognises`, from paths alone).
  package func ownsArchive(at url: URL) throws -> Bool {
    ArchiveMembers.paths(at: url, satisfy: GoogleFitLayout.recognises)
  }

  package func makeReader(options: FormatOptions) -> (any FormatReader)? { GoogleFitReader() }

  package func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  { nil }
}
