import CurbcutCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

exit(Curbcut.run(Array(CommandLine.arguments.dropFirst())))
