// fitbench — decode throughput of FormatFIT's message decoder (compiled into one module with the decoder sources
// by run.sh; not part of the package).
//   fitbench decode FILE [REPEAT]   prints: bytes messages records seconds_per_pass MB/s records/s
//   fitbench once FILE              one decode pass (for hyperfine / perf_peers.sh): prints messages records
import Foundation

@main struct FITBench {
  static func main() throws {
    let args = CommandLine.arguments
    guard args.count >= 3 else {
      FileHandle.standardError.write("usage: fitbench decode|once FILE [REPEAT]\n".data(using: .utf8)!)
      exit(2)
    }
    let data = try Data(contentsOf: URL(fileURLWithPath: args[2]), options: .alwaysMapped)
    let repeats = args[1] == "once" ? 1 : (args.count > 3 ? Int(args[3]) ?? 10 : 10)
    var messages = 0
    var records = 0
    var checksum = 0.0
    let start = Date()
    for _ in 0..<repeats {
      messages = 0
      records = 0
      let summary = FITDecoder().decode(data) { m in
        messages += 1
        if m.globalNumber == 20 {
          records += 1
          checksum += m.double(3) ?? 0
        }
      }
      if let e = summary.error { FileHandle.standardError.write("\(e)\n".data(using: .utf8)!) }
    }
    let seconds = Date().timeIntervalSince(start) / Double(repeats)
    if args[1] == "once" {
      print("\(messages) \(records) \(checksum)")
    } else {
      print(
        String(
          format: "bytes=%d messages=%d records=%d seconds=%.6f MB/s=%.1f records/s=%.0f", data.count, messages,
          records, seconds, Double(data.count) / seconds / 1e6, Double(records) / seconds))
    }
  }
}
