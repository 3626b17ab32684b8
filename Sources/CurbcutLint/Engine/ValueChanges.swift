/// Which stored values a file declares that never change unless code sets them (`@State private var toast: String?`,
/// `@Published var showsBanner = false`, `static let showsNewCard = false`), and which names its code may give a value:
/// a view shown only by values no code of a whole project ever sets never appears, and its transition never plays.
struct ValueChanges {
  /// The names of stored properties declared with `false` or `nil` (or an optional with no value), with no property
  /// wrapper but `@State` or `@Published`, whose value only code can change.
  private(set) var quietNames: Set<Int> = []
  /// The names the code may give another value, as hashes (``NameHash``): assigned anything but `false` or `nil`
  /// (`toast = message`, `_toast = State(initialValue: m)`, `count += 1`), toggled, bound (`$toast`), written through a
  /// key path (`\.toast`) or `inout` (`&toast`), passed as an argument label (`Banner(isShown: true)`, which may set a
  /// property of that name), or declared otherwise (computed, wrapped, `let` set by an initializer).
  private(set) var setNames: Set<Int> = []

  init() {}

  init(_ model: FileModel) {
    (quietNames, setNames) = Self.scan(model.source.bytes)
  }

  mutating func merge(_ other: ValueChanges) {
    quietNames.formUnion(other.quietNames)
    setNames.formUnion(other.setNames)
  }

  /// Whether no code sets any of `names` and each is a quiet stored value: their values never change.
  func neverChange(_ names: Set<String>) -> Bool {
    !names.isEmpty
      && names.allSatisfy { name in
        let hash = NameHash.of(name)
        return quietNames.contains(hash) && !setNames.contains(hash)
      }
  }

  /// The names `bytes` declares quiet and the names it may give a value (see ``quietNames`` and ``setNames``), by
  /// one pass over the bytes, which every file of a run pays for. Comments and strings are not passed over: a name
  /// they seem to set is only taken as changing, and one they seem to declare quiet is still set by the code that sets
  /// it.
  /// The call that flips a flag where it is written, `isShown.toggle()`, after its period.
  private static let toggleCall = Array("toggle(".utf8)

  private static func scan(_ bytes: [UInt8]) -> (quiet: Set<Int>, set: Set<Int>) {
    var quiet: Set<Int> = []
    var names: Set<Int> = []
    // The names set last, by a slot their hash picks: a name set again is mostly met there, and not inserted again.
    var recent = [Int](repeating: 0, count: 64)
    bytes.withUnsafeBufferPointer { bytes in
      NameHash.nameBytes.withUnsafeBufferPointer { isName in
        func at(_ index: Int) -> UInt8 { index >= 0 && index < bytes.count ? bytes[index] : 0 }
        func nameEnding(at end: Int) -> Range<Int>? {
          var start = end
          while start > 0, isName[Int(bytes[start - 1])] { start -= 1 }
          return start < end ? start..<end : nil
        }
        func nameStarting(at start: Int) -> Range<Int>? {
          var end = start
          while end < bytes.count, isName[Int(bytes[end])] { end += 1 }
          return start < end ? start..<end : nil
        }
        func isWord(_ range: Range<Int>, _ word: String) -> Bool {
          range.count == word.utf8.count && bytes[range].elementsEqual(word.utf8)
        }
        /// The word written before `index`, past spaces.
        func word(before index: Int) -> Range<Int>? {
          var end = index
          while end > 0, bytes[end - 1] == 0x20 { end -= 1 }
          return nameEnding(at: end)
        }
        /// The `var` or `let` that declares the name at `name`, if it is written just before it.
        func declaringKeyword(before name: Range<Int>) -> Range<Int>? {
          guard let keyword = word(before: name.lowerBound), isWord(keyword, "var") || isWord(keyword, "let") else {
            return nil
          }
          return keyword
        }
        func insert(_ range: Range<Int>?) {
          guard var range else { return }
          // `_toast = State(initialValue: m)` sets `toast`.
          if bytes[range.lowerBound] == 0x5F && range.count > 1 { range = range.dropFirst() }
          let hash = NameHash.of(UnsafeBufferPointer(rebasing: bytes[range]))
          let slot = Int(truncatingIfNeeded: UInt(bitPattern: hash) >> 58)
          guard recent[slot] != hash else { return }
          recent[slot] = hash
          names.insert(hash)
        }
        /// Whether `toggle(` follows the `.` at `index`.
        func isToggle(after index: Int) -> Bool {
          index + Self.toggleCall.count < bytes.count
            && Self.toggleCall.indices.allSatisfy { bytes[index + 1 + $0] == Self.toggleCall[$0] }
        }
        func isFalseOrNil(after index: Int) -> Bool {
          var start = index
          while at(start) == 0x20 { start += 1 }
          guard let value = nameStarting(at: start) else { return false }
          return isWord(value, "false") || isWord(value, "nil")
        }
        /// Reads the declaration of `name` after `keyword` (`var` or `let`), met at its `:` or `=`: quiet when it holds `false`
        /// or `nil`, or is an optional with no value, and its line names no property wrapper but `@State` or
        /// `@Published`; set when it is computed (`{`) or written with a type and another value (`: Bool = true`).
        func declaration(_ name: Range<Int>, keyword: Range<Int>) {
          var index = name.upperBound
          while at(index) == 0x20 { index += 1 }
          var isOptional = false
          var hasType = false
          if at(index) == 0x3A {  // : Type
            hasType = true
            index += 1
            while index < bytes.count, ![0x3D, 0x7B, 0x0A, 0x3B].contains(bytes[index]) {
              if bytes[index] != 0x20 { isOptional = bytes[index] == 0x3F }
              index += 1
            }
          }
          let isQuiet: Bool
          switch at(index) {
          case 0x3D where at(index + 1) != 0x3D: isQuiet = isFalseOrNil(after: index + 1)
          case 0x7B: isQuiet = false  // computed
          default:
            guard hasType else { return }
            isQuiet = isOptional && isWord(keyword, "var")
          }
          var lineStart = keyword.lowerBound
          while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
          var wrapped = false
          var offset = lineStart
          while offset < keyword.lowerBound {
            if bytes[offset] == 0x40, let wrapper = nameStarting(at: offset + 1) {
              if !quietWrappers.contains(where: { bytes[wrapper].elementsEqual($0) }) { wrapped = true }
              offset = wrapper.upperBound
            } else {
              offset += 1
            }
          }
          let hash = NameHash.of(UnsafeBufferPointer(rebasing: bytes[name]))
          if isQuiet && !wrapped { quiet.insert(hash) } else if !isQuiet || wrapped { names.insert(hash) }
        }
        for index in bytes.indices {
          switch bytes[index] {
          case 0x3D:  // =
            let before = at(index - 1)
            // `==`, `===`, `!=`, `<=`, `>=` compare.
            guard at(index + 1) != 0x3D, ![0x3D, 0x21, 0x3C, 0x3E].contains(before) else { continue }
            let isCompound = [0x2B, 0x2D, 0x2A, 0x2F, 0x25, 0x26, 0x7C, 0x5E].contains(before)
            let name = word(before: isCompound ? index - 1 : index)
            if !isCompound, let name, let keyword = declaringKeyword(before: name) {
              declaration(name, keyword: keyword)  // var toast = nil
            } else if isCompound || !isFalseOrNil(after: index + 1) {
              insert(name)
            }
          case 0x24:  // $toast
            insert(nameStarting(at: index + 1))
          case 0x5C where at(index + 1) == 0x2E:  // \.toast
            insert(nameStarting(at: index + 2))
          case 0x26 where at(index - 1) != 0x26:  // &toast
            insert(nameStarting(at: index + 1))
          case 0x3A where isName[Int(at(index - 1))] && at(index + 1) != 0x3A:  // isShown: true
            guard let name = nameEnding(at: index) else { continue }
            if let keyword = declaringKeyword(before: name) {
              declaration(name, keyword: keyword)  // var toast: String?
            } else {
              insert(name)
            }
          case 0x2E where isToggle(after: index):  // isShown.toggle()
            insert(nameEnding(at: index))
          default:
            continue
          }
        }
      }
    }
    return (quiet, names)
  }

  /// The property wrappers whose value only code sets.
  private static let quietWrappers: [[UInt8]] = [Array("State".utf8), Array("Published".utf8)]
}
