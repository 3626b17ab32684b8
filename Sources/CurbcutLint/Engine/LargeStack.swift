#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Threads whose stack is sized for what a file within ``SourceLimits`` needs. swift-syntax's parser and
/// every `SyntaxVisitor` recurse once per level of the tree, and a tree is as deep as a file's nesting and
/// postfix chains; a thread's default stack (8 MiB for the main thread, 512 KiB for Dispatch's workers)
/// holds far less than the limits allow, and overflowing it kills the process. The stack is reserved
/// address space: only the pages a deep file touches are ever backed by memory.
enum LargeStack {
  /// Runs `body` on a new thread with a stack of `size` bytes and returns its result once it is done.
  static func run<Result>(size: Int, _ body: () -> Result) -> Result {
    withoutActuallyEscaping(body) { body in
      let job = Job(body)
      let thread = start(size: size, job)
      join(thread)
      return job.result!
    }
  }

  /// Runs `body` on `count` new threads, each with a stack of `size` bytes, and waits for all of them.
  static func run(threads count: Int, size: Int, _ body: (Int) -> Void) {
    withoutActuallyEscaping(body) { body in
      let threads = (0..<count).map { index in start(size: size, Job { body(index) }) }
      threads.forEach(join)
    }
  }

  /// Starts `body` on a new thread with a stack of `size` bytes that nobody waits for: it ends when `body` returns,
  /// or with the process.
  static func detach(size: Int, _ body: @escaping @Sendable () -> Void) {
    let thread = start(size: size, Job(body))
    #if canImport(Darwin)
      if let thread = thread ?? nil { pthread_detach(thread) }
    #else
      if let thread { pthread_detach(thread) }
    #endif
  }

  private final class Job<Result> {
    let body: () -> Result
    var result: Result?

    init(_ body: @escaping () -> Result) {
      self.body = body
    }

    func run() {
      result = body()
    }
  }

  /// A type-erased job, to pass through `pthread_create`'s context pointer.
  private final class Start {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
  }

  #if canImport(Darwin)
    private typealias Thread = pthread_t?
  #else
    private typealias Thread = pthread_t
  #endif

  private static func start<Result>(size: Int, _ job: Job<Result>) -> Thread? {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    pthread_attr_setstacksize(&attributes, (size + pageSize - 1) / pageSize * pageSize)
    let context = Unmanaged.passRetained(Start(job.run)).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let status = pthread_create(
      &thread, &attributes,
      { context in
        #if canImport(Darwin)
          let start = Unmanaged<Start>.fromOpaque(context).takeRetainedValue()
        #else
          let start = Unmanaged<Start>.fromOpaque(context!).takeRetainedValue()
        #endif
        start.run()
        return nil
      }, context)
    guard status == 0 else {
      // Out of threads or address space: run here rather than not at all. Files within the limits still fit the
      // ordinary stacks of most machines.
      Unmanaged<Start>.fromOpaque(context).takeRetainedValue().run()
      return nil
    }
    return thread
  }

  private static func join(_ thread: Thread?) {
    guard let thread else { return }
    #if canImport(Darwin)
      pthread_join(thread!, nil)
    #else
      pthread_join(thread, nil)
    #endif
  }
}
