/// Heart rate from `hr` messages (HRM-Swim, HRM-Tri, HRM-Pro store it there and send it after the
/// activity) merged onto the records' time line, by the rule of Garmin's FIT SDK (`HrMesgUtils`, the same in
/// garmin-fit-sdk's `Decoder.read(merge_heart_rates: true)`):
///
/// - each `hr` message with a `timestamp` is an anchor: its time (plus `fractional_timestamp`) is the time of
///   its single `event_timestamp`; the others' `event_timestamp` values (also expanded from
///   `event_timestamp_12`) are seconds since the anchor's, a value below the anchor's having wrapped at 2²²;
/// - between two beats more than 250 ms apart, the earlier `filtered_bpm` is carried in 250 ms steps, at most
///   5 s;
/// - a record gets the mean of the beats in (previous record's time, its time], rounded half up; the same
///   time as the previous record steps one beat back and widens the window by one second; a record after
///   the last beat gets none (the SDK's rule, kept so our values equal its).
///
/// A record that has its own `heart_rate` keeps it (the recorded value wins; Garmin's SDK would replace it).
struct FITHeartRateMerge {
  /// What an `hr` message whose beats were merged carries that no model item does.
  static let uncarriedPart = "beat-by-beat heart rates and times"
  /// Beats expanded to the 250 ms grid: (seconds since the FIT epoch, bpm).
  private(set) var beats: [(time: Double, bpm: Double)] = []
  /// `hr` messages whose beats could not be placed (no anchor yet, counts that differ, a step back): skipped.
  private(set) var skippedMessages = 0
  private var anchorTime: Double?
  private var anchorEventTime = 0.0

  static let gapStep = 0.25
  static let gapMaxSteps = 20
  static let eventTimestampWrap = Double(0x40_0000)

  /// The `event_timestamp` accumulator as Garmin's SDK keeps it (1/1024 s): set by each `event_timestamp`
  /// read as such, advanced by the 12-bit values of `event_timestamp_12` (fitdecode, and our decoder with
  /// it, start that accumulation at 0 with each definition instead, so its expanded values are not used).
  private var accumulated: UInt64?
  private var lastRaw: UInt64 = 0

  /// The message's event times in seconds: `event_timestamp` as read, else `event_timestamp_12` accumulated.
  mutating func eventTimes(_ m: FITMessage) -> [Double?] {
    if let f = m.fields.first(where: { $0.number == FITFieldNumber.Hr.eventTimestamp && $0.origin == .read })
    {
      let raws = Self.numbers(m.rawValue(of: f))
      if let last = raws.last, let last { (accumulated, lastRaw) = (UInt64(last), UInt64(last)) }
      return Self.numbers(m.value(of: f))
    }
    guard
      let f = m.fields.first(where: { $0.number == FITFieldNumber.Hr.eventTimestamp12 && $0.origin == .read }
      ),
      case .bytes(let bytes) = m.rawValue(of: f)
    else { return [] }
    var times: [Double?] = []
    var bits: UInt64 = 0
    var available = 0
    for byte in bytes {
      bits |= UInt64(byte) << UInt64(available)
      available += 8
      while available >= 12 {
        let value = bits & 0xFFF
        bits >>= 12
        available -= 12
        var total = accumulated ?? value
        if accumulated == nil { lastRaw = value }
        total &+= (value &- lastRaw) & 0xFFF
        lastRaw = value
        accumulated = total
        times.append(Double(total) / 1024)
      }
    }
    return times
  }

  /// Adds one `hr` message (its timestamp already in seconds since the FIT epoch, device time mapped).
  mutating func add(_ m: FITMessage, timestamp: Double?) {
    let events = eventTimes(m)
    let bpms = Self.numbers(m.value(FITFieldNumber.Hr.filteredBpm))
    if let timestamp {
      guard events.count == 1, let first = events[0] else {
        skippedMessages += 1
        return
      }
      anchorTime = timestamp + (m.double(FITFieldNumber.Hr.fractionalTimestamp) ?? 0)
      anchorEventTime = first
    }
    guard let anchorTime, events.count == bpms.count, !events.isEmpty else {
      skippedMessages += 1
      return
    }
    var placed: [(Double, Double)] = []
    for (event, bpm) in zip(events, bpms) {
      guard var event, let bpm else { continue }
      if event < anchorEventTime {
        guard anchorEventTime - event > Self.eventTimestampWrap else {
          skippedMessages += 1
          return
        }
        event += Self.eventTimestampWrap
      }
      placed.append((anchorTime + event - anchorEventTime, bpm))
    }
    for (time, bpm) in placed {
      if let previous = beats.last {
        var gap = abs(time - previous.time) * 1000
        var step = 1
        while gap > Self.gapStep * 1000, step <= Self.gapMaxSteps {
          beats.append((previous.time + Self.gapStep * Double(step), previous.bpm))
          gap -= Self.gapStep * 1000
          step += 1
        }
      }
      beats.append((time, bpm))
    }
  }

  /// The merged heart rate of each record time (in file order), nil where no beat falls in its window.
  func merged(recordTimes: [Double]) -> [Double?] {
    var result = [Double?](repeating: nil, count: recordTimes.count)
    guard !beats.isEmpty else { return result }
    var index = 0
    var rangeStart: Double?
    for (i, end) in recordTimes.enumerated() {
      var sum = 0.0
      var count = 0
      var start = rangeStart ?? end
      if start == end {
        start -= 1
        index = max(index - 1, 0)
      }
      rangeStart = start
      while index < beats.count {
        let beat = beats[index]
        if beat.time > start && beat.time <= end {
          sum += beat.bpm
          count += 1
        } else if beat.time > end {
          if count > 0 { result[i] = (sum / Double(count) + 0.5).rounded(.down) }
          rangeStart = end
          break
        }
        index += 1
      }
    }
    return result
  }

  /// The numbers of a scalar or array value (invalid elements nil).
  static func numbers(_ value: FITValue?) -> [Double?] {
    switch value {
    case .integer(let v)?: [Double(v)]
    case .real(let v)?: [v]
    case .integers(let vs)?: vs.map { $0.map(Double.init) }
    case .reals(let vs)?: vs
    default: []
    }
  }
}
