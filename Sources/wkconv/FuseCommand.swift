import ArgumentParser
import FormatKit
import FoundationEssentials
import WorkoutConversion
import WorkoutModel
import WorkoutOperations

/// `wkconv fuse BASE EXTRA OUT --take heartRate,…`: EXTRA's channels interpolated onto BASE's time line.
struct Fuse: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fuse",
    abstract:
      "Put channels of one recording (heart rate, power, cadence…) onto another recording's time line.",
    discussion: """
      wkconv fuse ride.fit watch.fit fused.fit --take heartRate --align auto
      EXTRA's values are interpolated linearly at BASE's instants (never across a gap longer than \
      --max-gap), after moving EXTRA's clock by --offset, or by the estimate of --align auto \
      (cross-correlation of speed, heart rate, cadence or power within --align-window of --offset). \
      Fused values replace BASE's own series of that channel and are marked derived. Both inputs are \
      read whole (in memory).
      """)

  @Argument(help: "The recording whose time line, route and laps are kept.") var base: String
  @Argument(help: "The recording the channels are taken from.") var extra: String
  @Argument(help: "The output.") var output: String
  @Option(
    name: .long,
    help:
      "Channels to take (comma-separated): \(WorkoutFusion.Channel.allCases.map(\.rawValue).joined(separator: ", "))."
  )
  var take: String
  @Option(
    name: .long, parsing: .unconditional,
    help:
      "Seconds added to EXTRA's clock (±DURATION, e.g. -37s); with --align auto, the centre of the search.")
  var offset: String = "0"
  @Option(name: .long, help: "auto: estimate EXTRA's clock offset by cross-correlation; none: use --offset.")
  var align: String = "none"
  @Option(name: .long, help: "Search the offset within ±DURATION of --offset (with --align auto).")
  var alignWindow: String = "10m"
  @Option(name: .long, help: "Never interpolate across a gap in EXTRA longer than DURATION.")
  var maxGap: String = "15s"
  @OptionGroup var read: ReadOptions
  @OptionGroup var out: OutputOptions

  func duration(_ text: String, _ option: String) throws -> Double {
    guard let seconds = DurationText.parse(text), seconds.isFinite else {
      throw ConversionError(.usage, "\(option): '\(text)' is not a duration (e.g. -37s, +1m30s, 00:01:00)")
    }
    return seconds
  }

  func run() throws {
    let channels = try WorkoutFusion.channels(parsing: take).get()
    var centre = try duration(offset, "--offset")
    let window = try duration(alignWindow, "--align-window")
    let gap = try duration(maxGap, "--max-gap")
    guard gap > 0, window >= 0 else {
      throw ConversionError(.usage, "--max-gap and --align-window must be positive")
    }
    guard ["auto", "none"].contains(align) else {
      throw ConversionError(.usage, "--align takes auto or none, got '\(align)'")
    }
    let inputs = [try ReplayableInput(path: base), try ReplayableInput(path: extra)]
    defer { inputs.forEach { $0.cleanup() } }
    let options = try read.formatOptions()
    let format = try out.format(for: output, inputs: Array(inputs.prefix(1)), from: read.from)
    let reportOutput = try out.reserveReport(inputs: inputs, output: output)
    var report = ConversionReport()
    var baseWorkouts: [Workout] = []
    var others: [HealthItem] = []
    var extraWorkouts: [Workout] = []
    var extraSamples: [QuantitySample] = []
    var extraKinds: [String: Int] = [:]
    let types = channels.reduce(into: Set<String>()) { $0.formUnion($1.types) }.union(
      WorkoutFusion.Channel.alignmentOrder.reduce(into: Set<String>()) { $0.formUnion($1.types) })
    try readInputs(inputs, from: read.from, options: options, report: &report) { index in
      ClosureSink { item in
        if index == 1 { extraKinds[item.kind.rawValue, default: 0] += 1 }
        switch (index, item) {
        case (0, .workout(let w)): baseWorkouts.append(w)
        case (0, _): others.append(item)
        case (_, .workout(let w)): extraWorkouts.append(w)
        case (_, .quantity(let q)) where types.contains(q.type): extraSamples.append(q)
        default: break
        }
      }
    }
    guard !baseWorkouts.isEmpty else {
      throw ConversionError(.usage, "fuse: BASE (\(base)) holds no workout")
    }
    let context = FormatRegistry.context(
      inputName: inputs.map(\.name).joined(separator: ", "), options: options)
    var lines: [String] = []
    if align == "auto" {
      var found: (offset: Double, score: Double, overlap: Int, channel: WorkoutFusion.Channel)?
      for channel in WorkoutFusion.Channel.alignmentOrder {
        guard let b = WorkoutFusion.track(of: channel, workouts: baseWorkouts),
          let e = WorkoutFusion.track(of: channel, workouts: extraWorkouts, samples: extraSamples),
          let estimate = WorkoutFusion.estimateOffset(
            base: b, extra: e, center: centre, window: window, maximumGap: gap)
        else { continue }
        found = (estimate.offset, estimate.score, estimate.overlap, channel)
        break
      }
      guard let found else {
        throw ConversionError(
          .usage,
          "fuse --align auto: BASE and EXTRA share no channel (speed, heartRate, cadence, power) with at least 60 s of overlap within ±\(Int(window)) s of \(centre) s",
          hint: "give the clock offset with --offset ±DURATION")
      }
      centre = found.offset
      let text =
        NumberText.formatted("%+.1f s (", found.offset) + found.channel.rawValue
        + NumberText.formatted(" cross-correlation, r = %.3f over %d s)", found.score, found.overlap)
      lines.append("fuse: EXTRA's clock offset estimated at \(text)")
      let channelName = found.channel == .heartRate ? "heart rate" : found.channel.rawValue
      context.report.add(
        Self.clockShift(
          found.offset, how: "estimated from \(channelName)", reason: "EXTRA's clock offset: \(text)"))
      if found.score < 0.5 {
        context.report.add(
          Warning(.fuseWeakAlignment(score: found.score)))
      }
    } else if centre != 0 {
      context.report.add(Self.clockShift(centre, how: "given by --offset", reason: "--offset"))
    }
    let fusion = WorkoutFusion(channels: channels, offset: centre, maximumGap: gap)
    let fused = baseWorkouts.map {
      fusion.fuse(
        $0, extraWorkouts: extraWorkouts, extraSamples: extraSamples, offset: centre, context: context)
    }
    // EXTRA's items are not written: what is taken from them is in BASE's workouts.
    for (kind, count) in extraKinds.sorted(by: { $0.key < $1.key }) {
      context.report.add(
        OperationChange(
          operation: "fuse", kind: "EXTRA \(kind) items", action: "consumed", count: count,
          reason: "only their --take channels are written, in BASE's workouts"))
    }
    try Converter.withWriter(
      to: out.destination(output), format: format,
      settings: ConversionSettings(
        options: options, overwrite: out.force, reservedPaths: reportOutput?.url.map { [$0] } ?? []),
      context: context, protectedPaths: inputs.compactMap(\.fileURL), baseName: "fused"
    ) { sink in
      for w in fused { try sink.receive(.workout(w)) }
      for item in others { try sink.receive(item) }
    }
    // Item counts: BASE's items as the writer pipeline counted them, EXTRA's read and consumed.
    report.itemsRead = [:]
    report.itemsWritten = [:]
    report.itemsDropped = [:]
    report.merge(context.report)
    for (kind, count) in extraKinds {
      report.itemsRead[kind, default: 0] += count
      report.itemsDropped[kind, default: 0] += count
    }
    try out.finish(report, extraLines: lines, to: reportOutput)
    if report.recoveredFromDamage { throw ExitCode(ExitStatus.recoveredFromDamage.rawValue) }
  }

  /// The report's record of moving EXTRA's clock by `seconds`, worded so that its line reads as a
  /// sentence ("fuse: shifted the extra recording's clock forward by 37010 ms (estimated from heart
  /// rate)"): the count is the shift in milliseconds, `how` says where it comes from.
  static func clockShift(_ seconds: Double, how: String, reason: String) -> OperationChange {
    OperationChange(
      operation: "fuse", kind: "ms (\(how))",
      action: "shifted the extra recording's clock \(seconds < 0 ? "back" : "forward") by",
      count: Int(abs(seconds * 1000).rounded()), reason: reason)
  }
}
