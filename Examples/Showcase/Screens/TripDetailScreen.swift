import SwiftUI

/// A screen written the way many first versions are: it looks right, and VoiceOver and Dynamic Type
/// users cannot use it. Every problem here is one the seeds warn about.
struct TripDetailScreen: View {
  let trip: Trip
  @State private var isSaved = false
  @State private var isConfirmingRemoval = false
  @State private var rating = 3
  @State private var email = ""
  @Environment(\.openURL) private var openURL

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 12) {
        // Decorative art that VoiceOver reads by its asset name.
        Image("hero-wave-pattern")
          .resizable()
          .frame(height: 180)

        HStack {
          Text(trip.city)
            .font(.system(size: 28, weight: .bold))
          Spacer()
          Button(action: share) {
            Image(systemName: "square.and.arrow.up")
          }
          .accessibilityIdentifier("shareButton")
          Button {
            isSaved.toggle()
          } label: {
            Image(systemName: isSaved ? "heart.fill" : "heart")
          }
          .accessibilityLabel("Save button")
          // Copied from the share button: a UI test that taps "shareButton" finds two.
          .accessibilityIdentifier("shareButton")
        }

        // A section title by its size only: VoiceOver's heading navigation skips it.
        Text("About this trip")
          .font(.title2)
        Text(trip.summary)
          .font(.system(size: 15))

        Image(uiImage: trip.mapSnapshot)
          .resizable()
          .scaledToFit()
        HStack {
          Text("Offline map")
          // Downloaded or not: only the symbol says, and VoiceOver reads its shape.
          Image(systemName: trip.isMapDownloaded ? "checkmark.circle.fill" : "icloud.and.arrow.down")
        }
        // Hidden to quiet VoiceOver, which can no longer reach it.
        Button("Report a problem", action: report)
          .accessibilityHidden(true)
        // Read as one element: VoiceOver activates one of the two buttons.
        HStack {
          Text("Travellers")
          Button("Invite", action: invite)
          Button("Remove") { isConfirmingRemoval = true }
        }
        .accessibilityElement(children: .combine)
        // A checkbox made of a button: only the symbol says whether it is ticked.
        Button {
          isSaved.toggle()
        } label: {
          Label("Keep offline", systemImage: isSaved ? "checkmark.square.fill" : "square")
        }
        // AutoFill could offer the traveller's email, had the field said what it is for.
        TextField("Email for the itinerary", text: $email)
        // A web page, announced as a button.
        Button("Travel advice") { openURL(URL(string: "https://example.com/advice")!) }
        // Adjustable, and silent as it changes.
        HStack {
          ForEach(1...5, id: \.self) { star in
            Image(systemName: star <= rating ? "star.fill" : "star")
          }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Your rating")
        .accessibilityAdjustableAction { rating += $0 == .increment ? 1 : -1 }
      }
      .padding()
    }
    // A custom dialog over a dimming layer: VoiceOver reads on into the screen behind it.
    .overlay {
      if isConfirmingRemoval {
        Color.black.opacity(0.4)
          .ignoresSafeArea()
          .onTapGesture { isConfirmingRemoval = false }
        VStack {
          Text("Remove this traveller?")
          Button("Remove", action: remove)
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 12))
      }
    }
  }

  private func share() {}
  private func report() {}
  private func invite() {}
  private func remove() {}
}

/// The trip's heading, its reading order written number by number: it no longer follows the layout, nor mirrors for
/// right-to-left languages.
struct TripHeadingRow: View {
  let trip: Trip

  var body: some View {
    HStack {
      Image(systemName: "airplane").accessibilityHidden(true)
      Text(trip.city).accessibilitySortPriority(4)
      Text(trip.summary).accessibilitySortPriority(3)
      Image(uiImage: trip.mapSnapshot).accessibilityLabel("Map").accessibilitySortPriority(2)
      Text(trip.isMapDownloaded ? "Map downloaded" : "Map online").accessibilitySortPriority(1)
    }
  }
}
