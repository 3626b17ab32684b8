/// What identifies a finding across edits: its rule, file, the text of its line and which occurrence
/// of that text it is. Line numbers are left out, so adding code above a finding does not change it.
public struct FindingKey: Hashable, Codable, Sendable {
  public var rule: String
  public var path: String
  public var text: String
  /// 0 for the first finding of this rule on a line with this text in this file, 1 for the next, ...
  public var occurrence: Int

  public init(rule: String, path: String, text: String, occurrence: Int) {
    self.rule = rule
    self.path = path
    self.text = text
    self.occurrence = occurrence
  }

  /// The keys of findings given in report order.
  public static func keys(for findings: [Finding]) -> [FindingKey] {
    var occurrences: [FindingKey: Int] = [:]
    return findings.map { finding in
      var key = FindingKey(
        rule: finding.ruleID, path: finding.span.path.relative, text: finding.sourceLine, occurrence: 0)
      let occurrence = occurrences[key, default: 0]
      occurrences[key] = occurrence + 1
      key.occurrence = occurrence
      return key
    }
  }

  /// A stable 64-bit FNV-1a hash of the key, in hex: SARIF's `partialFingerprints`.
  public var fingerprint: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in [rule, path, text, String(occurrence)].joined(separator: "\u{1F}").utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
