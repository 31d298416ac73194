import FoundationEssentials
import WorkoutModel

/// One kind of data a conversion could not carry, aggregated with a count.
public struct Loss: Sendable, Hashable, Codable {
  /// What was lost, e.g. `.laps`, `.series("HKQuantityTypeIdentifierHeartRate")`, `.item(.heartbeatSeries)`.
  public var kind: Kind
  /// What it was part of, e.g. "workout", "record", "export".
  public var object: String
  /// How many items of this kind were lost.
  public var count: Int
  /// Why, in a few words, e.g. "GPX has no laps".
  public var reason: String
  /// Where the first one was, if known.
  public var firstLocation: SourceLocation?
  /// An example value or identifier, if helpful.
  public var example: String?
  /// What would keep it (an option or another target format).
  public var hint: String?

  /// Makes a loss record.
  public init(
    kind: Kind, object: String, count: Int = 1, reason: String, firstLocation: SourceLocation? = nil,
    example: String? = nil, hint: String? = nil
  ) {
    self.kind = kind
    self.object = object
    self.count = count
    self.reason = reason
    self.firstLocation = firstLocation
    self.example = example
    self.hint = hint
  }
}

/// How many of one kind of thing reached the writer ("route points", "heart rate values"…).
public struct KeptCount: Sendable, Hashable, Codable {
  /// What, in the plural ("workouts", "laps", "heart rate values").
  public var what: String
  public var count: Int
  /// Makes a count.
  public init(what: String, count: Int) {
    self.what = what
    self.count = count
  }
  /// The singular of `what` ("workouts" → "workout", "route points" → "route point", "activity summaries" →
  /// "activity summary", "heartbeat series" stays).
  var singular: String {
    if what.hasSuffix("series") { return what }
    if what.hasSuffix("ies") { return what.dropLast(3) + "y" }
    return what.hasSuffix("s") ? String(what.dropLast()) : what
  }
}

/// A recovered problem (a warning): the conversion went on.
public struct Warning: Sendable, Hashable, Codable {
  /// What the warning is about (`Warning.Code`), e.g. `.fitDerivedStart`, spelled "fit.derivedStart".
  public var code: Code
  public var message: String
  public var count: Int
  public var firstLocation: SourceLocation?

  /// Makes a warning.
  public init(code: Code, message: String, count: Int = 1, firstLocation: SourceLocation? = nil) {
    self.code = code
    self.message = message
    self.count = count
    self.firstLocation = firstLocation
  }
}

/// What an operation the user asked for (`--trim`, `--shift`, `--privacy`, …) changed: a deliberate
/// change, not a loss, counted so that `points in = points out + points removed` can be checked.
public struct OperationChange: Sendable, Hashable, Codable {
  /// The option that asked for it, e.g. "--trim".
  public var operation: String
  /// What was changed, e.g. "route points", "series entries", "laps", "timestamps".
  public var kind: String
  /// What happened to them: "removed", "moved", "clipped", "recomputed", "kept".
  public var action: String
  /// How many.
  public var count: Int
  /// Why, in a few words, e.g. "outside 2024-05-01T07:35:00Z..2024-05-01T08:10:00Z".
  public var reason: String

  /// Makes a change record.
  public init(operation: String, kind: String, action: String, count: Int, reason: String) {
    self.operation = operation
    self.kind = kind
    self.action = action
    self.count = count
    self.reason = reason
  }
}

/// Everything a conversion has to say besides its output: losses, warnings, damage, counts.
public struct ConversionReport: Sendable, Hashable, Codable {
  /// Losses in first-seen order, aggregated by (kind, object).
  public private(set) var losses: [Loss] = []
  /// Warnings in first-seen order, aggregated by code.
  public private(set) var warnings: [Warning] = []
  /// Errors the reader recovered from (damaged input: everything before the damage was kept).
  public private(set) var recoveredErrors: [ConversionError] = []
  /// What the requested operations changed, in first-seen order, aggregated by (operation, kind, action).
  public private(set) var changes: [OperationChange] = []
  /// Items read, by kind.
  public var itemsRead: [String: Int] = [:]
  /// Items written, by kind.
  public var itemsWritten: [String: Int] = [:]
  /// Items dropped, by kind (with the reason in `losses`).
  public var itemsDropped: [String: Int] = [:]
  /// What reached the writer, in first-counted order ("workouts", "laps", "route points", "heart rate
  /// values"…): the human summary's `kept:` line. Losses the writer reports come on top of it.
  public private(set) var kept: [KeptCount] = []
  /// Inputs and outputs, for batch reports.
  public var inputs: [String] = []
  public var outputs: [String] = []
  /// How the command ended (`ok`, `lossUnderStrict`, `damaged`, `failed`), when the command says so.
  public var status: String?
  /// The exit status that goes with `status`.
  public var exitCode: Int?
  /// Errors that failed the conversion (a failed conversion's report names them; batch: one per failed input).
  public var errors: [ConversionError] = []
  /// One entry per input converted on its own: each member of an archive input (batches list their
  /// inputs, an archive's members in its place).
  public var perInput: [InputEntry]?

  private var lossIndex: [String: Int] = [:]
  private var warningIndex: [Warning.Code: Int] = [:]

  /// An empty report.
  public init() {}

  /// `true` when any data was lost.
  public var hasLosses: Bool { !losses.isEmpty }

  /// `true` when the input was damaged and the reader recovered.
  public var recoveredFromDamage: Bool { !recoveredErrors.isEmpty }

  /// Adds a loss, merging with an earlier one of the same kind and object.
  public mutating func add(_ loss: Loss) {
    let key = loss.kind.name + "\u{1F}" + loss.object
    if let index = lossIndex[key] {
      losses[index].count += loss.count
      if losses[index].firstLocation == nil { losses[index].firstLocation = loss.firstLocation }
      if losses[index].example == nil { losses[index].example = loss.example }
    } else {
      lossIndex[key] = losses.count
      losses.append(loss)
    }
  }

  /// Removes the losses of `kind` and their dropped count (for a caller that reports them its own way).
  public mutating func removeLosses(ofKind kind: Loss.Kind) {
    let removed = losses.filter { $0.kind == kind }.reduce(0) { $0 + $1.count }
    guard removed > 0 || losses.contains(where: { $0.kind == kind }) else { return }
    losses.removeAll { $0.kind == kind }
    lossIndex = Dictionary(
      uniqueKeysWithValues: losses.enumerated().map { ($1.kind.name + "\u{1F}" + $1.object, $0) })
    let left = (itemsDropped[kind.name] ?? 0) - removed
    itemsDropped[kind.name] = left > 0 ? left : nil
  }

  /// Counts `count` more of `what` as kept (nothing for a count of 0).
  public mutating func addKept(_ what: String, _ count: Int) {
    guard count > 0 else { return }
    if let index = kept.firstIndex(where: { $0.what == what }) {
      kept[index].count += count
    } else {
      kept.append(KeptCount(what: what, count: count))
    }
  }

  /// `kept: 1 workout, 9 laps, 10677 route points, …` (nil when nothing was counted).
  public var keptLine: String? {
    guard !kept.isEmpty else { return nil }
    let parts = kept.map { "\($0.count) \($0.count == 1 ? $0.singular : $0.what)" }
    return "kept: " + parts.joined(separator: ", ")
  }

  /// Adds an operation's change, merging with an earlier one of the same operation, kind and action.
  public mutating func add(_ change: OperationChange) {
    guard change.count > 0 else { return }
    if let index = changes.firstIndex(where: {
      $0.operation == change.operation && $0.kind == change.kind && $0.action == change.action
    }) {
      changes[index].count += change.count
    } else {
      changes.append(change)
    }
  }

  /// Adds a warning, merging with an earlier one of the same code.
  public mutating func add(_ warning: Warning) {
    if let index = warningIndex[warning.code] {
      warnings[index].count += warning.count
      if warnings[index].firstLocation == nil { warnings[index].firstLocation = warning.firstLocation }
    } else {
      warningIndex[warning.code] = warnings.count
      warnings.append(warning)
    }
  }

  /// Records an error the reader recovered from.
  public mutating func addRecovered(_ error: ConversionError) { recoveredErrors.append(error) }

  /// What this report gained since `earlier` (an earlier copy of it): losses and warnings with the counts
  /// added since (those unchanged left out), the recovered errors and changes added since. For a
  /// directory output's page that shows its own workout's losses.
  public func since(_ earlier: ConversionReport) -> ConversionReport {
    var out = ConversionReport()
    for loss in losses {
      let key = loss.kind.name + "\u{1F}" + loss.object
      let before = earlier.lossIndex[key].map { earlier.losses[$0].count } ?? 0
      guard loss.count > before else { continue }
      var l = loss
      l.count -= before
      out.add(l)
    }
    for warning in warnings {
      let before = earlier.warningIndex[warning.code].map { earlier.warnings[$0].count } ?? 0
      guard warning.count > before else { continue }
      var w = warning
      w.count -= before
      out.add(w)
    }
    for error in recoveredErrors.dropFirst(earlier.recoveredErrors.count) { out.addRecovered(error) }
    for change in changes {
      let before =
        earlier.changes.first {
          $0.operation == change.operation && $0.kind == change.kind && $0.action == change.action
        }?.count ?? 0
      var c = change
      c.count -= before
      out.add(c)
    }
    return out
  }

  /// Merges another report (for batches).
  public mutating func merge(_ other: ConversionReport) {
    for loss in other.losses { add(loss) }
    for warning in other.warnings { add(warning) }
    recoveredErrors.append(contentsOf: other.recoveredErrors)
    for change in other.changes { add(change) }
    for k in other.kept { addKept(k.what, k.count) }
    itemsRead.merge(other.itemsRead, uniquingKeysWith: +)
    itemsWritten.merge(other.itemsWritten, uniquingKeysWith: +)
    itemsDropped.merge(other.itemsDropped, uniquingKeysWith: +)
    inputs.append(contentsOf: other.inputs)
    outputs.append(contentsOf: other.outputs)
    errors.append(contentsOf: other.errors)
  }

  /// Human-readable lines for stderr: what was kept, then one per change, loss kind, warning and
  /// recovered error.
  public var summaryLines: [String] {
    var lines: [String] = keptLine.map { [$0] } ?? []
    for change in changes {
      lines.append("\(change.operation): \(change.action) \(change.count) \(change.kind) (\(change.reason))")
    }
    for loss in losses {
      var line = "lost: \(loss.count) \(loss.kind) (\(loss.object)): \(loss.reason)"
      if let location = loss.firstLocation { line += "; first at \(location)" }
      if let hint = loss.hint { line += "; \(hint)" }
      lines.append(line)
    }
    for warning in warnings {
      var line = "warning: \(warning.message)"
      if warning.count > 1 { line += " (\(warning.count) times)" }
      if let location = warning.firstLocation { line += "; first at \(location)" }
      lines.append(line)
    }
    for error in recoveredErrors {
      lines.append("recovered: \(error)")
    }
    return lines
  }

  private enum CodingKeys: String, CodingKey {
    case losses, warnings, recoveredErrors, changes, itemsRead, itemsWritten, itemsDropped, inputs, outputs,
      status,
      exitCode, errors
    case kept, perInput
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    for loss in try c.decode([Loss].self, forKey: .losses) { add(loss) }
    for warning in try c.decode([Warning].self, forKey: .warnings) { add(warning) }
    recoveredErrors = try c.decode([ConversionError].self, forKey: .recoveredErrors)
    for change in try c.decodeIfPresent([OperationChange].self, forKey: .changes) ?? [] { add(change) }
    for k in try c.decodeIfPresent([KeptCount].self, forKey: .kept) ?? [] { addKept(k.what, k.count) }
    itemsRead = try c.decode([String: Int].self, forKey: .itemsRead)
    itemsWritten = try c.decode([String: Int].self, forKey: .itemsWritten)
    itemsDropped = try c.decodeIfPresent([String: Int].self, forKey: .itemsDropped) ?? [:]
    inputs = try c.decodeIfPresent([String].self, forKey: .inputs) ?? []
    outputs = try c.decodeIfPresent([String].self, forKey: .outputs) ?? []
    status = try c.decodeIfPresent(String.self, forKey: .status)
    exitCode = try c.decodeIfPresent(Int.self, forKey: .exitCode)
    errors = try c.decodeIfPresent([ConversionError].self, forKey: .errors) ?? []
    perInput = try c.decodeIfPresent([InputEntry].self, forKey: .perInput)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(losses, forKey: .losses)
    try c.encode(warnings, forKey: .warnings)
    try c.encode(recoveredErrors, forKey: .recoveredErrors)
    if !changes.isEmpty { try c.encode(changes, forKey: .changes) }
    if !kept.isEmpty { try c.encode(kept, forKey: .kept) }
    try c.encode(itemsRead, forKey: .itemsRead)
    try c.encode(itemsWritten, forKey: .itemsWritten)
    try c.encode(itemsDropped, forKey: .itemsDropped)
    try c.encode(inputs, forKey: .inputs)
    try c.encode(outputs, forKey: .outputs)
    try c.encodeIfPresent(status, forKey: .status)
    try c.encodeIfPresent(exitCode, forKey: .exitCode)
    try c.encode(errors, forKey: .errors)
    try c.encodeIfPresent(perInput, forKey: .perInput)
  }
}

extension ConversionReport {
  /// What happened to one input converted on its own: a batch input, or a member of an archive input.
  public struct InputEntry: Sendable, Hashable, Codable {
    /// `converted`, `recovered` (damaged input: what preceded the damage was written), `failed`, or
    /// `skipped` (an archive member no format reads).
    public var status: String
    /// The input's path; for an archive member `<archive>:<path inside>`.
    public var input: String
    /// An archive member's path inside the archive (nested containers joined by `:`); nil for a file.
    public var member: String?
    /// The format the input was read as (nil when it was not read).
    public var format: String?
    /// The exit status this input alone would have given (nil for a skipped member).
    public var exitCode: Int?
    /// The files written for it.
    public var outputs: [String]
    /// Items read, written and dropped, by kind.
    public var itemsRead: [String: Int]
    public var itemsWritten: [String: Int]
    public var itemsDropped: [String: Int]
    /// How many kinds of data were lost, and the warnings' count.
    public var losses: Int
    public var warnings: Int
    /// Why it failed (or the damage recovered from).
    public var error: String?

    /// An entry with nothing counted.
    public init(
      status: String, input: String, member: String? = nil, format: String? = nil, exitCode: Int? = nil
    ) {
      self.status = status
      self.input = input
      self.member = member
      self.format = format
      self.exitCode = exitCode
      outputs = []
      itemsRead = [:]
      itemsWritten = [:]
      itemsDropped = [:]
      losses = 0
      warnings = 0
    }
  }
}

extension ConversionError: Codable {
  private enum CodingKeys: String, CodingKey { case code, message, location, hint }
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try c.decode(ConversionErrorCode.self, forKey: .code), try c.decode(String.self, forKey: .message),
      at: try c.decodeIfPresent(SourceLocation.self, forKey: .location),
      hint: try c.decodeIfPresent(String.self, forKey: .hint))
  }
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(code, forKey: .code)
    try c.encode(message, forKey: .message)
    try c.encodeIfPresent(location, forKey: .location)
    try c.encodeIfPresent(hint, forKey: .hint)
  }
}

/// Text shown on a terminal or in a log (report lines, warnings, errors), with every character that
/// could act instead of being shown written as an escape: C0 controls (`\n`, `\r`, `\t`, else `\x1B`),
/// DEL and C1 controls (`\x7F`, `\u{9B}`), and the bidirectional overrides and isolates (`\u{202E}`).
/// Names and values from input data reach messages as they are; rendered through this, an ESC [ sequence
/// cannot recolour or erase the terminal and a newline cannot forge a log line. Everything else (other
/// scripts, emoji, backslashes) is kept.
public enum MessageText {
  /// `text` with its controls escaped (see the type).
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += scalar.value < 0x80 ? "\\x" + (hex.count < 2 ? "0" : "") + hex : "\\u{" + hex + "}"
      }
    }
    return result
  }

  /// Whether a character acts on a terminal (or on the reading order) instead of being shown.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    // Bidirectional embeddings, overrides and isolates, and the marks.
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}
