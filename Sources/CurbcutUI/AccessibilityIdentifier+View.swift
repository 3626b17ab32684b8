#if canImport(SwiftUI)
  import CurbcutCore
  import SwiftUI

  extension View {
    /// Identifies the view for UI tests by a checked `module.screen.element` identifier (seed 004), so a typo fails
    /// where the identifier is built instead of in a test that cannot find the element.
    ///
    /// ```swift
    /// let sendButton = try AccessibilityIdentifier(module: "chat", screen: "input", element: "sendButton")
    /// Button("Send", action: send).accessibilityIdentifier(sendButton)
    /// ```
    public func accessibilityIdentifier(_ identifier: AccessibilityIdentifier) -> some View {
      accessibilityIdentifier(identifier.description)
    }
  }
#endif
