import Dispatch
import Testing

@testable import CurbcutLint

@Suite struct FactsInFileOrderTests {
  /// A fact that records the files merged into it, in the order they were merged.
  private struct MergedFiles: ProjectFact {
    var files: [Int] = []

    init() {}
    init(_ file: FileModel) {}
    init(file: Int) { files = [file] }

    mutating func merge(_ other: Self) { files += other.files }
  }

  private static func facts(ofFile file: Int) -> ProjectFacts {
    ProjectFacts(declaring: [MergedFiles(file: file)])
  }

  @Test func filesAreMergedInFileOrderAfterTheDeclaredFactsWhateverOrderTheyComeIn() {
    let facts = FactsInFileOrder(Self.facts(ofFile: -1))
    for file in [3, 0, 4, 1] { facts.add(Self.facts(ofFile: file), of: file) }
    // File 2 is missing: 3 and 4 wait for it.
    #expect(facts.merged.facts(of: MergedFiles.self)?.files == [-1, 0, 1])
    facts.add(Self.facts(ofFile: 2), of: 2)
    #expect(facts.merged.facts(of: MergedFiles.self)?.files == [-1, 0, 1, 2, 3, 4])
  }

  @Test func aSecondAdditionForAFileIsIgnored() {
    let facts = FactsInFileOrder(ProjectFacts())
    facts.add(Self.facts(ofFile: 1), of: 1)
    facts.add(Self.facts(ofFile: 10), of: 1)
    facts.add(Self.facts(ofFile: 0), of: 0)
    facts.add(Self.facts(ofFile: 20), of: 0)
    #expect(facts.merged.facts(of: MergedFiles.self)?.files == [0, 1])
  }

  @Test func filesAddedFromManyThreadsAreMergedInFileOrder() {
    let facts = FactsInFileOrder(ProjectFacts())
    DispatchQueue.concurrentPerform(iterations: 500) { file in facts.add(Self.facts(ofFile: file), of: file) }
    #expect(facts.merged.facts(of: MergedFiles.self)?.files == Array(0..<500))
  }
}
