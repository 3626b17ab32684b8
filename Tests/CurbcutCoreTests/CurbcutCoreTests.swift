import Testing
@testable import CurbcutCore
