import FormatKit
import FoundationEssentials

/// `--privacy` and `--anonymize` on Health export elements kept whole (clinical records, audiograms,
/// records of types the model does not carry): an element with a position inside a zone goes, metadata
/// entries holding a coordinate pair inside a zone go, and anonymizing removes device serial numbers
/// and identifiers, the export's clinical documents (`export_cda.xml`) and the user's `<Me>` details.
package enum HealthOpaqueScrubbing {
  /// The scrubber `WorkoutConversion` registers for records of format "health".
  package static let scrubber: OpaqueRecordScrubber = OpaqueTreeScrubber(
    identityNames: ["serialnumber", "udideviceidentifier", "localidentifier"],
    identityKeys: [
      "hkdeviceserialnumber", "hkmetadatakeydeviceserialnumber", "hkudideviceidentifier",
      "hkmetadatakeyudideviceidentifier", "hkexternaluuid",
    ],
    identityRecords: [
      "me", CDAFile.name.lowercased(), "clinicalrecord", ClinicalRecordFile.recordName.lowercased(),
    ]
  ).scrubber
}
