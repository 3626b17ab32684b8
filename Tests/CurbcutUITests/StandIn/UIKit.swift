// A stand-in for the part of UIKit that CurbcutUI and the Showcase screens use; see SwiftUI.swift beside it.

import Foundation

// https://developer.apple.com/documentation/uikit/uiimage
@available(iOS 2, tvOS 9, watchOS 2, *)
open class UIImage: @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uiimage/init()
  public init() {}
}

// https://developer.apple.com/documentation/uikit/uicolor
@available(iOS 2, tvOS 9, watchOS 2, *)
open class UIColor: @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  // https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
  @available(iOS 13, tvOS 13, *)
  @available(watchOS, unavailable)
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}
}

// https://developer.apple.com/documentation/uikit/uitraitcollection
@available(iOS 8, tvOS 9, watchOS 2, *)
open class UITraitCollection: @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
  @available(iOS 12, tvOS 10, watchOS 6, *)
  open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
  // https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast
  @available(iOS 13, tvOS 13, watchOS 6, *)
  open var accessibilityContrast: UIAccessibilityContrast { .unspecified }
}

// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
@available(iOS 12, tvOS 10, watchOS 6, *)
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast
@available(iOS 13, tvOS 13, watchOS 6, *)
public enum UIAccessibilityContrast: Int, Sendable {
  case unspecified = -1, normal, high
}
