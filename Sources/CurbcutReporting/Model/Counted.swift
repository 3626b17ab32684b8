/// A count with its noun in the number it takes: `1 file`, `2 files`, `1 baseline entry`, `3 baseline entries`.
public func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
  "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
}
