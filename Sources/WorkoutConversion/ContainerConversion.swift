import FormatKit
import Foundation
import WorkoutModel
import ZipStreaming

extension Converter {
  /// Converts a container input (`ContainerKind`): every member, read as its own input (format detected
  /// from its bytes, then its name; `--from` names it when neither can), goes into the one destination
  /// through the same projection and accounting as a single input. A member that no format reads is
  /// reported (warning `archive.memberSkipped`, with a count); a member that fails to read is damage: what
  /// it gave before the failure is kept, the error is recorded with its location (`archive:member`), and
  /// the other members are still converted (exit 4; `--damage fail` makes it a failure).
  static func convertContainer(
    _ input: InputSource, kind: ContainerKind, to destination: OutputDestination,
    settings: ConversionSettings,
    progress: ((ProgressUpdate) -> Void)?, reporter: ProgressReporter?
  ) throws -> ConversionReport {
    let writerFormat = try outputFormat(for: destination, named: settings.outputFormat)
    let context = ConversionContext(
      inputName: input.name, options: settings.options,
      nestedReader: FormatRegistry.nestedReader(options: settings.options),
      nestedWriter: FormatRegistry.nestedWriter())
    context.progress = progress
    context.report.inputs = [input.name]
    let protected = input.fileURL.map { [$0] } ?? []
    if let reporter {
      reporter.begin(input.name, size: input.size)
      input.onProgress = { [name = input.name] bytes in reporter.update(name, bytesRead: bytes) }
    }
    var skipped: [String] = []
    // A Strava export: activities.csv names each activity's file.
    var strava: StravaActivities?
    if kind == .zip, let url = input.fileURL, let zip = try? ZipArchiveReader(url: url) {
      strava = try StravaActivities.read(from: zip)
    }
    try withWriter(
      to: destination, format: writerFormat, settings: settings, context: context, protectedPaths: protected,
      baseName: baseName(of: input.name), onItem: reporter.map { r in { r.addItems($0) } },
      inputIsContainer: kind == .zip
    ) { sink in
      try ContainerInputs.forEachMember(of: input, kind: kind) { member in
        if member.path == strava?.csvPath { return }
        guard let format = try memberFormat(member.input, named: settings.inputFormat),
          let reader = format.makeReader(options: settings.options)
        else {
          skipped.append(member.input.name)
          return
        }
        context.inputName = member.input.name
        defer { context.inputName = input.name }
        let guarded = SinkFailureGuard.wrapping(sink)
        if let row = strava?.row(forMember: member.path) {
          guarded.transform = { StravaActivities.apply(row, to: &$0) }
        }
        do {
          try reader.read(member.input, into: guarded, context: context)
        } catch {
          // The writer's own failures (disk full, a refused item) end the conversion; the member's end it.
          if let failure = guarded.failure { throw failure }
          let located: ConversionError
          if let e = error as? ConversionError {
            located =
              e.location?.file == nil
              ? ConversionError(
                e.code, e.message, at: (e.location ?? SourceLocation()).inFile(member.input.name),
                hint: e.hint) : e
          } else if let e = error as? ZipError {
            located = ContainerInputs.conversionError(e)
          } else {
            located = ConversionError(.invalidInput, "\(error)", at: SourceLocation(file: member.input.name))
          }
          try context.recovered(from: located)
        }
      }
    }
    if !skipped.isEmpty { warnSkipped(skipped, context: context) }
    if let unmatched = strava?.unmatched, let first = unmatched.first {
      context.warn(
        "strava.rowWithoutFile",
        "\(unmatched.count) row\(unmatched.count == 1 ? "" : "s") of activities.csv name no file in the archive (first: activity \(first.id) \"\(first.name)\"): they have no data to convert",
        at: SourceLocation(file: input.name + ":" + (strava?.csvPath ?? "activities.csv")),
        count: unmatched.count)
    }
    return context.report
  }

  /// Reports the members no format reads (warning `archive.memberSkipped`, with their count and the first).
  static func warnSkipped(_ skipped: [String], context: ConversionContext) {
    context.warn(
      "archive.memberSkipped",
      "\(skipped.count) archive member\(skipped.count == 1 ? " is" : "s are") in no format wkconv reads (first: \(skipped[0]))",
      at: SourceLocation(file: skipped[0]), count: skipped.count)
  }

  /// The format of an input to inspect: its own, or for a container the format of its first member that
  /// a format reads (`isContainer` tells which).
  public static func inputFormat(inspecting input: InputSource, named: FormatID?) throws
    -> (format: any WorkoutFormat, isContainer: Bool)
  {
    guard let kind = try ContainerInputs.kind(of: input, named: named) else {
      return (try inputFormat(for: input, named: named), false)
    }
    struct Found: Error { let format: any WorkoutFormat }
    do {
      try ContainerInputs.forEachMember(of: input, kind: kind) { member in
        if let format = try memberFormat(member.input, named: named) { throw Found(format: format) }
      }
    } catch let found as Found {
      return (found.format, true)
    }
    throw ConversionError(
      .unknownFormat, "the \(kind.rawValue) archive holds no input wkconv reads",
      at: SourceLocation(file: input.name))
  }

  /// A member's format: detected from its bytes, then its name; `named` when neither tells; nil when no
  /// format reads it.
  static func memberFormat(_ member: InputSource, named: FormatID?) throws -> (any WorkoutFormat)? {
    let format: any WorkoutFormat
    do {
      format = try FormatRegistry.detect(member)
    } catch let error as ConversionError where error.code == .unknownFormat {
      guard let named, !(try member.peekPrefix(1)).isEmpty else { return nil }
      format = try inputFormat(for: member, named: named)
    }
    return format
  }
}

/// Passes items on and remembers an error thrown by the sink (the writer), so a failing member read can
/// be told from a failing write.
class SinkFailureGuard: HealthItemSink {
  let next: any HealthItemSink
  private(set) var failure: (any Error)?

  init(_ next: any HealthItemSink) { self.next = next }

  /// A guard that streams workouts when `sink` does.
  static func wrapping(_ sink: any HealthItemSink) -> SinkFailureGuard {
    if let streaming = sink as? any StreamingWorkoutSink { return StreamingSinkFailureGuard(streaming) }
    return SinkFailureGuard(sink)
  }

  func guarded<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch {
      failure = failure ?? error
      throw error
    }
  }

  /// A change applied to each workout on its way (the Strava row of its file).
  var transform: ((inout Workout) -> Void)?

  func receive(_ item: HealthItem) throws {
    if let transform, case .workout(var w) = item {
      transform(&w)
      return try guarded { try next.receive(.workout(w)) }
    }
    try guarded { try next.receive(item) }
  }
}

/// `SinkFailureGuard` for a sink that takes workouts streamed.
final class StreamingSinkFailureGuard: SinkFailureGuard, StreamingWorkoutSink {
  let streaming: any StreamingWorkoutSink

  init(_ streaming: any StreamingWorkoutSink) {
    self.streaming = streaming
    super.init(streaming)
  }

  func acceptsStreamed(_ shell: Workout) -> Bool {
    var shell = shell
    transform?(&shell)
    return streaming.acceptsStreamed(shell)
  }

  func receive(workout shell: Workout, points: WorkoutPoints) throws {
    var shell = shell
    transform?(&shell)
    try guarded { try streaming.receive(workout: shell, points: points) }
  }
}
