import Foundation
import Kinetics

/// The one number-list parser of `curves` (`parseNumberList`, `parseNumberRows`) and the sources of
/// path data (`PathDataSource`: bytes in memory, and a file handle read through a pipe, as `--d -`
/// and `--d @FILE` read), on arbitrary bytes.
///
/// Input layout: one byte chooses the entry point (its value modulo 4), the rest is the text.
/// Properties: no trap, no sanitizer report, no hang; a list either parses to finite numbers that
/// read back the same when printed, or fails with a message naming the option, and any list with
/// an empty comma field fails; a path source accepts exactly the valid UTF-8 of at most 128 KiB and
/// returns it unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  guard let selector = input.nextByte() else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  switch selector % 4 {
  case 0: checkList(input.remainingText())
  case 1: checkRows(input.remainingText())
  case 2: checkSource(bytes) { try PathDataSource.text(fromBytes: bytes, named: "the fuzz input") }
  default: checkSource(bytes) { try readThroughPipe(bytes) }
  }
  return 0
}

/// A list parses to finite numbers that print and parse back bit for bit, or throws an error
/// naming the option; an empty comma field always throws.
func checkList(_ text: String) {
  let fields = text.split(separator: ",", omittingEmptySubsequences: false)
  let hasEmptyField = fields.count > 1 && fields.contains { $0.allSatisfy(\.isWhitespace) }
  do {
    let numbers = try parseNumberList(text, what: "--at")
    if hasEmptyField { fuzzFailure("\(text.debugDescription) has an empty field but parsed") }
    guard !numbers.isEmpty, numbers.allSatisfy(\.isFinite) else { fuzzFailure("\(text.debugDescription) gave \(numbers)") }
    let again = try parseNumberList(numbers.map(NumberText.shortest).joined(separator: ","), what: "--at")
    if again.map(\.bitPattern) != numbers.map(\.bitPattern) { fuzzFailure("\(numbers) read back as \(again)") }
  } catch let error as InputError {
    if !error.description.hasPrefix("--at") { fuzzFailure("message does not name the option: \(error)") }
  } catch {
    fuzzFailure("unexpected error \(error)")
  }
}

/// Rows: each parses as a list, or the error names the row.
func checkRows(_ text: String) {
  do {
    let rows = try parseNumberRows(text, what: "--values")
    if rows.count != text.split(separator: ";", omittingEmptySubsequences: false).count {
      fuzzFailure("\(text.debugDescription): \(rows.count) rows")
    }
  } catch let error as InputError {
    if !error.description.hasPrefix("--values (row ") { fuzzFailure("message does not name the row: \(error)") }
  } catch {
    fuzzFailure("unexpected error \(error)")
  }
}

/// A source returns exactly the valid UTF-8 of at most 128 KiB, unchanged (then parsed as a path,
/// which may fail with its own error), and refuses anything else with an `InputError`.
func checkSource(_ bytes: [UInt8], _ read: () throws -> String) {
  let acceptable = bytes.count <= PathDataSource.maximumBytes && String(validating: bytes, as: UTF8.self) != nil
  do {
    let text = try read()
    if !acceptable || Array(text.utf8) != bytes { fuzzFailure("source accepted or changed \(bytes.count) bytes") }
    _ = try? AnimationPath(svgPathData: text)
  } catch let error as InputError {
    if acceptable { fuzzFailure("source refused \(bytes.count) valid bytes: \(error)") }
  } catch {
    fuzzFailure("unexpected error \(error)")
  }
}

/// The bytes written into a pipe (by another thread, so that more than the pipe's buffer fits) and
/// read back by `PathDataSource.text(of:named:)`, as `--d -` reads standard input. Raw descriptors,
/// each closed exactly once, and the writer joined before returning: no descriptor of one input is
/// closed under the next. SIGPIPE is ignored, so a reader that stops early (input over the cap)
/// ends the writer with EPIPE rather than the process.
func readThroughPipe(_ bytes: [UInt8]) throws -> String {
  signal(SIGPIPE, SIG_IGN)
  var ends: [Int32] = [-1, -1]
  guard pipe(&ends) == 0 else { fuzzFailure("pipe failed") }
  let writeEnd = ends[1]
  let done = DispatchSemaphore(value: 0)
  let writer = Thread {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(writeEnd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { break }
        offset += written
      }
    }
    close(writeEnd)
    done.signal()
  }
  writer.start()
  let reader = FileHandle(fileDescriptor: ends[0], closeOnDealloc: false)
  defer {
    close(ends[0])
    done.wait()
  }
  return try PathDataSource.text(of: reader, named: "standard input")
}
