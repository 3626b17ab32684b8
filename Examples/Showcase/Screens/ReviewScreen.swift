import CurbcutCore
import CurbcutUI
import SwiftUI

/// Rating a trip three ways. Each control is the same RatingControl with its own label, so VoiceOver reads "Comfort, 3
/// of 5" and swiping up or down changes it; only the look differs. The trip's average only shows.
struct ReviewScreen: View {
  @State private var overall = 0
  @State private var comfort = 3
  @State private var value = 4

  var body: some View {
    Form {
      Section("Overall") {
        RatingControl("Overall", rating: $overall, style: StarRatingStyle())
      }
      Section("Comfort") {
        RatingControl("Comfort", rating: $comfort, style: CompactDotRatingStyle())
      }
      Section("Value for money") {
        RatingControl(
          "Value for money", rating: $value, scale: RatingScale(maximum: 3), style: HeartRatingStyle()
        ) { "\($0) hearts" }
      }
      Section("Other travellers") {
        RatingControl("Average rating", rating: 4, style: StarRatingStyle())
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
/// the label, the value and the adjustable action, RatingMark the 44 pt target and the tap, and RatingMarkStack the
/// rows at the largest text sizes.
struct HeartRatingStyle: RatingControlStyle {
  func makeBody(configuration: RatingControlConfiguration) -> some View {
    RatingMarkStack {
      ForEach(configuration.symbols) { symbol in
        RatingMark(symbol, in: configuration) {
          Image(systemName: symbol.isFilled ? "heart.fill" : "heart")
            .foregroundStyle(DesignColor(symbol.color))
        }
      }
    }
  }
}
