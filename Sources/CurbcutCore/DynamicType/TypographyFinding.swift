/// A problem with one font of a type ramp (a system text style or a design-system token) in one Dynamic Type
/// range, as a plain value that reporters turn into a diagnostic.
public struct TypographyFinding: Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, with the numbers that show it.
  public enum Problem: Hashable, Sendable {
    /// WCAG 1.4.4: the text cannot grow to 200 % of its default size within the range. `passingUpperBound` is the
    /// smallest upper bound that would let it, `nil` if none would.
    case cannotResizeTo200Percent(largestShare: Double, passingUpperBound: TextSizeCategory?)
    /// The text is smaller than `minimum` at the default text size; the HIG's minimum on iOS is 11 pt.
    case belowMinimumSize(minimum: UnscaledPoints)
    /// A custom size scales relative to a text style whose default size is far from it, so it grows too much or
    /// too little; `nearest` lists the text styles whose default size is nearest (several on a tie).
    case distantRelativeTextStyle(relativeTo: TextStyle, nearest: [TextStyle])
  }

  /// The name of the font: a token name such as `heading/large`, or a text style name such as `body`.
  public let subject: String
  /// The font's size at the default text size, as designed.
  public let pointSize: UnscaledPoints
  /// The Dynamic Type range the font was checked in.
  public let range: DynamicTypeRange
  /// What is wrong.
  public let problem: Problem

  /// Creates a finding.
  public init(subject: String, pointSize: UnscaledPoints, range: DynamicTypeRange, problem: Problem) {
    self.subject = subject
    self.pointSize = pointSize
    self.range = range
    self.problem = problem
  }

  /// The message, in sentence case without a final period, names in quotes.
  public var message: String {
    switch problem {
    case .cannotResizeTo200Percent(let largestShare, let passingUpperBound):
      let reach =
        "'\(subject)' (\(pointSize)) grows only to \(NumberText.percent(largestShare)) of its default size"
        + " at '\(range.upperBound.name)', short of the 200 % WCAG 1.4.4 asks for"
      guard let passingUpperBound else { return reach + "; no upper bound reaches 200 %" }
      return reach + "; an upper bound of '\(passingUpperBound.name)' or larger does"
    case .belowMinimumSize(let minimum):
      return "'\(subject)' is \(pointSize) at the default text size, below the \(minimum) minimum"
    case .distantRelativeTextStyle(let relativeTo, let nearest):
      let suggestions = nearest.map { "'\($0.name)' (\($0.defaultPointSize))" }.joined(separator: " or ")
      return "'\(subject)' (\(pointSize)) scales relative to '\(relativeTo.name)' (\(relativeTo.defaultPointSize));"
        + " \(suggestions) is nearer in size and scales more like it"
    }
  }

  /// The message.
  public var description: String { message }
}
