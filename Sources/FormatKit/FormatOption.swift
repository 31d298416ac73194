import WorkoutModel
/// One `--option key=value` setting a format declares (GDAL's declared creation options): its name,
/// the values it takes, its default and a line of help. Declared options are listed by `wkconv
/// formats [--json]` and `convert --help`, and every given option is checked against them before
/// anything is read (`FormatOptions.validate(against:)`): an unknown key or a bad value is a usage error.
public struct FormatOption: Sendable, Hashable {
  /// The values an option takes.
  public enum ValueType: Sendable, Hashable {
    /// `true`/`false` (also `1`/`0`, `yes`/`no`).
    case bool
    /// A whole number in a range.
    case integer(ClosedRange<Int>)
    /// One of a few words (compared case-insensitively).
    case choice([String])
    /// Free text the format checks itself (a device name, a list of UUIDs, a time zone…).
    case text(String)
  }

  /// The key, e.g. `gpx.appleRoute`.
  public var name: String
  public var type: ValueType
  /// The value in force when the option is not given (nil: none, the feature is off).
  public var defaultValue: String?
  /// One line of help.
  public var help: String

  /// Declares an option.
  public init(_ name: String, _ type: ValueType, default defaultValue: String? = nil, help: String) {
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.help = help
  }

  /// What the option takes, in a few characters: `bool`, `1…19`, `activity|course`, or the text's form.
  public var valueDescription: String {
    switch type {
    case .bool: return "bool"
    case .integer(let range): return "\(range.lowerBound)…\(range.upperBound)"
    case .choice(let words): return words.joined(separator: "|")
    case .text(let form): return form
    }
  }

  static let trueWords: Set<String> = ["true", "1", "yes"]
  static let falseWords: Set<String> = ["false", "0", "no"]

  /// Why `value` is not a value of this option (nil when it is).
  public func problem(with value: String) -> String? {
    let lowered = value.lowercased()
    switch type {
    case .bool:
      if Self.trueWords.contains(lowered) || Self.falseWords.contains(lowered) { return nil }
      return "\(name) takes true or false, not '\(value)'"
    case .integer(let range):
      if let n = Int(value), range.contains(n) { return nil }
      return "\(name) takes a number in \(range.lowerBound)…\(range.upperBound), not '\(value)'"
    case .choice(let words):
      if words.contains(lowered) { return nil }
      return "\(name) takes \(words.joined(separator: " or ")), not '\(value)'"
    case .text: return nil
    }
  }
}

extension FormatOption {
  /// `opaque.maxElements=N`: see `OpaqueContentLimit`.
  public static let opaqueMaxElements = FormatOption(
    "opaque.maxElements", .integer(1...Int(Int32.max)),
    default: String(OpaqueContentLimit.defaultMaxElements),
    help:
      "most elements a reader keeps whole as one format-specific record (a GPX <rte>, an unknown export element)"
  )
  /// `partitionBy=kind,date` (what `--partition-by` sets): a dataset output's partition columns.
  public static let partitionBy = FormatOption(
    FormatOptions.partitionByKey, .text("columns"),
    help: "a dataset output's partition columns, as --partition-by sets them")

  /// `xml.maxAttributes=N`: see `XMLStreamOptions.maxAttributesPerElement` (the XML readers: GPX, TCX, Apple
  /// export).
  public static let xmlMaxAttributes = FormatOption(
    "xml.maxAttributes", .integer(1...Int(Int32.max)), default: "10000",
    help:
      "most attributes one XML element may have (GPX, TCX and Apple export readers); more is a located error")

  /// The options of no one format: every conversion takes them.
  public static let common: [FormatOption] = [opaqueMaxElements, partitionBy, xmlMaxAttributes]
}

extension FormatOptions {
  /// The value given for `option`, if any (its default is not filled in).
  public subscript(option: FormatOption) -> String? {
    get { values[option.name] }
    set { values[option.name] = newValue }
  }

  /// A boolean option: its value, else its default, else false.
  public func flag(_ option: FormatOption) -> Bool {
    guard let value = (values[option.name] ?? option.defaultValue)?.lowercased() else { return false }
    return FormatOption.trueWords.contains(value)
  }

  /// An integer option: its value, else its default (nil when neither reads as a number).
  public func integer(_ option: FormatOption) -> Int? {
    (values[option.name] ?? option.defaultValue).flatMap { Int($0) }
  }

  /// A choice or text option: its value (lower-cased for a choice), else its default.
  public func value(_ option: FormatOption) -> String? {
    guard let value = values[option.name] ?? option.defaultValue else { return nil }
    if case .choice = option.type { return value.lowercased() }
    return value
  }

  /// Checks every given option against `declared`: an unknown key (with the closest declared names as
  /// a "did you mean") or a value the option does not take is a usage error.
  public func validate(against declared: [FormatOption]) throws {
    let byName = Dictionary(declared.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    for key in values.keys.sorted() {
      guard let option = byName[key] else {
        let close = NameSuggestions.closest(to: key, among: declared.map(\.name))
        throw ConversionError(
          .usage, "unknown option '\(key)'",
          hint: (close.isEmpty ? "" : "did you mean \(close.joined(separator: " or "))? ")
            + "wkconv formats lists the options")
      }
      if let problem = option.problem(with: values[key]!) {
        throw ConversionError(.usage, problem, hint: option.help)
      }
    }
  }
}
