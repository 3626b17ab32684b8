import CurbcutCore
import SwiftSyntax

extension ViewCall {
  /// The size of the font the view's text or symbol is drawn in: the nearest `.font(...)` on it or around it, a text
  /// style's default size (`.title2`, 22) or a written size (`.system(size: 15)`); `.body`'s 17 with none. Nil for a
  /// font the file does not show (`.font(theme.iconFont)`).
  var fontSize: Double? {
    for holder in sequence(first: self, next: \.parent) {
      guard let font = holder.modifiers.last(where: { $0.name == "font" })?.firstUnlabeledArgument else { continue }
      if let call = font.as(FunctionCallExprSyntax.self), call.calleeName == "system" {
        return call.arguments.first { $0.label?.text == "size" }?.expression.literalNumber
      }
      let name = font.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      return TextStyle.allCases.first { $0.swiftUIName == name }.map { $0.defaultPointSize.value }
    }
    return TextStyle.body.defaultPointSize.value
  }
}
