import Foundation

/// Validates JSON against a JSON Schema with Python's `jsonschema` package, the reference validator
/// `.ci/run` makes sure is installed.
public enum JSONSchemaValidator {
  /// The official SARIF 2.1.0 schema (OASIS), as shipped in `shared/schemas`.
  public static let sarifSchema = schemaPath("sarif-2.1.0.json")

  /// Curbcut's documented JSON report schema.
  public static let reportSchema = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Docs/report.schema.json").path

  /// The validation errors, one per line (path: message); empty when the JSON is valid. Throws when
  /// Python or jsonschema cannot be run, so a missing validator fails the test instead of passing it.
  public static func errors(in json: String, schemaPath: String) throws -> [String] {
    let folder = try TemporaryFolder()
    let document = try folder.write("document.json", json)
    let script = """
      import json, sys
      import jsonschema
      schema = json.load(open(sys.argv[1]))
      document = json.load(open(sys.argv[2]))
      validator = jsonschema.validators.validator_for(schema)
      validator.check_schema(schema)
      for error in validator(schema).iter_errors(document):
          print("/".join(str(part) for part in error.absolute_path) + ": " + error.message)
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, schemaPath, document]
    let output = Pipe()
    let errorOutput = Pipe()
    process.standardOutput = output
    process.standardError = errorOutput
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    let complaint = errorOutput.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ValidatorUnavailable(message: String(decoding: complaint, as: UTF8.self))
    }
    return String(decoding: printed, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  private static func schemaPath(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Schemas/\(name)").path
  }

  public struct ValidatorUnavailable: Error, CustomStringConvertible {
    public let message: String
    public var description: String { "python3 with jsonschema could not validate: \(message)" }
  }
}
