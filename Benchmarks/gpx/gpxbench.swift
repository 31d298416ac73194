// gpxbench — times FormatGPX in a release build, outside the CLI (see run.sh).
//
//   gpxbench read IN          read GPX into a counting sink (points, heart-rate values)
//   gpxbench ndjson IN OUT    GPX → NDJSON (the lossless form)
//   gpxbench gpx IN OUT       GPX → GPX (read, capability projection, write)
//   gpxbench write IN OUT N   read once, then time N writes of the workout (write-only throughput)
import FormatGPX
import FormatKit
import FormatNDJSON
import Foundation
import WorkoutModel
import WorkoutOperations

@main
struct GPXBench {
  static func main() throws {
    let args = CommandLine.arguments
    guard args.count >= 3 else {
      FileHandle.standardError.write(Data("usage: gpxbench read|ndjson|gpx|write IN [OUT] [N]\n".utf8))
      exit(2)
    }
    let input = InputSource(file: URL(fileURLWithPath: args[2]))
    let context = ConversionContext(inputName: args[2])
    let reader = GPXReader()
    switch args[1] {
    case "read":
      var points = 0
      var heartRates = 0
      try reader.read(
        input,
        into: ClosureSink { item in
          if case .workout(let w) = item {
            points += w.routes.reduce(0) { $0 + $1.locations.count }
            heartRates += w.quantitySamples(of: WorkoutSeriesType.heartRate).reduce(0) {
              $0 + $1.series.count
            }
          }
        }, context: context)
      print("points=\(points) heartRates=\(heartRates)")
    case "ndjson":
      let sink = try BufferedFileSink(creating: URL(fileURLWithPath: args[3]))
      let writer = NDJSONWriter(output: sink)
      try reader.read(input, into: writer, context: context)
      try writer.finish()
      try sink.close()
    case "gpx":
      let sink = try BufferedFileSink(creating: URL(fileURLWithPath: args[3]))
      let format = GPXFormat()
      let writer = try format.makeWriter(to: sink, options: FormatOptions(), context: context)!
      let projection = CapabilityProjection(target: format.descriptor)
      try reader.read(
        input,
        into: ClosureSink { item in
          if let projected = projection.project(item, context: context) { try writer.receive(projected) }
        }, context: context)
      try writer.finish()
      try sink.close()
    case "write":
      let collected = DatasetSink()
      try reader.read(input, into: collected, context: context)
      let rounds = args.count > 4 ? Int(args[4]) ?? 5 : 5
      let started = Date()
      for _ in 0..<rounds {
        let sink = try BufferedFileSink(creating: URL(fileURLWithPath: args[3]))
        let writer = try GPXFormat().makeWriter(to: sink, options: FormatOptions(), context: context)!
        for item in collected.dataset.items { try writer.receive(item) }
        try writer.finish()
        try sink.close()
      }
      let seconds = Date().timeIntervalSince(started) / Double(rounds)
      let bytes =
        (try? FileManager.default.attributesOfItem(atPath: args[3])[.size] as? NSNumber)?.doubleValue ?? 0
      print(String(format: "write: %.3f s/pass, %.1f MB/s", seconds, bytes / seconds / 1e6))
    default:
      exit(2)
    }
  }
}
