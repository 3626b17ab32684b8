import CurbcutCore
import CurbcutUI
import SwiftUI

/// The trip planner: booking and reviews behind CurbcutUI's tab bar, which VoiceOver reads as a tab bar ("Book,
/// selected, tab, 1 of 2") and which keeps its labels legible at every text size with the Large Content Viewer.
struct TripPlannerScreen: View {
  enum Section: Hashable, Sendable {
    case booking, reviews
  }

  let trip: Trip
  @State private var section = Section.booking

  var body: some View {
    VStack(spacing: 0) {
      switch section {
      case .booking: BookingScreen(trip: trip)
      case .reviews: ReviewScreen()
      }
      AccessibleTabBar(
        selection: $section,
        items: [
          TabBarItem("Book", systemImage: "ticket", value: Section.booking),
          TabBarItem("Reviews", systemImage: "star.bubble", value: Section.reviews),
        ])
    }
  }
}
