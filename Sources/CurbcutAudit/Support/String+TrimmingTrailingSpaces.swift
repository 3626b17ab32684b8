extension String {
  /// The string without spaces at its end: a table's last column is padded like the others, but a line of a text
  /// table must not end in spaces.
  func trimmingTrailingSpaces() -> String {
    var text = Substring(self)
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
