import AVKit
import SwiftUI

/// The live view of a trip under way, written by hand: it moves, blinks and plays by itself whatever the Reduce Motion
/// setting, and its fonts do not grow. Every problem here is one a seed or WCAG warns about.
struct LiveTripScreen: View {
  let trip: Trip
  let player: AVPlayer
  @State private var showsNextStop = false
  @State private var pulse: CGFloat = 1
  @State private var isConnected = true
  @State private var isAtLastStop = false

  var body: some View {
    VStack(alignment: .leading) {
      // Plays the city's video as soon as the screen opens.
      VideoPlayer(player: player)
        .onAppear { player.play() }

      // Reads like the system's footnote style, and is a fixed 13 pt (see the extension below); at large sizes two
      // lines hold a few words of it.
      Text(trip.summary)
        .font(.footnote)
        .lineLimit(2)

      HStack {
        // Green when the tram's position is coming in, red when it is lost: the colour is the only sign.
        Circle()
          .fill(isConnected ? .green : .red)
          .frame(width: 12, height: 12)
          .scaleEffect(pulse)
        Text("Live")
        // White on orange: 2.2:1, under the 4.5:1 text needs.
        Text("2 min late")
          .font(.caption)
          .foregroundColor(.white)
          .padding(4)
          .background(Color.orange)
        // The catalog's tertiary text (white at 40%) on its primary surface (black): 3.7:1.
        Text("Updated just now")
          .foregroundStyle(Color("textTertiary"))
          .background(Color("surfacePrimary"))
        // One line of caption high: at large sizes the words are cut off.
        Text("Next tram in 4 minutes")
          .font(.caption)
          .frame(height: 16)
      }
      .onAppear {
        // Pulses without end, even with Reduce Motion on.
        withAnimation(.easeInOut(duration: 1).repeatForever(autoreverses: true)) { pulse = 1.3 }
      }

      // Kept small for the layout's sake: the caption never passes xLarge.
      Text("Trams run every 8 minutes until midnight")
        .font(.caption)
        .dynamicTypeSize(...DynamicTypeSize.xLarge)

      // Disabled at the end of the line, where the style still draws it as enabled.
      Button("Next stop") { withAnimation { showsNextStop.toggle() } }
        .buttonStyle(StopButtonStyle())
        .disabled(isAtLastStop)
      if showsNextStop {
        Text("Tram 28 to Graça")
          // Slides in, even with Reduce Motion on.
          .transition(.move(edge: .bottom))
      }
    }
  }
}

/// The screen's button style: a fixed font, no disabled look, and a target 29 pt high.
struct StopButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(.system(size: 15, weight: .semibold))
      .padding(.vertical, 6)
      .padding(.horizontal, 12)
      .background(Capsule().fill(Color.accentColor))
      .foregroundStyle(.white)
  }
}

/// A stop's name as the list shows it, announced as a heading.
struct StopTitleLarge: View {
  let name: String

  var body: some View {
    Text(name).font(.title2).accessibilityAddTraits(.isHeader)
  }
}

/// The same title for the compact list: written again as a view of its own, and the heading trait forgotten.
struct StopTitleCompact: View {
  let name: String

  var body: some View {
    Text(name).font(.headline)
  }
}

extension Font {
  // Every `.font(.footnote)` in the app now means this fixed size.
  static let footnote = Font.system(size: 13)
}
