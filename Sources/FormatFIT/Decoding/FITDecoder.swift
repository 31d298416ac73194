import ByteStreams
import FoundationEssentials
import WorkoutModel

/// A lenient, streaming FIT decoder: data messages flow to a sink, one reused `FITMessage` at a time.
///
/// Memory stays flat: only the 16 local definitions, developer field descriptions and accumulators are kept.
package struct FITDecoder: Sendable {
  /// Options.
  package var options: FITDecodingOptions

  /// Creates a decoder.
  package init(options: FITDecodingOptions = FITDecodingOptions()) { self.options = options }

  /// Decodes bytes; every data message goes to `sink`. Never throws for bad input: problems are in the summary.
  /// Errors thrown by `sink` stop decoding and are rethrown.
  package func decode(
    _ bytes: ByteView, _ sink: (FITMessage) throws -> Void
  ) rethrows -> FITDecodingSummary {
    var run = FITDecodeRun(options: options, bytes: bytes)
    try run.run(sink)
    return run.summary
  }

  /// Decodes bytes, calling `releasePages` after each MiB of the file CRC pass (for memory-mapped input
  /// whose resident pages the caller drops).
  package func decode(
    _ bytes: ByteView, releasePages: @escaping () -> Void, _ sink: (FITMessage) throws -> Void
  ) rethrows -> FITDecodingSummary {
    var run = FITDecodeRun(options: options, bytes: bytes)
    run.releasePages = releasePages
    try run.run(sink)
    return run.summary
  }

  /// Decodes a `Data` value (e.g. a memory-mapped file).
  package func decode(_ data: Data, _ sink: (FITMessage) throws -> Void) rethrows -> FITDecodingSummary {
    try ByteView.withBytes(of: data) { try decode($0, sink) }
  }

  /// Decodes a file, memory-mapped.
  package func decode(contentsOf url: URL, _ sink: (FITMessage) throws -> Void) throws -> FITDecodingSummary {
    let data = try Data(contentsOf: url, options: .alwaysMapped)
    return try decode(data, sink)
  }
}

/// A field of a local definition, with everything the data path needs precomputed.
@usableFromInline struct FITFieldPlan {
  var number: UInt8
  var baseType: FITBaseType
  var isScalar: Bool  // one element of a numeric type: the fast path
  var isFloat: Bool
  var offset: Int
  var size: Int
  var invalidBits: UInt64
  var fieldIndex: Int16
  var scale: Double
  var valueOffset: Double
}

@usableFromInline struct FITDeveloperFieldPlan {
  var number: UInt8
  var developerDataIndex: UInt8
  var offset: Int
  var size: Int
}

/// A component of a field, with the destination's facts resolved (trivial, for the fast expansion path).
@usableFromInline struct FITComponentPlan {
  var destination: UInt8
  var bits: Int
  var scale: Double
  var offset: Double
  var accumulate: Bool
  var destinationIndex: Int16
  var destinationScale: Double
  var destinationOffset: Double
  var destinationBase: FITBaseType
  var destinationInvalid: Double
}

@usableFromInline struct FITExpansionPlan {
  var source: UInt8
  /// nil when the general path is needed (chained components).
  var components: [FITComponentPlan]?
  var general: [FITComponentSpec]
}

@usableFromInline final class FITDefinitionPlan {
  let globalNumber: UInt16
  let specIndex: Int
  let bigEndian: Bool
  var size = 0
  var fields: [FITFieldPlan] = []
  var developerFields: [FITDeveloperFieldPlan] = []
  var needsPostProcessing = false
  var hasSubfields = false
  var expansions: [FITExpansionPlan] = []
  /// Developer field descriptions resolved for `developerFields`, valid while `descriptionVersion` matches the run's.
  var resolvedDescriptions: [FITDeveloperFieldDescription?] = []
  var descriptionVersion = -1
  var timestampPlan = -1

  init(globalNumber: UInt16, specIndex: Int, bigEndian: Bool) {
    self.globalNumber = globalNumber
    self.specIndex = specIndex
    self.bigEndian = bigEndian
  }
}

struct FITDecodeRun {
  let options: FITDecodingOptions
  /// The input.
  let view: ByteView
  let length: Int
  var summary = FITDecodingSummary()
  var definitions = [FITDefinitionPlan?](repeating: nil, count: 16)
  var lastTimestamp: UInt32 = 0
  /// The time line resynchronization continues (`Timeline`): one undecodable message's timestamp, read
  /// just before the damage is detected, does not move it.
  var timeline = Timeline()
  var accumulators: [UInt32: UInt64] = [:]
  var descriptions: [UInt16: FITDeveloperFieldDescription] = [:]
  var applications: [UInt8: (id: [UInt8]?, version: UInt32?, manufacturer: UInt16?)] = [:]
  var descriptionKey = 0
  var descriptionVersion = 0
  var fileIndex = 0
  var message = FITMessage()
  /// Times decoding resynchronized past damage (bounded: pathological input stops, never hangs).
  var resyncs = 0
  /// Called after each MiB of the file CRC pass (lets a caller drop the mapped pages read so far).
  var releasePages: (() -> Void)?

  init(options: FITDecodingOptions, bytes: ByteView) {
    self.options = options
    self.view = bytes
    self.length = bytes.count
    message.fields.reserveCapacity(64)
  }

  func error(_ code: FITDecodingError.Code, _ text: String, at offset: Int) -> FITDecodingError {
    FITDecodingError(
      code: code, message: text, byteOffset: offset, messageIndex: summary.messageCount, fileIndex: fileIndex)
  }

  mutating func crcProblem(_ code: FITDecodingError.Code, _ text: String, at offset: Int) -> Bool {
    switch options.crcPolicy {
    case .ignore: return true
    case .warn:
      summary.warn(error(code, text + " (decoding continues; crcPolicy .fail rejects the file)", at: offset))
      return true
    case .fail:
      summary.error = error(
        code, text + " (crcPolicy is .fail; use .warn to read the file anyway)", at: offset)
      return false
    }
  }

  mutating func run(_ sink: (FITMessage) throws -> Void) rethrows {
    let b = view
    guard length > 0 else {
      summary.error = error(.notFIT, "empty input: a FIT file starts with a 12- or 14-byte header", at: 0)
      return
    }
    var off = 0
    while off < length {
      guard checkTag(at: off) else { return }
      let remaining = length - off
      let headerSize = Int(b.load(fromByteOffset: off, as: UInt8.self))
      guard headerSize >= 12, headerSize <= remaining else {
        summary.error = error(
          .invalidHeader, "header size \(headerSize) is invalid (12 or 14 expected)", at: off)
        return
      }
      var dataSize = Int(UInt32(littleEndian: b.loadUnaligned(fromByteOffset: off + 4, as: UInt32.self)))
      if dataSize == 0, remaining > headerSize + 2,
        !Self.startsChainedHeader(b, at: off + headerSize + 2, length)
      {
        dataSize = unsizedDataSize(b, at: off, headerSize: headerSize)
      }
      var header = FITFileHeader(
        byteOffset: off, headerSize: headerSize,
        protocolVersion: b.load(fromByteOffset: off + 1, as: UInt8.self),
        profileVersion: UInt16(littleEndian: b.loadUnaligned(fromByteOffset: off + 2, as: UInt16.self)),
        dataSize: dataSize, headerCRC: nil)
      if headerSize >= 14 {
        let stored = UInt16(littleEndian: b.loadUnaligned(fromByteOffset: off + 12, as: UInt16.self))
        header.headerCRC = stored
        if stored != 0 && options.crcPolicy != .ignore {
          let crc = FITCRC.update(0, b, at: off, count: 12)
          if crc != stored
            && !crcProblem(
              .headerCRCMismatch,
              "header CRC is 0x\(String(stored, radix: 16)), computed 0x\(String(crc, radix: 16))",
              at: off + 12)
          {
            return
          }
        }
      }
      summary.headers.append(header)
      let dataStart = off + headerSize
      let declaredEnd = dataStart + dataSize
      let dataEnd = min(declaredEnd, length)
      guard checkFileCRC(from: off, to: declaredEnd) else { return }
      definitions = [FITDefinitionPlan?](repeating: nil, count: 16)
      lastTimestamp = 0
      timeline = Timeline()
      accumulators.removeAll(keepingCapacity: true)
      if try !walk(b, from: dataStart, to: dataEnd, sink) { return }
      if declaredEnd > length {
        summary.error = error(
          .truncated,
          "input ends at byte \(length) but the header declares data up to byte \(declaredEnd): the file is truncated; the messages before were read",
          at: length)
        return
      }
      if declaredEnd + 2 > length {
        summary.error = error(
          .truncated, "input ends before the 2-byte file CRC: the file is truncated; all messages were read",
          at: length)
        return
      }
      off = declaredEnd + 2
      fileIndex += 1
    }
  }

  /// Whether the file part at `off` starts with the ".FIT" tag, or with a header valid but for a
  /// damaged tag (a warning); false (the error set) when decoding stops here.
  mutating func checkTag(at off: Int) -> Bool {
    let b = view
    let remaining = length - off
    let hasTag =
      remaining >= 12 && b.load(fromByteOffset: off + 8, as: UInt8.self) == 0x2E
      && b.load(fromByteOffset: off + 9, as: UInt8.self) == 0x46
      && b.load(fromByteOffset: off + 10, as: UInt8.self) == 0x49
      && b.load(fromByteOffset: off + 11, as: UInt8.self) == 0x54
    if !hasTag, remaining >= 15, case let size = b.load(fromByteOffset: off, as: UInt8.self),
      size < remaining,
      FITFileHeader.isPlausibleWithDamagedTag(
        headerSize: size, protocolVersion: b.load(fromByteOffset: off + 1, as: UInt8.self),
        dataSize: UInt32(littleEndian: b.loadUnaligned(fromByteOffset: off + 4, as: UInt32.self)),
        firstRecord: b.load(fromByteOffset: off + Int(size), as: UInt8.self))
    {
      // Everything but the tag is a valid header: read on (a warning), unless CRC problems fail the file.
      let tag = (8..<12).map {
        NumberText.formatted("%02x", b.load(fromByteOffset: off + $0, as: UInt8.self))
      }
      if !crcProblem(
        .invalidHeader,
        "the header's \".FIT\" tag is damaged (bytes \(tag.joined(separator: " "))); the rest of the header is valid",
        at: off + 8)
      {
        return false
      }
    } else if !hasTag {
      if fileIndex == 0 {
        summary.error = error(
          remaining < 12 ? .truncatedHeader : .notFIT,
          remaining < 12
            ? "input ends inside the FIT file header"
            : "no \".FIT\" tag in the file header: not a FIT file",
          at: off)
      } else if remaining < 12 {
        summary.error = error(
          .truncated, "\(remaining) byte(s) after the last FIT file: a chained header is cut off", at: off)
      } else {
        summary.error = error(
          .invalidHeader, "the chained FIT file header at this offset is corrupt (no \".FIT\" tag)", at: off
        )
      }
      return false
    }
    return true
  }

  /// Whether the file CRC of the part `off ..< declaredEnd` (its CRC after it) holds, checked when the
  /// CRC is there and not ignored; false when a mismatch stops decoding (`crcProblem`).
  mutating func checkFileCRC(from off: Int, to declaredEnd: Int) -> Bool {
    let b = view
    if declaredEnd + 2 <= length, options.crcPolicy != .ignore {
      // In 1 MiB steps, so a caller can release the pages read so far (memory-mapped input).
      var crc: UInt16 = 0
      var at = off
      while at < declaredEnd + 2 {
        let n = min(1 << 20, declaredEnd + 2 - at)
        crc = FITCRC.update(crc, b, at: at, count: n)
        at += n
        releasePages?()
      }
      if crc != 0 {
        let stored = UInt16(littleEndian: b.loadUnaligned(fromByteOffset: declaredEnd, as: UInt16.self))
        let computed = FITCRC.update(0, b, at: off, count: declaredEnd - off)
        if !crcProblem(
          .fileCRCMismatch,
          "file CRC is 0x\(String(stored, radix: 16)), computed 0x\(String(computed, radix: 16))",
          at: declaredEnd)
        {
          return false
        }
      }
    }
    return true
  }

  /// Whether the bytes at `next` begin another file part's header (a header size of 12 or 14 with the
  /// ".FIT" tag, or cut short before its tag): an empty file part (header and CRC) in a chain, not an
  /// unfinalized recording. A recording's first record is a definition (0x40…), never 12 or 14.
  static func startsChainedHeader(_ b: ByteView, at next: Int, _ length: Int) -> Bool {
    guard next < length else { return false }
    let size = b.load(fromByteOffset: next, as: UInt8.self)
    guard size == 12 || size == 14 else { return false }
    guard next + 12 <= length else { return true }
    return b.load(fromByteOffset: next + 8, as: UInt8.self) == UInt8(ascii: ".")
      && b.load(fromByteOffset: next + 9, as: UInt8.self) == UInt8(ascii: "F")
      && b.load(fromByteOffset: next + 10, as: UInt8.self) == UInt8(ascii: "I")
      && b.load(fromByteOffset: next + 11, as: UInt8.self) == UInt8(ascii: "T")
  }

  /// The data size of a file part whose header declares none while bytes follow it (a recording the device
  /// never finalized): everything to the end of the input, less the last two bytes when they are the CRC
  /// of what precedes them. Warned as `.zeroDataSize`.
  mutating func unsizedDataSize(_ b: ByteView, at off: Int, headerSize: Int) -> Int {
    let crcAt = length - 2
    let stored = UInt16(littleEndian: b.loadUnaligned(fromByteOffset: crcAt, as: UInt16.self))
    let hasCRC = FITCRC.update(0, b, at: off, count: crcAt - off) == stored
    let size = (hasCRC ? crcAt : length) - off - headerSize
    summary.warn(
      error(
        .zeroDataSize,
        "the header declares 0 bytes of data but \(length - off - headerSize) bytes follow it (a recording never finalized): read to the end of the input (\(size) bytes of data\(hasCRC ? ", then a matching file CRC" : ", no file CRC"))",
        at: off + 4))
    return size
  }

  /// Walks the records of one file part; false when decoding must stop.
  mutating func walk(
    _ b: ByteView, from start: Int, to end: Int, _ sink: (FITMessage) throws -> Void
  ) rethrows -> Bool {
    var p = start
    while p < end {
      let recordStart = p
      let h = b.load(fromByteOffset: p, as: UInt8.self)
      p += 1
      if h & 0x80 == 0 && h & 0x40 != 0 {
        guard let next = readDefinition(b, at: p, end: end, header: h, recordStart: recordStart) else {
          guard let resumed = resynchronize(b, damageAt: recordStart, end: end) else { return false }
          p = resumed
          continue
        }
        p = next
        continue
      }
      let local = h & 0x80 != 0 ? Int((h >> 5) & 0x03) : Int(h & 0x0F)
      guard let plan = definitions[local] else {
        summary.error = error(
          .undefinedLocalMessage,
          "data message uses local message type \(local), which no definition declared: the data is corrupt here",
          at: recordStart)
        guard let resumed = resynchronize(b, damageAt: recordStart, end: end) else { return false }
        p = resumed
        continue
      }
      guard p + plan.size <= end else {
        summary.error = error(
          .truncated, "a \(plan.size)-byte data message starts here but the data ends at byte \(end)",
          at: recordStart)
        guard let resumed = resynchronize(b, damageAt: recordStart, end: end) else { return false }
        p = resumed
        continue
      }
      decodeData(at: p, plan: plan, local: UInt8(local), compressedOffset: h & 0x80 != 0 ? h & 0x1F : nil)
      message.byteOffset = recordStart
      message.index = summary.messageCount
      message.fileIndex = fileIndex
      try sink(message)
      summary.messageCount += 1
      p += plan.size
    }
    return true
  }

  mutating func readDefinition(
    _ b: ByteView, at start: Int, end: Int, header h: UInt8, recordStart: Int
  ) -> Int? {
    var p = start
    guard p + 5 <= end else {
      summary.error = error(.truncated, "definition message cut off by the end of the data", at: recordStart)
      return nil
    }
    let architecture = b.load(fromByteOffset: p + 1, as: UInt8.self)
    guard architecture <= 1 else {
      summary.error = error(
        .invalidDefinition,
        "definition message with architecture byte 0x\(String(architecture, radix: 16)) (0: little endian, 1: big endian): the data is corrupt here",
        at: recordStart)
      return nil
    }
    let bigEndian = architecture == 1
    let rawGlobal = b.loadUnaligned(fromByteOffset: p + 2, as: UInt16.self)
    let global = bigEndian ? UInt16(bigEndian: rawGlobal) : UInt16(littleEndian: rawGlobal)
    let count = Int(b.load(fromByteOffset: p + 4, as: UInt8.self))
    p += 5
    guard p + 3 * count <= end else {
      summary.error = error(.truncated, "definition message cut off by the end of the data", at: recordStart)
      return nil
    }
    let specIndex = FITProfile.messageIndexByNumber[global] ?? -1
    let spec: FITMessageSpec? = specIndex >= 0 ? FITProfile.messages[specIndex] : nil
    let plan = FITDefinitionPlan(globalNumber: global, specIndex: specIndex, bigEndian: bigEndian)
    plan.fields.reserveCapacity(count)
    var offset = 0
    for i in 0..<count {
      let q = p + 3 * i
      let number = b.load(fromByteOffset: q, as: UInt8.self)
      let size = Int(b.load(fromByteOffset: q + 1, as: UInt8.self))
      let typeByte = b.load(fromByteOffset: q + 2, as: UInt8.self)
      var baseType = FITBaseType(definitionByte: typeByte) ?? .byte
      if FITBaseType(definitionByte: typeByte) == nil {
        summary.warn(
          error(
            .unknownBaseType,
            "base type 0x\(String(typeByte, radix: 16)) is unknown; the field is kept as bytes",
            at: recordStart))
      }
      if size % baseType.size != 0 || size == 0 {
        summary.warn(
          error(
            .misalignedField,
            "field \(number) of message \(global) has size \(size), not a multiple of its \(baseType.name) size; read as bytes",
            at: recordStart))
        baseType = .byte
      }
      let fieldIndex = spec.map { $0.fieldIndexByNumber[Int(number)] } ?? -1
      var scale = 1.0
      var valueOffset = 0.0
      if fieldIndex >= 0, let spec {
        let f = spec.fields[Int(fieldIndex)]
        scale = f.scale
        valueOffset = f.offset
        if !f.components.isEmpty || !f.subfields.isEmpty { plan.needsPostProcessing = true }
        if !f.subfields.isEmpty { plan.hasSubfields = true }
        if !f.components.isEmpty {
          var fast: [FITComponentPlan]? = []
          for c in f.components {
            guard let dest = spec.field(number: c.fieldNumber), dest.components.isEmpty else {
              fast = nil
              break
            }
            fast?.append(
              FITComponentPlan(
                destination: c.fieldNumber, bits: Int(c.bits), scale: c.scale, offset: c.offset,
                accumulate: c.accumulate, destinationIndex: spec.fieldIndexByNumber[Int(c.fieldNumber)],
                destinationScale: dest.scale, destinationOffset: dest.offset, destinationBase: dest.baseType,
                destinationInvalid: Double(dest.baseType.invalidBits)))
          }
          plan.expansions.append(FITExpansionPlan(source: number, components: fast, general: f.components))
        }
        for c in f.components where c.accumulate {
          accumulators[UInt32(global) << 8 | UInt32(c.fieldNumber)] = 0
        }
        for s in f.subfields where !s.components.isEmpty { _ = s; plan.needsPostProcessing = true }
      }
      let isScalar = size == baseType.size && baseType != .string && baseType != .byte
      if number == 253 && isScalar && !baseType.isFloat { plan.timestampPlan = plan.fields.count }
      plan.fields.append(
        FITFieldPlan(
          number: number, baseType: baseType, isScalar: isScalar, isFloat: baseType.isFloat, offset: offset,
          size: size, invalidBits: baseType.invalidBits, fieldIndex: fieldIndex, scale: scale,
          valueOffset: valueOffset))
      offset += size
    }
    p += 3 * count
    if h & 0x20 != 0 {
      guard p + 1 <= end else {
        summary.error = error(
          .truncated, "definition message cut off by the end of the data", at: recordStart)
        return nil
      }
      let devCount = Int(b.load(fromByteOffset: p, as: UInt8.self))
      p += 1
      guard p + 3 * devCount <= end else {
        summary.error = error(
          .truncated, "definition message cut off by the end of the data", at: recordStart)
        return nil
      }
      for i in 0..<devCount {
        let q = p + 3 * i
        let size = Int(b.load(fromByteOffset: q + 1, as: UInt8.self))
        plan.developerFields.append(
          FITDeveloperFieldPlan(
            number: b.load(fromByteOffset: q, as: UInt8.self),
            developerDataIndex: b.load(fromByteOffset: q + 2, as: UInt8.self), offset: offset, size: size))
        offset += size
      }
      p += 3 * devCount
    }
    plan.size = offset
    definitions[Int(h & 0x0F)] = plan
    summary.definitionCount += 1
    return p
  }

  // MARK: resynchronization past damage

  /// The span of a recording's timestamps. A timestamp continues it when it is no more than 60 s before
  /// its first timestamp (laps, sessions and events written at the end carry earlier times than the last
  /// record) and no more than a day after its last. A recording left earlier in the device's storage is
  /// before it; garbage read as a timestamp is almost never within it.
  struct Timeline {
    var first: UInt32 = 0
    var last: UInt32 = 0

    @inline(__always) func continued(by ts: UInt32) -> Bool {
      first == 0 || (Int64(ts) + 60 >= Int64(first) && Int64(ts) <= Int64(last) + 86_400)
    }

    @inline(__always) mutating func extend(_ ts: UInt32) {
      if first == 0 {
        (first, last) = (ts, ts)
      } else {
        first = min(first, ts)
        last = max(last, ts)
      }
    }
  }

  /// Sets `lastTimestamp`, and extends `timeline` when the timestamp continues it; two timestamps in a
  /// row outside it start it again (a jump, e.g. from system time to UTC).
  @inline(__always)
  mutating func noteTimestamp(_ ts: UInt32) {
    if timeline.continued(by: ts) {
      timeline.extend(ts)
    } else if Timeline(first: lastTimestamp, last: lastTimestamp).continued(by: ts) {
      timeline = Timeline(first: ts, last: ts)
    }
    lastTimestamp = ts
  }

  /// What the bytes at a resynchronization candidate are.
  enum ResyncProbe {
    /// A run of messages that decode and continue the time line (or reach the end of the data cleanly).
    case continues
    /// Messages decode, but a timestamp among them does not continue the time line.
    case otherTimeline(UInt32)
    /// Not a message boundary.
    case implausible
  }

  /// The rule: after an undecodable message (an undefined local type, a definition with an invalid
  /// architecture byte, a message running past the data), scan forward byte by byte for a candidate:
  /// a strictly plausible definition message (`plausibleDefinition`) or a data message of a defined local
  /// type with a timestamp field. It is taken when the next 8 messages (or all up to the end of the data)
  /// decode structurally with the definitions in force, and each timestamp among them continues the time
  /// line (`timeline`, `continues`), with at least one timestamp when the file had one before the damage. The skipped range is reported as located damage
  /// (`summary.skipped`); when only messages of another time line are found (a previous recording left in
  /// the device's storage), nothing is resumed and the error says where and why.
  mutating func resynchronize(_ b: ByteView, damageAt damageStart: Int, end: Int) -> Int? {
    guard let cause = summary.error, resyncs < 64 else { return nil }
    // The input itself ends here: truncation, nothing after to resynchronize into.
    if cause.code == .truncated && end == length { return nil }
    var rejected: (at: Int, timestamp: UInt32)?
    var q = damageStart + 1
    while q < end {
      switch probe(b, at: q, end: end) {
      case .continues:
        resyncs += 1
        summary.error = nil
        let line =
          timeline.first == 0 ? "" : " (\(Self.isoTime(timeline.first)) to \(Self.isoTime(timeline.last)))"
        summary.skipped.append(
          FITDecodingError(
            code: .skippedBytes,
            message:
              "bytes \(damageStart)–\(q - 1) (\(q - damageStart) bytes) could not be decoded (\(cause.code.rawValue): \(cause.message)); decoding resumed at byte \(q), where the messages decode and continue the time line\(line)",
            byteOffset: damageStart, messageIndex: cause.messageIndex, fileIndex: fileIndex))
        return q
      case .otherTimeline(let ts):
        if rejected == nil { rejected = (q, ts) }
      case .implausible: break
      }
      q += 1
    }
    if let rejected {
      summary.error?.message +=
        "; messages decode again from byte \(rejected.at), but their time (\(Self.isoTime(rejected.timestamp))) is outside this recording's (\(Self.isoTime(timeline.first)) to \(Self.isoTime(timeline.last))): they belong to another recording (e.g. an earlier activity left in the device's storage); bytes \(damageStart)–\(end - 1) are not read"
    }
    return nil
  }

  /// Whether the bytes at `q0` start a run of messages that continue the stream (see `resynchronize`).
  func probe(_ b: ByteView, at q0: Int, end: Int) -> ResyncProbe {
    let first = b.load(fromByteOffset: q0, as: UInt8.self)
    if first & 0xC0 == 0x40 {
      guard Self.plausibleDefinition(b, at: q0, end: end) != nil else { return .implausible }
    } else if first & 0xF0 == 0 {
      guard let d = definitions[Int(first)], d.timestampPlan >= 0 else { return .implausible }
    } else {
      return .implausible
    }
    var sizes = [Int](repeating: -1, count: 16)
    var stampAt = [Int](repeating: -1, count: 16)
    var big = [Bool](repeating: false, count: 16)
    for (i, d) in definitions.enumerated() {
      guard let d else { continue }
      sizes[i] = d.size
      big[i] = d.bigEndian
      if d.timestampPlan >= 0 { stampAt[i] = d.fields[d.timestampPlan].offset }
    }
    var q = q0
    var messages = 0
    var stamps = 0
    var line = timeline
    while messages < 8 && q < end {
      let h = b.load(fromByteOffset: q, as: UInt8.self)
      if h & 0x80 != 0 {
        let local = Int((h >> 5) & 0x03)
        guard sizes[local] >= 0, q + 1 + sizes[local] <= end else { return .implausible }
        q += 1 + sizes[local]
      } else if h & 0x40 != 0 {
        guard let d = Self.plausibleDefinition(b, at: q, end: end) else { return .implausible }
        let local = Int(h & 0x0F)
        sizes[local] = d.size
        stampAt[local] = d.timestampOffset
        big[local] = d.bigEndian
        q = d.next
      } else {
        let local = Int(h & 0x0F)
        guard h & 0x30 == 0, sizes[local] >= 0, q + 1 + sizes[local] <= end else { return .implausible }
        if stampAt[local] >= 0 {
          let raw = b.loadUnaligned(fromByteOffset: q + 1 + stampAt[local], as: UInt32.self)
          let ts = big[local] ? UInt32(bigEndian: raw) : UInt32(littleEndian: raw)
          if ts != 0xFFFF_FFFF {
            if !line.continued(by: ts) { return .otherTimeline(ts) }
            line.extend(ts)
            stamps += 1
          }
        }
        q += 1 + sizes[local]
      }
      messages += 1
    }
    return stamps > 0 || timeline.first == 0 ? .continues : .implausible
  }

  /// A definition message at `q` that is plausible by stricter rules than decoding uses (for
  /// resynchronization candidates only): reserved bits and byte zero, architecture 0 or 1, a global
  /// message number the profile knows (or a manufacturer-specific one, 0xFF00 and above), at least one
  /// field, every base type byte exactly one of the profile's, sizes positive multiples of it, a timestamp
  /// (253) a 4-byte uint32, at most 32 developer fields and at most 4 KiB of data.
  static func plausibleDefinition(_ b: ByteView, at q: Int, end: Int) -> (
    next: Int, size: Int, timestampOffset: Int, bigEndian: Bool
  )? {
    let h = b.load(fromByteOffset: q, as: UInt8.self)
    guard h & 0xD0 == 0x40, q + 6 <= end, b.load(fromByteOffset: q + 1, as: UInt8.self) == 0 else {
      return nil
    }
    let architecture = b.load(fromByteOffset: q + 2, as: UInt8.self)
    guard architecture <= 1 else { return nil }
    let rawGlobal = b.loadUnaligned(fromByteOffset: q + 3, as: UInt16.self)
    let global = architecture == 1 ? UInt16(bigEndian: rawGlobal) : UInt16(littleEndian: rawGlobal)
    guard FITProfile.messageIndexByNumber[global] != nil || global >= 0xFF00 else { return nil }
    let count = Int(b.load(fromByteOffset: q + 5, as: UInt8.self))
    var next = q + 6 + 3 * count
    guard count >= 1, next <= end else { return nil }
    var size = 0
    var timestampOffset = -1
    for i in 0..<count {
      let f = q + 6 + 3 * i
      let number = b.load(fromByteOffset: f, as: UInt8.self)
      let fieldSize = Int(b.load(fromByteOffset: f + 1, as: UInt8.self))
      let typeByte = b.load(fromByteOffset: f + 2, as: UInt8.self)
      guard let type = FITBaseType(definitionByte: typeByte),
        typeByte == type.definitionByte, fieldSize > 0, fieldSize % type.size == 0
      else { return nil }
      if number == 253 {
        guard type == .uint32, fieldSize == 4 else { return nil }
        timestampOffset = size
      }
      size += fieldSize
    }
    if h & 0x20 != 0 {
      guard next < end else { return nil }
      let developerCount = Int(b.load(fromByteOffset: next, as: UInt8.self))
      guard developerCount <= 32, next + 1 + 3 * developerCount <= end else { return nil }
      for i in 0..<developerCount {
        size += Int(b.load(fromByteOffset: next + 1 + 3 * i + 1, as: UInt8.self))
      }
      next += 1 + 3 * developerCount
    }
    guard size <= 4096 else { return nil }
    return (next, size, timestampOffset, architecture == 1)
  }

  /// A FIT timestamp (seconds since 1989-12-31T00:00:00Z) as ISO 8601, for messages.
  static func isoTime(_ timestamp: UInt32) -> String {
    ISO8601Timestamp.format(Timestamp(Date(timeIntervalSince1970: Double(timestamp) + 631_065_600)))
  }

  @inline(__always)
  mutating func decodeData(
    at p: Int, plan: FITDefinitionPlan, local: UInt8, compressedOffset: UInt8?
  ) {
    message.reset(global: plan.globalNumber, local: local, specIndex: plan.specIndex)
    let big = plan.bigEndian
    do {
      let fields = plan.fields
      for fp in fields {
        let q = p + fp.offset
        if fp.isScalar {
          let bits = view.loadBits(at: q, size: fp.size, bigEndian: big)
          if bits == fp.invalidBits { continue }
          if fp.isFloat {
            let v = FITValueReader.float(bits, fp.baseType)
            // Every NaN (not just the all-ones invalid marker) and ±infinity read as invalid.
            if !v.isFinite { continue }
            message.fields.append(
              FITFieldValue(
                number: fp.number, baseType: fp.baseType, kind: .float, origin: .read,
                profileFieldIndex: fp.fieldIndex,
                scale: fp.scale, offset: fp.valueOffset, bits: v.bitPattern))
          } else {
            message.fields.append(
              FITFieldValue(
                number: fp.number, baseType: fp.baseType, kind: .integer, origin: .read,
                profileFieldIndex: fp.fieldIndex, scale: fp.scale, offset: fp.valueOffset,
                bits: UInt64(bitPattern: FITValueReader.integer(bits, fp.baseType))))
            if fp.number == 253 { noteTimestamp(UInt32(truncatingIfNeeded: bits)) }
          }
        } else {
          guard
            let v = FITValueReader.readValue(
              view, at: q, size: fp.size, baseType: fp.baseType, bigEndian: big)
          else {
            continue
          }
          var f = FITFieldValue(
            number: fp.number, baseType: fp.baseType, kind: .payload, origin: .read,
            profileFieldIndex: fp.fieldIndex,
            scale: fp.scale, offset: fp.valueOffset, bits: 0)
          switch v {
          case .integer(let i):
            f.kind = .integer
            f.bits = UInt64(bitPattern: i)
          case .real(let d):
            f.kind = .float
            f.bits = d.bitPattern
          default: f.payloadIndex = message.appendPayload(v)
          }
          message.fields.append(f)
        }
      }
    }
    if let o = compressedOffset {
      var ts = UInt32(o) &+ (lastTimestamp & ~0x1F)
      if UInt32(o) < (lastTimestamp & 0x1F) { ts &+= 0x20 }
      // Relative to the last timestamp, so it re-anchors nothing: it moves the time line only when it continues it.
      if timeline.continued(by: ts) { timeline.extend(ts) }
      lastTimestamp = ts
      let index = plan.specIndex >= 0 ? FITProfile.messages[plan.specIndex].fieldIndexByNumber[253] : -1
      message.removeField(253)
      message.fields.append(
        FITFieldValue(
          number: 253, baseType: .uint32, kind: .integer, origin: .compressedTimestamp,
          profileFieldIndex: index,
          scale: 1, offset: 0, bits: UInt64(ts)))
    }
    if !plan.developerFields.isEmpty { decodeDeveloperFields(at: p, plan: plan) }
    if plan.needsPostProcessing && plan.specIndex >= 0 { postProcess(plan) }
    if plan.globalNumber == 207 {
      registerApplication()
    } else if plan.globalNumber == 206 {
      registerDescription()
    }
  }

  mutating func decodeDeveloperFields(at p: Int, plan: FITDefinitionPlan) {
    if plan.descriptionVersion != descriptionVersion {
      plan.resolvedDescriptions = plan.developerFields.map {
        descriptions[UInt16($0.developerDataIndex) << 8 | UInt16($0.number)]
      }
      plan.descriptionVersion = descriptionVersion
    }
    for (i, d) in plan.developerFields.enumerated() {
      let q = p + d.offset
      if let description = plan.resolvedDescriptions[i] {
        guard
          let v = FITValueReader.readValue(
            view, at: q, size: d.size, baseType: description.baseType, bigEndian: plan.bigEndian)
        else { continue }
        message.developerFields.append(
          FITDeveloperFieldValue(
            developerDataIndex: d.developerDataIndex, fieldNumber: d.number, description: description,
            value: v,
            isBigEndian: plan.bigEndian))
      } else {
        let bytes = view.bytes(at: q, count: d.size)
        if bytes.allSatisfy({ $0 == 0xFF }) { continue }
        summary.warn(
          error(
            .undescribedDeveloperField,
            "developer field \(d.number) of developer \(d.developerDataIndex) has no field_description yet; kept as bytes",
            at: message.byteOffset))
        message.developerFields.append(
          FITDeveloperFieldValue(
            developerDataIndex: d.developerDataIndex, fieldNumber: d.number, description: nil,
            value: .bytes(bytes),
            isBigEndian: plan.bigEndian))
      }
    }
  }

  mutating func registerApplication() {
    guard let index = message.integer(3), index >= 0, index < 255 else { return }
    var id: [UInt8]?
    if case .bytes(let b)? = message.value(1) { id = b }
    applications[UInt8(index)] = (
      id, message.integer(4).map { UInt32(truncatingIfNeeded: $0) },
      message.integer(2).map { UInt16(truncatingIfNeeded: $0) }
    )
  }

  mutating func registerDescription() {
    guard let index = message.integer(0), index >= 0, index < 255, let number = message.integer(1),
      let typeByte = message.integer(2)
    else { return }
    let app = applications[UInt8(index)]
    let description = FITDeveloperFieldDescription(
      developerDataIndex: UInt8(index), fieldNumber: UInt8(truncatingIfNeeded: number),
      baseType: FITBaseType(definitionByte: UInt8(truncatingIfNeeded: typeByte)) ?? .byte,
      name: message.string(3) ?? "developer_field_\(index)_\(number)", units: message.string(8) ?? "",
      scale: message.integer(6).map(Double.init) ?? 1, offset: message.integer(7).map(Double.init) ?? 0,
      nativeMessageNumber: message.integer(14).map { UInt16(truncatingIfNeeded: $0) },
      nativeFieldNumber: message.integer(15).map { UInt8(truncatingIfNeeded: $0) }, applicationID: app?.id,
      applicationVersion: app?.version, manufacturerID: app?.manufacturer, key: descriptionKey)
    descriptionKey += 1
    descriptions[UInt16(index) << 8 | UInt16(truncatingIfNeeded: number)] = description
    descriptionVersion += 1
    summary.developerFieldDescriptions.append(description)
  }

  // MARK: sub-fields and components

  mutating func postProcess(_ plan: FITDefinitionPlan) {
    if !plan.hasSubfields && options.expandComponents {
      // Fast path: components of plain fields, destinations resolved in the plan, no allocation for scalars.
      for e in plan.expansions {
        guard let i = message.fields.firstIndex(where: { $0.number == e.source && $0.origin == .read }) else {
          continue
        }
        let f = message.fields[i]
        if f.kind == .integer, let components = e.components {
          expandScalar(f, components, global: plan.globalNumber)
        } else {
          expand(
            f, components: e.general, spec: FITProfile.messages[plan.specIndex], global: plan.globalNumber)
        }
      }
      return
    }
    let spec = FITProfile.messages[plan.specIndex]
    if options.resolveSubfields { resolveSubfields(spec, from: 0) }
    guard options.expandComponents else { return }
    let readCount = message.fields.count
    var i = 0
    var depth = 0
    var end = readCount
    while i < end {
      let f = message.fields[i]
      i += 1
      guard f.profileFieldIndex >= 0 else { continue }
      let fieldSpec = spec.fields[Int(f.profileFieldIndex)]
      let components =
        f.subfieldIndex >= 0 ? fieldSpec.subfields[Int(f.subfieldIndex)].components : fieldSpec.components
      if components.isEmpty { continue }
      expand(f, components: components, spec: spec, global: plan.globalNumber)
      if i == end && message.fields.count > end && depth < 3 {
        // Destinations that have components of their own expand again.
        i = end
        end = message.fields.count
        depth += 1
      }
    }
    if options.resolveSubfields && message.fields.count > readCount {
      resolveSubfields(spec, from: readCount)
    }
  }

  mutating func resolveSubfields(_ spec: FITMessageSpec, from start: Int) {
    for i in start..<message.fields.count {
      let f = message.fields[i]
      guard f.profileFieldIndex >= 0 else { continue }
      let subfields = spec.fields[Int(f.profileFieldIndex)].subfields
      if subfields.isEmpty { continue }
      search: for (si, s) in subfields.enumerated() {
        for r in s.references where message.integer(r.fieldNumber) == r.value {
          message.fields[i].subfieldIndex = Int16(si)
          message.fields[i].scale = s.scale
          message.fields[i].offset = s.offset
          break search
        }
      }
    }
  }

  @inline(__always)
  mutating func expandScalar(_ f: FITFieldValue, _ components: [FITComponentPlan], global: UInt16) {
    let width = f.baseType.size * 8
    let raw = width >= 64 ? f.bits : f.bits & ((1 << UInt64(width)) - 1)
    var consumed = 0
    for c in components {
      guard c.bits > 0, consumed + c.bits <= width else { break }
      let mask: UInt64 = c.bits >= 64 ? ~0 : (1 << UInt64(c.bits)) - 1
      var v = (raw >> UInt64(consumed)) & mask
      consumed += c.bits
      if c.accumulate {
        let key = UInt32(global) << 8 | UInt32(c.destination)
        let acc = accumulators[key] ?? 0
        var value = v &+ (acc & ~mask)
        if v < (acc & mask) { value &+= mask &+ 1 }
        accumulators[key] = value
        v = value
      }
      let physical = Double(v) / c.scale - c.offset
      let destRaw = (physical + c.destinationOffset) * c.destinationScale
      if destRaw == c.destinationInvalid { continue }
      var out = FITFieldValue(
        number: c.destination, baseType: c.destinationBase, kind: .integer, origin: .expanded,
        profileFieldIndex: c.destinationIndex, scale: c.destinationScale, offset: c.destinationOffset, bits: 0
      )
      if destRaw == destRaw.rounded(), abs(destRaw) < 9.0e15 {
        out.bits = UInt64(bitPattern: Int64(destRaw))
      } else {
        out.kind = .float
        out.bits = destRaw.bitPattern
      }
      if let existing = message.fields.firstIndex(where: { $0.number == c.destination }) {
        message.fields[existing] = out
      } else {
        message.fields.append(out)
      }
    }
  }

  mutating func expand(
    _ f: FITFieldValue, components: [FITComponentSpec], spec: FITMessageSpec, global: UInt16
  ) {
    // Source bits, least significant first: scalars, integer arrays and byte arrays.
    var elements: [UInt64] = []
    var width = f.baseType.size * 8
    switch f.kind {
    case .integer:
      elements = [
        UInt64(bitPattern: Int64(bitPattern: f.bits)) & (width >= 64 ? ~0 : (1 << UInt64(width)) - 1)
      ]
    case .float: return
    case .payload:
      switch message.payloads[Int(f.payloadIndex)] {
      case .bytes(let bs):
        width = 8
        elements = bs.map(UInt64.init)
      case .integers(let vs):
        let invalid = f.baseType.invalidBits
        let mask: UInt64 = width >= 64 ? ~0 : (1 << UInt64(width)) - 1
        elements = vs.map { $0.map { UInt64(bitPattern: $0) & mask } ?? invalid }
      default: return
      }
    }
    var reader = FITBitReader(elements: elements, width: width)
    var pending: [(number: UInt8, values: [Double?], raws: [Double])] = []
    for c in components {
      let bits = Int(c.bits)
      guard bits > 0, reader.available >= bits else { break }
      var v = reader.read(bits)
      if c.accumulate {
        let key = UInt32(global) << 8 | UInt32(c.fieldNumber)
        let acc = accumulators[key] ?? 0
        let mask: UInt64 = bits >= 64 ? ~0 : (1 << UInt64(bits)) - 1
        var value = v &+ (acc & ~mask)
        if v < (acc & mask) { value &+= mask &+ 1 }
        accumulators[key] = value
        v = value
      }
      let physical = Double(v) / c.scale - c.offset
      let dest = spec.field(number: c.fieldNumber)
      let raw = (physical + (dest?.offset ?? 0)) * (dest?.scale ?? 1)
      let invalid = dest.map { Double($0.baseType.invalidBits) } ?? -1
      if let i = pending.firstIndex(where: { $0.number == c.fieldNumber }) {
        pending[i].values.append(raw == invalid ? nil : physical)
        pending[i].raws.append(raw)
      } else {
        pending.append((c.fieldNumber, [raw == invalid ? nil : physical], [raw]))
      }
      if !reader.hasBits { break }
    }
    for (number, values, raws) in pending {
      let dest = spec.field(number: number)
      let destIndex = spec.fieldIndexByNumber[Int(number)]
      var out = FITFieldValue(
        number: number, baseType: dest?.baseType ?? .float64, kind: .integer, origin: .expanded,
        profileFieldIndex: destIndex, scale: dest?.scale ?? 1, offset: dest?.offset ?? 0, bits: 0)
      if values.count == 1 {
        guard values[0] != nil else { continue }
        let raw = raws[0]
        if raw == raw.rounded(), abs(raw) < 9.0e15 {
          out.bits = UInt64(bitPattern: Int64(raw))
        } else {
          out.kind = .float
          out.bits = raw.bitPattern
        }
      } else {
        if values.allSatisfy({ $0 == nil }) { continue }
        if raws.allSatisfy({ $0 == $0.rounded() && abs($0) < 9.0e15 }) {
          out.kind = .payload
          out.payloadIndex = message.appendPayload(
            .integers(zip(values, raws).map { $0.0 == nil ? nil : Int64($0.1) }))
        } else {
          out.kind = .payload
          out.payloadIndex = message.appendPayload(.reals(zip(values, raws).map { $0.0 == nil ? nil : $0.1 }))
        }
      }
      if let existing = message.fields.firstIndex(where: { $0.number == number }) {
        message.fields[existing] = out
      } else {
        message.fields.append(out)
      }
    }
  }
}

/// Reads bit runs, least significant bit first, across elements of `width` bits.
struct FITBitReader {
  let elements: [UInt64]
  let width: Int
  var index = 0
  var bitInElement = 0

  init(elements: [UInt64], width: Int) {
    self.elements = elements
    self.width = width
  }

  var available: Int { (elements.count - index) * width - bitInElement }
  var hasBits: Bool { available > 0 }

  mutating func read(_ count: Int) -> UInt64 {
    var value: UInt64 = 0
    var got = 0
    while got < count && index < elements.count {
      let take = min(count - got, width - bitInElement)
      let chunk = (elements[index] >> UInt64(bitInElement)) & (take >= 64 ? ~0 : (1 << UInt64(take)) - 1)
      value |= chunk << UInt64(got)
      got += take
      bitInElement += take
      if bitInElement == width {
        bitInElement = 0
        index += 1
      }
    }
    return value
  }
}
