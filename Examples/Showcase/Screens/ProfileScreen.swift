import SwiftUI

/// The profile: a custom typeface without a text style to scale with, an icon-only menu, a switch and a field whose
/// titles were emptied to hide them, a field labelled only by its placeholder, colour swatches that are tapped but have no name, and a suppression left
/// behind after the code it excused was fixed.
struct ProfileScreen: View {
  let user: User
  @State private var sharesTrips = true
  @State private var accent = Color.orange
  @State private var homeStation = ""

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
      NicknameEditor()
      HStack {
        Text("Home station")
        Spacer()
        TextField("", text: $homeStation)
          .multilineTextAlignment(.trailing)
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

/// Renaming the profile: the field says what it is for only until something is typed in it.
struct NicknameEditor: View {
  @State private var nickname = ""

  var body: some View {
    HStack {
      TextField("Nickname", text: $nickname)
      Button("Save", action: save)
    }
  }

  private func save() {}
}
