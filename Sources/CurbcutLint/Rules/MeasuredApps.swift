import CurbcutReporting

extension MeasuredPrecision {
  /// The open-source apps the lint rules were tried on, each finding read and judged by a person. Their
  /// results decide which rules are on by default (at least 90% real).
  static let tenApps = """
    ten open-source iOS apps (IceCubesApp 0fc41d2, element-x-ios 5d0343c, pocket-casts-ios c23892d, mastodon-ios \
    a9e088a, isowords c727d3a, kanvas-ios 8452745, session-ios 5bddc10, Slide-iOS 5494fd2, Monal 133bfd3, DuckDuckGo \
    iOS 7b3f601)
    """
}
