import CurbcutCore
import CurbcutUI
import SwiftUI

/// The trip planner: booking and reviews behind CurbcutUI's tab bar, which VoiceOver reads as a tab bar ("Book,
/// selected, tab, 1 of 2") and which keeps its labels legible at every text size with the Large Content Viewer.
struct TripPlannerScreen: View {
  enum PlannerTab: Hashable, Sendable {
    case booking, reviews
  }

  let trip: Trip
  @State private var tab = PlannerTab.booking

  var body: some View {
    VStack(spacing: 0) {
      switch tab {
      case .booking: BookingScreen(trip: trip)
      case .reviews: ReviewScreen()
      }
      AccessibleTabBar(
        selection: $tab,
        items: [
          TabBarItem("Book", systemImage: "ticket", value: PlannerTab.booking),
          TabBarItem("Reviews", systemImage: "star.bubble", value: PlannerTab.reviews),
        ])
    }
  }
}
