/// FNV-1a over a name's UTF-8 bytes: the facts that scan a file's bytes for names keep these rather than strings, so no
/// string is made for the many names a file writes.
enum NameHash {
  /// The hash of no byte, which ``adding(_:to:)`` extends byte by byte as a scan reads a name.
  static let empty: UInt64 = 0xcbf2_9ce4_8422_2325

  /// `hash` extended by one more byte of the name.
  @inline(__always)
  static func adding(_ byte: UInt8, to hash: UInt64) -> UInt64 {
    (hash ^ UInt64(byte)) &* 0x100_0000_01b3
  }

  static func of(_ name: String) -> Int {
    of(name.utf8)
  }

  static func of(_ bytes: some Sequence<UInt8>) -> Int {
    Int(bitPattern: UInt(bytes.reduce(empty) { adding($1, to: $0) }))
  }

  /// Whether each byte may be part of a name: letters, digits, `_` and the bytes of non-ASCII characters.
  static let nameBytes: [Bool] = (0...255).map { byte in
    (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x5F
      || byte >= 0x80
  }
}
