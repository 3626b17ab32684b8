import CurbcutCore
import CurbcutUI
import SwiftUI

/// Rating a trip three ways. Each control is the same RatingControl, so VoiceOver reads every one as "Rating, 3 of
/// 5" and swiping up or down changes it; only the look differs.
struct ReviewScreen: View {
  @State private var overall = 0
  @State private var comfort = 3
  @State private var value = 4

  var body: some View {
    Form {
      Section("Overall") {
        RatingControl(rating: $overall, style: StarRatingStyle())
      }
      Section("Comfort") {
        RatingControl(rating: $comfort, style: CompactDotRatingStyle())
      }
      Section("Value for money") {
        RatingControl(rating: $value, scale: RatingScale(maximum: 3), style: HeartRatingStyle())
      }
      Section {
        Button("Send review", action: send)
          .buttonStyle(SecondaryButtonStyle())
          .controlSize(.large)
      }
    }
  }

  private func send() {}
}

/// A style a product engineer added for this screen: hearts instead of stars. It only draws; RatingControl brings
/// the label, the value and the adjustable action, and RatingMark the 44 pt target and the tap.
struct HeartRatingStyle: RatingControlStyle {
  func makeBody(configuration: RatingControlConfiguration) -> some View {
    HStack(spacing: 0) {
      ForEach(configuration.symbols) { symbol in
        RatingMark(symbol, in: configuration) {
          Image(systemName: symbol.isFilled ? "heart.fill" : "heart")
            .foregroundStyle(DesignColor(symbol.color))
        }
      }
    }
  }
}
