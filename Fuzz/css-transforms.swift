import Kinetics

/// The CSS `transform` list parser (`Transform3D(css:)`) fed arbitrary text.
///
/// Input layout: the whole input is the CSS text (UTF-8; invalid sequences become U+FFFD, which
/// the grammar refuses). Properties (docs/reliability.md):
/// - parsing never traps, and parsing the same text twice gives the same matrix (bit for bit) or
///   the same error;
/// - a refusal names a position within the text or just past its end (1 … scalars + 1) and is a
///   one-line message that starts with "CSS transform: at character";
/// - an accepted transform has 16 finite elements.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let text = input.remainingText()
  let transform: Transform3D
  do {
    transform = try Transform3D(css: text)
  } catch {
    let scalars = text.unicodeScalars.count
    if !(1...(scalars + 1)).contains(error.position) {
      fuzzFailure("error position \(error.position) outside 1…\(scalars + 1): \(error)")
    }
    if !error.description.hasPrefix("CSS transform: at character \(error.position): expected ")
      || error.description.contains("\n") || error.description.contains("\r")
    {
      fuzzFailure("error message is not one line of the documented form: \(error.description)")
    }
    do {
      _ = try Transform3D(css: text)
      fuzzFailure("the second parse accepted what the first refused")
    } catch let second {
      if second != error { fuzzFailure("two parses gave \(error) and \(second)") }
    }
    return 0
  }
  let elements = transform.elements
  if let index = elements.firstIndex(where: { !$0.isFinite }) {
    fuzzFailure("accepted '\(text)' with element \(index) = \(elements[index])")
  }
  guard let again = try? Transform3D(css: text),
    zip(again.elements, elements).allSatisfy({ $0.bitPattern == $1.bitPattern })
  else {
    fuzzFailure("two parses gave different matrices")
  }
  return 0
}
