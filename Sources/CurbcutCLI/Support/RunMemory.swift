import CurbcutReporting
import Synchronization

/// The memory of the process's last lint, kept until the process exits or lints again. At exit the system takes it
/// back at once; freed object by object (each file's findings, the project's facts, the rules' descriptions), it held
/// up the end of every run, on one thread with nothing left to do in parallel: about 18 ms at the end of a 2-job lint
/// of the benchmark's 2,000 files. A later lint in the same process, as the tests run them, frees the one before.
enum RunMemory {
  private static let kept = Mutex<(LintPass, Report)?>(nil)

  static func keep(_ pass: LintPass, _ report: Report) {
    kept.withLock { $0 = (pass, report) }
  }
}
