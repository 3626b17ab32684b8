import Foundation

/// A folder under the system's temporary directory, removed when the value is released.
public final class TemporaryFolder: Sendable {
  public let path: String

  public init() throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("curbcut-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Writes a file at a path relative to the folder, creating folders as needed, and returns its path.
  @discardableResult
  public func write(_ relativePath: String, _ text: String) throws -> String {
    try write(relativePath, bytes: Array(text.utf8))
  }

  @discardableResult
  public func write(_ relativePath: String, bytes: [UInt8]) throws -> String {
    let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
    return url.path
  }

  public func link(_ relativePath: String, to destination: String) throws {
    let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
  }

  public func read(_ relativePath: String) throws -> String {
    try String(contentsOfFile: URL(fileURLWithPath: path).appendingPathComponent(relativePath).path, encoding: .utf8)
  }
}
