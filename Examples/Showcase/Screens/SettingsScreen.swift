import SwiftUI

/// A screen that gets it right: text styles, labelled controls, decorative art hidden, the card read
/// as one element with its own label.
struct SettingsScreen: View {
  @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 24
  @State private var notificationsOn = true

  var body: some View {
    Form {
      Section {
        HStack {
          Image("settings-illustration")
            .resizable()
            .frame(width: iconSize, height: iconSize)
            .accessibilityHidden(true)
          Text("Settings")
            .font(.largeTitle)
        }
      }
      Section("Notifications") {
        Toggle("Trip reminders", isOn: $notificationsOn)
        Button("Send a test notification", systemImage: "bell", action: sendTest)
      }
      Section("Account") {
        HStack {
          Image("plan-badge")
          VStack(alignment: .leading) {
            Text("Explorer plan").font(.headline)
            Text("Renews on 1 March").font(.subheadline)
          }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Explorer plan, renews on 1 March")
        Button(action: close) {
          Image(systemName: "xmark")
        }
        .accessibilityLabel("Close settings")
      }
      Text("Version 1.0")
        .font(.custom("Cereal-Book", size: 13, relativeTo: .footnote))
    }
  }

  private func sendTest() {}
  private func close() {}
}
