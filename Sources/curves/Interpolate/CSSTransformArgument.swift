import Kinetics

/// A 3-D transform given on the command line as CSS `transform` text (`rotate(30deg)
/// translate(10px, 0)`, `none`; ``Transform3D/init(css:)``) instead of 16 numbers: text that
/// starts with a letter, after white space. Returns nil for text that starts otherwise (the caller
/// reads numbers), and throws `InputError` naming `what` and the parser's message for CSS text
/// that does not parse.
func parseCSSTransformArgument(_ text: Substring, what: String) throws -> Transform3D? {
  guard let first = text.unicodeScalars.first(where: { !$0.properties.isWhitespace }),
    ("a"..."z").contains(first) || ("A"..."Z").contains(first)
  else { return nil }
  do {
    return try Transform3D(css: String(text))
  } catch {
    throw InputError("\(what): \(error)")
  }
}
