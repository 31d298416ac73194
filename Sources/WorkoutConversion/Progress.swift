import ByteStreams
import FormatKit
import FoundationEssentials

/// How progress is shown on standard error.
public enum ProgressMode: String, Sendable, CaseIterable {
  /// A live line when stderr is a terminal, nothing otherwise.
  case auto
  /// Plain lines every few seconds (for logs).
  case plain
  /// Nothing.
  case none
}

/// Prints progress of long conversions on standard error: bytes and items per second, and an ETA
/// when the input size is known. Throttled; thread-safe (batch workers share one reporter).
public final class ProgressReporter: @unchecked Sendable {
  private let mode: ProgressMode
  private let interval: TimeInterval
  private let lock = ThreadLock()
  private let start = Date()
  private var lastPrint = Date.distantPast
  private var bytes: [String: Int64] = [:]
  private var totals: [String: Int64] = [:]
  private var items = 0
  private var printedLive = false
  private let isTerminal: Bool

  /// Makes a reporter; `auto` shows a live line only when stderr is a terminal.
  public init(mode: ProgressMode) {
    self.mode = mode
    isTerminal = FileDescriptorIO.isTerminal(2)
    interval = mode == .plain ? 5 : 0.25
  }

  /// Whether anything will ever be printed.
  public var isActive: Bool { mode == .plain || (mode == .auto && isTerminal) }

  /// Registers an input (its size, when known, makes an ETA possible).
  public func begin(_ name: String, size: Int64?) {
    lock.lock()
    defer { lock.unlock() }
    bytes[name] = 0
    if let size { totals[name] = size }
  }

  /// Records bytes read so far for an input.
  public func update(_ name: String, bytesRead: Int64, total: Int64? = nil) {
    lock.lock()
    bytes[name] = bytesRead
    if let total { totals[name] = total }
    lock.unlock()
    maybePrint()
  }

  /// Records items converted.
  public func addItems(_ count: Int) {
    lock.lock()
    items += count
    lock.unlock()
    if count > 0 { maybePrint() }
  }

  private func maybePrint(force: Bool = false) {
    guard isActive else { return }
    lock.lock()
    let now = Date()
    guard force || now.timeIntervalSince(lastPrint) >= interval else {
      lock.unlock()
      return
    }
    lastPrint = now
    let elapsed = max(now.timeIntervalSince(start), 1e-3)
    let done = bytes.values.reduce(0, +)
    let total = totals.count == bytes.count && !totals.isEmpty ? totals.values.reduce(0, +) : nil
    var line = NumberText.formatted(
      "%.1f MB, %.1f MB/s, %d items, %.0f items/s", Double(done) / 1e6, Double(done) / 1e6 / elapsed,
      items, Double(items) / elapsed)
    if let total, total > 0, done > 0 {
      let eta = max(0, elapsed * Double(total - done) / Double(done))
      line += NumberText.formatted(
        ", %.0f%%, ETA %d:%02d", 100 * Double(done) / Double(total), Int(eta) / 60, Int(eta) % 60)
    }
    let live = mode == .auto
    if live { printedLive = true }
    lock.unlock()
    let text = live ? "\r\u{1B}[K" + line : "progress: " + line + "\n"
    StandardError.write(text)
  }

  /// Clears the live line (or prints a last plain line).
  public func finish() {
    guard isActive else { return }
    if mode == .plain {
      maybePrint(force: true)
    } else if printedLive {
      StandardError.write("\r\u{1B}[K")
    }
  }
}

/// Diagnostics on standard error that never stop the process: a closed, full or broken standard error
/// (`2>&-`, `2>/dev/full`, a reader gone) loses the message, nothing else.
public enum StandardError {
  /// Writes `text` to descriptor 2, ignoring errors.
  public static func write(_ text: String) {
    _ = FileDescriptorIO.writeAll(2, text)
  }
}
