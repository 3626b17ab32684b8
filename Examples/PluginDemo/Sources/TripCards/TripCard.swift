#if canImport(SwiftUI)
  import SwiftUI

  /// A card for one trip. Its title has a fixed size and its share button no label: the build plugin reports both.
  public struct TripCard: View {
    let title: String
    let onShare: () -> Void

    public init(title: String, onShare: @escaping () -> Void) {
      self.title = title
      self.onShare = onShare
    }

    public var body: some View {
      HStack {
        Text(title)
          .font(.system(size: 17))
        Button(action: onShare) {
          Image(systemName: "square.and.arrow.up")
        }
      }
    }
  }
#endif

/// What the card shows, the same on every platform.
public struct Trip: Sendable {
  public let title: String

  public init(title: String) {
    self.title = title
  }
}
