// A stand-in for the part of Apple's Accessibility framework that CurbcutUI uses; see SwiftUI.swift beside it.

// https://developer.apple.com/documentation/accessibility/accessibilitynotification
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
public enum AccessibilityNotification {
  // https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement
  public struct Announcement {
    // https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/init(_:)-3k3ai
    public init(_ announcement: String) {}
    // https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post()
    public func post() {}
  }
}
