import CurbcutCore

/// What a color's name says it is for, which decides the pairs checked when the configuration names none.
///
/// The name is split into words at `.`, `/`, `-`, `_`, spaces, digits and lowercase-to-uppercase steps
/// (`color.text.primary`, `Text/Primary`, `textPrimary`, `label-secondary` all hold the word `text` or `label`), and
/// the last word that names a role decides: `text`, `label` and `foreground` paint text, `icon` paints non-text
/// graphics, and `background`, `surface` and `fill` lie beneath them. So `surface.text` is text and `text.background`
/// a background; `Brand/Primary` has no role and is left out. Every foreground is checked on every background of its
/// palette.
public enum ColorRole: Hashable, Sendable {
  /// Text or icons, checked as `kind` on every background.
  case foreground(ContentKind)
  /// A surface that foregrounds lie on.
  case background

  /// The role the name gives, or nil when it names none.
  public init?(name: String) {
    guard let role = Self.words(in: name).reversed().lazy.compactMap({ Self.roles[$0] }).first else { return nil }
    self = role
  }

  /// The words that give a role.
  private static let roles: [String: ColorRole] = [
    "text": .foreground(.normalText), "label": .foreground(.normalText), "foreground": .foreground(.normalText),
    "icon": .foreground(.nonText), "background": .background, "surface": .background, "fill": .background,
  ]

  /// The lowercased words of a name.
  static func words(in name: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousIsLowercase = false
    for character in name {
      if character.isLetter {
        if character.isUppercase && previousIsLowercase {
          words.append(current)
          current = ""
        }
        current.append(character)
        previousIsLowercase = character.isLowercase
      } else {
        if !current.isEmpty { words.append(current) }
        current = ""
        previousIsLowercase = false
      }
    }
    if !current.isEmpty { words.append(current) }
    return words.map { $0.lowercased() }
  }
}
