import SwiftUI

/// Curbcut's example app: a travel app whose screens show the seeds' accessibility mistakes next to
/// screens that get them right, by hand (SettingsScreen) or with CurbcutUI (TripPlannerScreen).
/// `swift run curbcut lint Examples/Showcase` finds the mistakes.
@main
struct ShowcaseApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        TripDetailScreen(trip: .lisbon)
          .tabItem { Label("Trip", systemImage: "airplane") }
        ProfileScreen(user: .sample)
          .tabItem { Label("Profile", systemImage: "person.crop.circle") }
        SettingsScreen()
          .tabItem { Label("Settings", systemImage: "gear") }
        TripPlannerScreen(trip: .lisbon)
          .tabItem { Label("Planner", systemImage: "calendar") }
      }
    }
  }
}
