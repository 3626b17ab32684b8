import SwiftUI

/// The profile: a custom typeface without a text style to scale with, an icon-only menu, a switch whose
/// title was emptied to hide it, colour swatches that are tapped but have no name, and a suppression left
/// behind after the code it excused was fixed.
struct ProfileScreen: View {
  let user: User
  @State private var sharesTrips = true
  @State private var accent = Color.orange

  var body: some View {
    VStack(spacing: 16) {
      HStack {
        Image(user.avatarName)
          .resizable()
          .frame(width: 56, height: 56)
          .clipShape(Circle())
        VStack(alignment: .leading) {
          Text(user.name)
            .font(.custom("Cereal-Bold", size: 22))
          // curbcut:disable:next fixed_font_size - the design called for 13 pt
          Text(user.memberSince)
            .font(.footnote)
        }
        Spacer()
        Menu {
          Button("Edit profile", action: edit)
          Button("Sign out", role: .destructive, action: signOut)
        } label: {
          Image(systemName: "ellipsis.circle")
        }
      }
      Text(user.bio)
        .font(.body)
      HStack {
        Text("Share my trips")
        Spacer()
        Toggle("", isOn: $sharesTrips)
          .labelsHidden()
      }
      HStack {
        ForEach([Color.orange, .teal, .indigo], id: \.self) { color in
          Circle()
            .fill(color)
            .frame(width: 28, height: 28)
            .onTapGesture { accent = color }
        }
      }
    }
    .padding()
  }

  private func edit() {}
  private func signOut() {}
}
