import CurbcutCore
import CurbcutUI
import SwiftUI

/// Booking a trip, built from CurbcutUI: the card, the expandable text, the status, the field, the buttons and the
/// confirmation bring their own labels, traits, Dynamic Type layout and Reduce Motion handling, so the screen adds
/// none of its own. Compare TripDetailScreen, which shows the same trip by hand.
struct BookingScreen: View {
  let trip: Trip
  @State private var email = ""
  @State private var emailError: LocalizedStringResource?
  @State private var showsConfirmation = false
  @State private var isBooked = false

  /// The day-by-day plan, long enough that standard text sizes show it cut to three lines with "Read more".
  private static let itinerary: LocalizedStringResource = """
    Day one: the Alfama on foot, from the cathedral up to the castle, with lunch at a tasca on the way. Day two: tram \
    28 to Estrela and an afternoon in the tile museum. Day three: Belém, the monastery and the tower, and custard \
    tarts still warm from the oven. Days four and five: Sintra's palaces by train, and a last evening of fado.
    """

  /// The identifier UI tests tap; a typo here traps at launch instead of failing a test that cannot find the button.
  private static let bookButton = try! AccessibilityIdentifier(
    module: "booking", screen: "checkout", element: "bookButton")

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        AccessibleCard(
          title: "\(trip.city)", description: "\(trip.summary)", date: .now,
          actions: [AccessibleCard.Action("Share", perform: share)], onOpen: openTrip)
        ExpandableText(Self.itinerary, name: "Itinerary")
        AdaptiveStack {
          StatusIndicator(.success, label: "Seats available")
          Text("12 seats left on the 9:40 train")
            .typography(.subheadline)
        }
        if isBooked {
          HStack {
            StatusIndicator(.pending, label: "Sending")
            Text("Your tickets are on their way")
              .typography(.subheadline)
          }
          .adaptiveTransition(.move(.top))
        }
        AccessibleTextField("Email address", text: $email, hint: "We send the receipt here", error: emailError)
        Button("Book the trip", action: book)
          .buttonStyle(PrimaryButtonStyle())
          .accessibilityIdentifier(Self.bookButton)
          .breathingGlow(.accentText)
        Button("Cancel booking", action: cancel)
          .buttonStyle(DestructiveButtonStyle())
      }
      .padding()
      .adaptiveAnimation(value: isBooked)
    }
    .sheet(isPresented: $showsConfirmation) {
      ModalContainer(title: "Booked", onDismiss: { showsConfirmation = false }) {
        Text("Your tickets to \(trip.city) are on their way.")
          .typography(.body)
      }
    }
  }

  private func book() {
    emailError = email.contains("@") ? nil : "Enter an email address with an @"
    showsConfirmation = emailError == nil
    isBooked = showsConfirmation
  }

  private func share() {}
  private func openTrip() {}
  private func cancel() {}
}
