/// A unified diff (`diff -u` style) between two versions of a file: for `curbcut lint --fix --dry-run` with three lines
/// of context, and for a fix in the HTML report with none.
public enum UnifiedDiff {
  /// A line of a hunk: kept (` `), removed (`-`) or inserted (`+`).
  public typealias Line = (kind: Character, text: String)

  public static func render(old: String, new: String, path: String) -> String {
    let hunks = hunks(old: old, new: new, context: 3)
    guard !hunks.isEmpty else { return "" }
    return "--- a/\(path)\n+++ b/\(path)\n"
      + hunks.map { hunk in
        "@@ -\(hunk.oldStart),\(hunk.oldCount) +\(hunk.newStart),\(hunk.newCount) @@\n"
          + hunk.lines.map { "\($0.kind)\($0.text)\n" }.joined()
      }.joined()
  }

  /// The changed stretches of the files, each with `context` kept lines around it, and where each starts in the old
  /// file and the new (1-based; 0 for a stretch that holds no line of that file).
  public static func hunks(
    old: String, new: String, context: Int
  ) -> [(oldStart: Int, oldCount: Int, newStart: Int, newCount: Int, lines: [Line])] {
    let oldLines = lines(of: old)
    let newLines = lines(of: new)
    let changes = newLines.difference(from: oldLines)
    guard !changes.isEmpty else { return [] }
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in changes {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    // Walk both files in step, writing each line as kept, removed or inserted.
    var lines: [(kind: Character, text: String, old: Int, new: Int)] = []
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < oldLines.count || newIndex < newLines.count {
      if oldIndex < oldLines.count && removed.contains(oldIndex) {
        lines.append(("-", oldLines[oldIndex], oldIndex, newIndex))
        oldIndex += 1
      } else if newIndex < newLines.count && inserted.contains(newIndex) {
        lines.append(("+", newLines[newIndex], oldIndex, newIndex))
        newIndex += 1
      } else {
        lines.append((" ", oldLines[oldIndex], oldIndex, newIndex))
        oldIndex += 1
        newIndex += 1
      }
    }
    let changed = lines.indices.filter { lines[$0].kind != " " }
    var hunks: [(oldStart: Int, oldCount: Int, newStart: Int, newCount: Int, lines: [Line])] = []
    var hunkStart = 0
    while hunkStart < changed.count {
      var hunkEnd = hunkStart
      while hunkEnd + 1 < changed.count && changed[hunkEnd + 1] - changed[hunkEnd] <= 2 * context { hunkEnd += 1 }
      let first = max(0, changed[hunkStart] - context)
      let last = min(lines.count - 1, changed[hunkEnd] + context)
      let hunk = lines[first...last]
      let oldCount = hunk.count { $0.kind != "+" }
      let newCount = hunk.count { $0.kind != "-" }
      hunks.append(
        (
          hunk.first!.old + (oldCount == 0 ? 0 : 1), oldCount, hunk.first!.new + (newCount == 0 ? 0 : 1), newCount,
          hunk.map { ($0.kind, $0.text) }
        ))
      hunkStart = hunkEnd + 1
    }
    return hunks
  }

  /// The file's lines; the line break that ends the last line does not start another, empty one, which the
  /// diff would otherwise show as context that `patch` and `git apply` cannot find.
  private static func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if text.hasSuffix("\n") { lines.removeLast() }
    return lines
  }
}
