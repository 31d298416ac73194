import ExportArchives
import FormatKit
import FoundationEssentials
import WorkoutModel

/// The readers of the daily members (`README.md`, "Daily members", for the layouts and their sources).
extension PolarDaily {
  /// `sleep_result_*.json`: an array of nights; each night's hypnogram is an in-bed sample from
  /// `sleepStart` to `sleepEnd` (offset date-times) and one stage sample per `sleepStateChanges` segment
  /// (each state lasts until the next change; changes at or after `sleepEnd` start nothing).
  func readSleep(_ path: String) throws {
    let nights = try ExportJSON.array(
      members.data(path, limit: PolarFormat.memberLimit), at: members.location(path))
    for (index, element) in nights.enumerated() {
      guard let night = element as? [String: Any], let name = night["night"] as? String else {
        throw missing("night \(index) `night`", in: "sleep result", path)
      }
      let hypnogram = (night["sleepResult"] as? [String: Any])?["hypnogram"] as? [String: Any]
      guard let startText = hypnogram?["sleepStart"] as? String,
        let endText = hypnogram?["sleepEnd"] as? String
      else {
        throw missing("night \(name) `sleepResult.hypnogram.sleepStart`/`sleepEnd`", in: "sleep result", path)
      }
      guard let start = ISO8601Timestamp.parse(startText), start.utcOffset != nil,
        let end = ISO8601Timestamp.parse(endText), end.utcOffset != nil, start < end
      else {
        throw missing(
          "night \(name) `sleepStart`/`sleepEnd` (date-times with an offset, start first)",
          in: "sleep result",
          path)
      }
      learn(start)
      learn(end)
      try emitSleep(.inBed, start: start, end: end, id: uuid(path, "\(name)/inBed"))
      let changes = hypnogram?["sleepStateChanges"] as? [Any] ?? []
      var segments: [(offset: Double, state: String)] = []
      for (k, change) in changes.enumerated() {
        guard let change = change as? [String: Any], let offsetText = change["offsetFromStart"] as? String,
          let offset = PolarDuration.seconds(offsetText), let state = change["state"] as? String
        else {
          throw missing(
            "night \(name) `sleepStateChanges[\(k)]` `offsetFromStart` (ISO 8601 duration) or `state`",
            in: "sleep result", path)
        }
        guard PolarSleepStage.stage(polar: state).known else {
          throw missing(
            "night \(name) `sleepStateChanges[\(k)].state` (\"\(state)\" is not a known state)",
            in: "sleep result", path)
        }
        segments.append((offset, state))
      }
      let span = end.timeIntervalSince(start)
      for (k, segment) in segments.enumerated() where segment.offset < span {
        let until = k + 1 < segments.count ? min(segments[k + 1].offset, span) : span
        guard until > segment.offset else { continue }
        guard let stage = PolarSleepStage.stage(polar: segment.state).stage else {
          note("sleep.unknownStage", count: 1, in: path)
          continue
        }
        let segmentStart = Timestamp(
          start.date.addingTimeInterval(segment.offset), utcOffset: start.utcOffset)
        try emitSleep(
          stage, start: segmentStart, end: segmentStart.adding(until - segment.offset),
          id: uuid(path, "\(name)/\(k)"))
      }
    }
  }

  /// `activity-<date>-*.json`: `{date, samples{steps[{localTime, value}], mets[…]}, summary{stepCount…}}`.
  /// Each non-zero step sample is a StepCount sample from its `localTime` to the next sample's (the last
  /// one lasts as long as the gap before it); without placeable samples, the summary's `stepCount` is one
  /// sample over the local day.
  func readActivity(_ path: String) throws {
    let object = try ExportJSON.object(
      members.data(path, limit: PolarFormat.memberLimit), at: members.location(path))
    guard let dateText = object["date"] as? String, let day = Self.day(dateText) else {
      throw missing("`date` (YYYY-MM-DD)", in: "activity", path)
    }
    let samples = object["samples"] as? [String: Any]
    let steps = samples?["steps"] as? [Any] ?? []
    note("activity.mets", count: (samples?["mets"] as? [Any])?.count ?? 0, in: path)
    var placed: [(seconds: Double, value: Double)] = []
    var unplaced = 0
    for (k, element) in steps.enumerated() {
      guard let sample = element as? [String: Any], let value = PolarJSON.number(sample["value"]) else {
        throw missing("`samples.steps[\(k)].value`", in: "activity", path)
      }
      guard let time = sample["localTime"] as? String else {
        unplaced += 1
        continue
      }
      guard let local = ISO8601Timestamp.parse("1970-01-01T\(time)Z") else {
        throw missing("`samples.steps[\(k)].localTime` (HH:MM:SS.sss)", in: "activity", path)
      }
      placed.append((local.unixSeconds, value))
    }
    note("activity.unplacedSteps", count: unplaced, in: path)
    let summary = object["summary"] as? [String: Any]
    if summary != nil { note("activity.summary", count: 1, in: path) }
    let location = members.location(path)
    if placed.isEmpty {
      guard let total = PolarJSON.number(summary?["stepCount"]), total > 0 else { return }
      let start = instant(day: day, seconds: 0, at: location)
      try emitQuantity(
        PolarHK.steps, Quantity(total, .count), start: start, end: start.adding(86_400), id: uuid(path, "day")
      )
      return
    }
    for (k, sample) in placed.enumerated() where sample.value > 0 {
      let next =
        k + 1 < placed.count
        ? placed[k + 1].seconds : sample.seconds + (k > 0 ? sample.seconds - placed[k - 1].seconds : 0)
      let start = instant(day: day, seconds: sample.seconds, at: location)
      try emitQuantity(
        PolarHK.steps, Quantity(sample.value, .count), start: start,
        end: start.adding(max(0, next - sample.seconds)), id: uuid(path, "\(k)"))
    }
  }

  /// `247ohr_*.json`: `{deviceDays[{date, samples[{heartRate, secondsFromDayStart}]}]}`; each reading
  /// above 0 is a HeartRate sample at local midnight of `date` + `secondsFromDayStart`.
  func readContinuousHeartRate(_ path: String) throws {
    let object = try ExportJSON.object(
      members.data(path, limit: PolarFormat.memberLimit), at: members.location(path))
    guard let days = object["deviceDays"] as? [Any] else {
      throw missing("`deviceDays`", in: "24/7 heart rate", path)
    }
    let location = members.location(path)
    for (d, element) in days.enumerated() {
      guard let deviceDay = element as? [String: Any], let dateText = deviceDay["date"] as? String,
        let day = Self.day(dateText)
      else { throw missing("`deviceDays[\(d)].date` (YYYY-MM-DD)", in: "24/7 heart rate", path) }
      guard let samples = deviceDay["samples"] as? [Any] else {
        throw missing("`deviceDays[\(d)].samples`", in: "24/7 heart rate", path)
      }
      for (k, element) in samples.enumerated() {
        guard let sample = element as? [String: Any], let bpm = PolarJSON.number(sample["heartRate"]),
          let seconds = PolarJSON.number(sample["secondsFromDayStart"])
        else {
          throw missing(
            "`deviceDays[\(d)].samples[\(k)]` `heartRate`/`secondsFromDayStart`", in: "24/7 heart rate", path)
        }
        guard bpm > 0 else { continue }
        let at = instant(day: day, seconds: seconds, at: location)
        try emitQuantity(
          PolarHK.heartRate, Quantity(bpm, .countPerMinute), start: at, end: at,
          id: uuid(path, "\(d)/\(k)"))
      }
    }
  }
}
