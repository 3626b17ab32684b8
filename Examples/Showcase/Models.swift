import SwiftUI

struct Trip {
  let city: String
  let summary: String
  let mapSnapshot: UIImage
  let isMapDownloaded: Bool

  static let lisbon = Trip(
    city: "Lisbon", summary: "Five days of tiles, trams and pastéis de nata.", mapSnapshot: UIImage(),
    isMapDownloaded: false)
}

struct User {
  let name: String
  let avatarName: String
  let memberSince: String
  let bio: String

  static let sample = User(
    name: "Ana Ribeiro", avatarName: "avatar-ana", memberSince: "Member since 2019", bio: "Collects train timetables.")
}
