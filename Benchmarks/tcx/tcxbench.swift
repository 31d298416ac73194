// tcxbench — times FormatTCX in a release build, outside the CLI (see run.sh).
//
//   tcxbench read IN           read TCX into a counting sink (points, heart-rate values)
//   tcxbench ndjson IN OUT     TCX → NDJSON (the lossless form)
//   tcxbench tcx IN OUT        TCX → TCX (read, capability projection, write)
//   tcxbench gpx IN OUT        TCX → GPX (FormatGPX's writer)
//   tcxbench fromgpx IN OUT    GPX → TCX (FormatGPX's reader)
//   tcxbench write IN OUT N    read once, then time N writes of the workouts (write-only throughput)
import FormatGPX
import FormatKit
import FormatNDJSON
import FormatTCX
import Foundation
import WorkoutModel
import WorkoutOperations

@main
struct TCXBench {
  static func convert(
    _ reader: any FormatReader, _ input: InputSource, to format: any WorkoutFormat, _ path: String
  )
    throws
  {
    let context = ConversionContext(inputName: input.name)
    let sink = try BufferedFileSink(creating: URL(fileURLWithPath: path))
    let writer = try format.makeWriter(to: sink, options: FormatOptions(), context: context)!
    let projection = CapabilityProjection(target: format.descriptor)
    try reader.read(
      input,
      into: ClosureSink { item in
        if let projected = projection.project(item, context: context) { try writer.receive(projected) }
      }, context: context)
    try writer.finish()
    try sink.close()
  }

  static func main() throws {
    let args = CommandLine.arguments
    guard args.count >= 3 else {
      FileHandle.standardError.write(
        Data("usage: tcxbench read|ndjson|tcx|gpx|fromgpx|write IN [OUT] [N]\n".utf8))
      exit(2)
    }
    let input = InputSource(file: URL(fileURLWithPath: args[2]))
    let context = ConversionContext(inputName: args[2])
    let reader = TCXReader()
    switch args[1] {
    case "read":
      var points = 0
      var heartRates = 0
      var laps = 0
      try reader.read(
        input,
        into: ClosureSink { item in
          if case .workout(let w) = item {
            points += w.routes.reduce(0) { $0 + $1.locations.count }
            heartRates += w.quantitySamples(of: WorkoutSeriesType.heartRate).reduce(0) {
              $0 + $1.series.count
            }
            laps += w.events.filter { $0.type == .lap }.count
          }
        }, context: context)
      print("points=\(points) heartRates=\(heartRates) laps=\(laps)")
    case "ndjson":
      try convert(reader, input, to: NDJSONFormat(), args[3])
    case "tcx":
      try convert(reader, input, to: TCXFormat(), args[3])
    case "gpx":
      try convert(reader, input, to: GPXFormat(), args[3])
    case "fromgpx":
      try convert(GPXReader(), input, to: TCXFormat(), args[3])
    case "write":
      let collected = DatasetSink()
      try reader.read(input, into: collected, context: context)
      let rounds = args.count > 4 ? Int(args[4]) ?? 5 : 5
      let started = Date()
      for _ in 0..<rounds {
        let sink = try BufferedFileSink(creating: URL(fileURLWithPath: args[3]))
        let writer = try TCXFormat().makeWriter(to: sink, options: FormatOptions(), context: context)!
        for item in collected.dataset.items { try writer.receive(item) }
        try writer.finish()
        try sink.close()
      }
      let seconds = Date().timeIntervalSince(started) / Double(rounds)
      print(String(format: "write: %.3f s per write", seconds))
    default:
      FileHandle.standardError.write(Data("unknown command \(args[1])\n".utf8))
      exit(2)
    }
  }
}
