import Foundation

/// Findings a team has accepted for now. Only findings not in the baseline are reported and fail a run.
public struct Baseline: Codable, Sendable {
  public static let currentVersion = 1

  public var version: Int
  public var entries: [BaselineEntry]

  /// A baseline holding every finding of a run.
  public init(findings: [Finding]) {
    let ordered = findings.sorted(by: Finding.inReportOrder)
    version = Self.currentVersion
    entries = zip(ordered, FindingKey.keys(for: ordered)).map { finding, key in
      BaselineEntry(key: key, line: finding.span.start.line, message: finding.message)
    }
  }

  /// Splits findings into those the baseline does not hold and the entries no finding matched.
  public func filter(_ findings: [Finding]) -> (new: [Finding], stale: [BaselineEntry]) {
    let ordered = findings.sorted(by: Finding.inReportOrder)
    var unmatched = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    var new: [Finding] = []
    for (finding, key) in zip(ordered, FindingKey.keys(for: ordered)) where unmatched.removeValue(forKey: key) == nil {
      new.append(finding)
    }
    let stale = entries.filter { unmatched[$0.key] != nil }
    return (new, stale)
  }

  /// Reads a baseline file, with errors that name the file and what was wrong.
  public static func read(from url: URL) throws(BaselineError) -> Baseline {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw BaselineError(path: url.path, message: "cannot be read (\(error.localizedDescription))")
    }
    let baseline: Baseline
    do {
      baseline = try JSONDecoder().decode(Baseline.self, from: data)
    } catch let error as DecodingError {
      throw BaselineError(path: url.path, message: "is not a Curbcut baseline: \(error.readableDescription)")
    } catch {
      throw BaselineError(path: url.path, message: "is not a Curbcut baseline: \(error)")
    }
    guard baseline.version == currentVersion else {
      throw BaselineError(
        path: url.path, message: "has version \(baseline.version); this curbcut reads version \(currentVersion)")
    }
    return baseline
  }

  /// The baseline as pretty, key-sorted JSON, so it diffs well in review.
  public func encoded() -> Data {
    StableJSON.data(self)
  }
}

/// One accepted finding: its ``FindingKey`` plus where it was and what it said, for people reading the file.
public struct BaselineEntry: Codable, Hashable, Sendable {
  public var rule: String
  public var path: String
  public var text: String
  public var occurrence: Int
  /// Where the finding was when the baseline was written; informational, not used for matching.
  public var line: Int
  public var message: String

  public init(key: FindingKey, line: Int, message: String) {
    rule = key.rule
    path = key.path
    text = key.text
    occurrence = key.occurrence
    self.line = line
    self.message = message
  }

  public var key: FindingKey { FindingKey(rule: rule, path: path, text: text, occurrence: occurrence) }
}

/// A baseline file that cannot be used.
public struct BaselineError: Error, CustomStringConvertible {
  public var path: String
  public var message: String

  public var description: String { "\(path): error: baseline \(message)" }
}
