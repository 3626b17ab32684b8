import SwiftUI

/// The trip's photo wall, written by hand: its features hide behind gestures, timers and a shake, and its controls
/// change the screen, or look disabled, without saying so. Every problem here is one a seed or WCAG warns about.
struct PhotoWallScreen: View {
  enum Order: Hashable {
    case newest, oldest
  }

  let photos: [TripPhoto]
  @State private var order = Order.newest
  @State private var album = "All"
  @State private var selected: TripPhoto?
  @State private var showsCopied = false
  @State private var canUpload = false
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    // No title: VoiceOver users hear no screen name.
    NavigationStack {
      ScrollView {
        VStack(alignment: .leading) {
          // The caption is a separate element: VoiceOver reads "Newest, button, 1 of 2" without it.
          Text("Sort by")
          Picker("", selection: $order) {
            Text("Newest").tag(Order.newest)
            Text("Oldest").tag(Order.oldest)
          }
          .pickerStyle(.segmented)

          // Choosing an album closes the screen by itself.
          Picker("Album", selection: $album) {
            ForEach(["All", "Favourites"], id: \.self) { Text($0) }
          }
          .onChange(of: album) { dismiss() }

          ForEach(photos) { photo in
            AsyncImage(url: photo.url)
              .accessibilityLabel(photo.caption)
              // Holding a photo is the only way to see its details.
              .onLongPressGesture { selected = photo }
          }

          // Greyed out and ignoring taps, but VoiceOver reads a working button.
          Button {
            guard canUpload else { return }
            upload()
          } label: {
            Label("Upload photos", systemImage: "icloud.and.arrow.up")
          }
          .opacity(canUpload ? 1 : 0.4)

          Button("Copy album link", systemImage: "link", action: copyLink)
          if showsCopied {
            Text("Link copied")
          }
        }
      }
      .onShake(perform: shuffle)
      .sheet(item: $selected) { PhotoDetails(photo: $0) }
    }
  }

  private func copyLink() {
    showsCopied = true
    // Gone before a VoiceOver user hears it.
    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { showsCopied = false }
  }

  private func upload() {}
  private func shuffle() {}
}

struct TripPhoto: Identifiable {
  let id: Int
  let url: URL
  let caption: String
}

struct PhotoDetails: View {
  let photo: TripPhoto

  var body: some View {
    Text(photo.caption)
  }
}

/// The plumbing of `.onShake`: the callers are reported, not the modifier.
struct ShakeModifier: ViewModifier {
  let action: () -> Void

  func body(content: Content) -> some View {
    content.onReceive(NotificationCenter.default.publisher(for: UIDevice.deviceDidShakeNotification)) { _ in
      action()
    }
  }
}

extension View {
  func onShake(perform action: @escaping () -> Void) -> some View {
    modifier(ShakeModifier(action: action))
  }
}
