import CurbcutReporting
import SwiftSyntax

/// Fields for personal data whose purpose the code does not declare.
public struct InputContentTypeRule: ViewRule {
  public static let description = RuleDescription(
    id: "input_content_type",
    name: "Input content type",
    impact: .medium,
    impactDescription: """
      AutoFill cannot offer the user's email, phone number or one-time code: people with motor, memory or cognitive \
      disabilities type out what the system could fill in
      """,
    wcag: ["1.3.5"],
    tags: ["forms", "autofill"],
    rationale: """
      WCAG 1.3.5 (Identify Input Purpose) asks that a field collecting information about the user declares what it \
      collects, so software can fill it in. On iOS that is `.textContentType(...)`: `.emailAddress`, \
      `.telephoneNumber`, `.username`, `.oneTimeCode`, `.postalCode`, `.name`. With it, AutoFill offers the \
      user's own data and the code from a message; without it, every character is typed by hand.

      Reported: a `TextField` whose title, prompt or bound variable names one of those purposes (email, phone, \
      username or login, one-time or verification code, postal or zip code, full, first or last name), with no \
      `.textContentType(...)` in its chain. Not reported: a `SecureField` (iOS fills passwords in on its own), and \
      fields whose name is about something else (a search, a group's or a server's name, a display name).

      On six apps nobody here had linted, 13 findings, 12 real: sign-in, sign-up and profile fields for an email, a \
      username, a phone number and a full name. The other is an administrator's form for another user's account, \
      which collects no data about the one who fills it in: a known limit, as the code does not tell whose data a \
      field holds.
      """,
    triggering: [
      Example(
        #"1️⃣TextField("Email", text: $email)"#,
        expect: ["1️⃣": .undeclaredPurpose("email address", type: ".emailAddress")]),
      Example(
        """
        1️⃣TextField("Verification code", text: $code)
          .keyboardType(.numberPad)
        """,
        expect: ["1️⃣": .undeclaredPurpose("one-time code", type: ".oneTimeCode")]),
      Example(
        """
        Form {
          1️⃣TextField("", text: $phoneNumber, prompt: Text("Phone"))
            .keyboardType(.phonePad)
        }
        """,
        expect: ["1️⃣": .undeclaredPurpose("phone number", type: ".telephoneNumber")]),
    ],
    nonTriggering: [
      Example(
        """
        TextField("Email", text: $email)
          .textContentType(.emailAddress)
          .keyboardType(.emailAddress)
        SecureField("Password", text: $password)
        """),
      Example(
        """
        TextField("Search", text: $query)
        TextField("Group name", text: $groupName)
        TextField("Amount", value: $amount, format: .number)
        """),
      Example(
        """
        TextField("Username", text: $username)
          .textContentType(.username)
          .autocorrectionDisabled()
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.sixUnseenApps, findings: 13, checked: 13, real: 12),
      MeasuredPrecision(corpus: MeasuredPrecision.threeSampleAndEditorApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMusicChatAndLogApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeRadioPayslipAndTransitApps, findings: 3, checked: 3, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeTelemetryMagazineMochiApps, findings: 1, checked: 1, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeThreemaMailFHIRApps, findings: 2, checked: 2, real: 2),
    ])

  public init() {}

  public let notedViews: Set<String> = ["TextField"]
  public let inspectsOnlyNotedViews = true

  public func check(_ view: ViewCall, in context: RuleContext) {
    guard view.name == "TextField", !view.hasModifier("textContentType") else { return }
    let names = [view.firstUnlabeledArgument, view.argument("text"), view.argument("prompt")].compactMap { $0 }
      .map { $0.trimmedText.lowercased() }
    guard let purpose = Self.purposes.first(where: { purpose in names.contains { purpose.isNamed(in: $0) } }) else {
      return
    }
    context.report(.undeclaredPurpose(purpose.description, type: purpose.contentType), at: view.base)
  }

  /// A purpose WCAG 1.3.5 lists, the words that name it in a field's title or variable, and iOS's content type.
  private struct Purpose {
    let description: String
    let words: [String]
    let contentType: String

    /// Whether a title or variable, lowercased, names the purpose, and nothing that makes it another field's.
    func isNamed(in text: String) -> Bool {
      words.contains(where: text.contains) && !Self.otherPurposes.contains(where: text.contains)
    }

    /// Words of fields that only look like personal data: a group's name, a search, a display name.
    static let otherPurposes = ["search", "group", "display", "nickname", "server", "instance", "file", "list"]
  }

  private static let purposes = [
    Purpose(description: "email address", words: ["email", "e-mail"], contentType: ".emailAddress"),
    Purpose(description: "phone number", words: ["phone"], contentType: ".telephoneNumber"),
    Purpose(
      description: "one-time code",
      words: ["verification code", "one-time", "otp", "2fa", "totp", "smscode", "sms code"], contentType: ".oneTimeCode"
    ),
    Purpose(description: "username", words: ["username", "user name", "login"], contentType: ".username"),
    Purpose(
      description: "postal code", words: ["postal", "zip code", "zipcode", "postcode"], contentType: ".postalCode"),
    Purpose(description: "full name", words: ["full name", "fullname"], contentType: ".name"),
    Purpose(description: "first name", words: ["first name", "firstname", "given name"], contentType: ".givenName"),
    Purpose(description: "last name", words: ["last name", "lastname", "family name"], contentType: ".familyName"),
  ]
}

extension FindingMessage {
  fileprivate static func undeclaredPurpose(_ purpose: String, type: String) -> FindingMessage {
    FindingMessage(
      "Field for the user's \(purpose) does not declare it, so AutoFill cannot offer it; add .textContentType(\(type))")
  }
}
