// A stand-in for the part of SwiftUI that CurbcutUI and the Showcase screens use, so the test suite can type-check
// them on Linux in Swift 6 mode. Written by hand from Apple's documentation: each declaration cites its page, and
// keeps the documented signature, isolation and availability. It is never shipped and never run: bodies only satisfy
// the compiler. When CurbcutUI needs an API that is missing here, add it from its page, with the page cited.

@_exported import Accessibility
@_exported import Foundation
@_exported import UIKit

/// What the bodies of this stand-in return: nothing here ever runs.
func standIn<T>() -> T { fatalError("The SwiftUI stand-in only type-checks") }

/// The concrete view behind every `some View` a modifier of this stand-in returns.
public struct _StandInView: View {
  public typealias Body = Never
  nonisolated init() {}
  public var body: Never { fatalError() }
}

// MARK: - Views and builders

// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swift/never (SwiftUI: "Never conforms to View")
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { EmptyView() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2g6h1
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    standIn()
  }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  )
    -> _ConditionalContent<TrueContent, FalseContent>
  { standIn() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  )
    -> _ConditionalContent<TrueContent, FalseContent>
  { standIn() }
}

// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
  // https://developer.apple.com/documentation/swiftui/emptyview/init()
  nonisolated public init() {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/optional (Optional conforms to View when Wrapped does)
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

// MARK: - Foundation's localization (on Apple platforms; swift-corelibs-foundation lacks it)

// https://developer.apple.com/documentation/foundation/localizedstringresource
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Sendable {
  // https://developer.apple.com/documentation/foundation/localizedstringresource/init(stringliteral:)
  public init(stringLiteral value: String) {}
  // https://developer.apple.com/documentation/foundation/localizedstringresource/init(stringinterpolation:)
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {}
  // https://developer.apple.com/documentation/foundation/localizedstringresource/locale
  public var locale: Locale {
    get { standIn() }
    set {}
  }

}

extension String {
  // https://developer.apple.com/documentation/swift/string/init(localized:)-4fsiy
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  public init(localized resource: LocalizedStringResource) { self = standIn() }

  // https://developer.apple.com/documentation/swift/string/localizationvalue
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation, Sendable {
    // https://developer.apple.com/documentation/swift/string/localizationvalue/init(stringliteral:)
    public init(stringLiteral value: String) {}
    // https://developer.apple.com/documentation/swift/string/localizationvalue/init(stringinterpolation:)
    public init(stringInterpolation: StringInterpolation) {}

    // https://developer.apple.com/documentation/swift/string/localizationvalue/stringinterpolation
    public struct StringInterpolation: StringInterpolationProtocol {
      // https://developer.apple.com/documentation/swift/string/localizationvalue/stringinterpolation/init(literalcapacity:interpolationcount:)
      public init(literalCapacity: Int, interpolationCount: Int) {}
      // https://developer.apple.com/documentation/swift/string/localizationvalue/stringinterpolation/appendliteral(_:)
      public mutating func appendLiteral(_ literal: String) {}
      // https://developer.apple.com/documentation/swift/string/localizationvalue/stringinterpolation/appendinterpolation(_:)-2zs7k
      public mutating func appendInterpolation(_ string: String) {}
      // https://developer.apple.com/documentation/swift/string/localizationvalue/stringinterpolation/appendinterpolation(_:)-5v1r5
      public mutating func appendInterpolation(_ value: Int) {}
    }
  }
}

// MARK: - Text, images, labels

// https://developer.apple.com/documentation/swiftui/localizedstringkey
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
  public init(_ value: String) {}
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
  public init(stringLiteral value: String) {}
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
  public init(stringInterpolation: StringInterpolation) {}

  // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
  public struct StringInterpolation: StringInterpolationProtocol {
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/init(literalcapacity:interpolationcount:)
    public init(literalCapacity: Int, interpolationCount: Int) {}
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendliteral(_:)
    public mutating func appendLiteral(_ literal: String) {}
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-1ppyf
    public mutating func appendInterpolation(_ string: String) {}
  }
}

// https://developer.apple.com/documentation/swiftui/text
@frozen public struct Text: Equatable, Sendable, View {
  // https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
  nonisolated public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {}
  // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  nonisolated public init<S: StringProtocol>(_ content: S) {}
  // https://developer.apple.com/documentation/swiftui/text/init(_:)-1ixy9 (iOS 16: a LocalizedStringResource)
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  nonisolated public init(_ resource: LocalizedStringResource) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/image
@frozen public struct Image: Equatable, Sendable, View {
  // https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  nonisolated public init(systemName: String) {}
  public var body: Never { fatalError() }

  // https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
  nonisolated public func resizable() -> Image { self }

  // https://developer.apple.com/documentation/swiftui/image/scale
  public enum Scale: Hashable, Sendable {
    case small, medium, large
  }
}

// https://developer.apple.com/documentation/swiftui/label
public struct Label<Title: View, Icon: View>: View {
  // https://developer.apple.com/documentation/swiftui/label/init(title:icon:)
  nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/labelstyle
@MainActor @preconcurrency public protocol LabelStyle {}

// https://developer.apple.com/documentation/swiftui/icononlylabelstyle
public struct IconOnlyLabelStyle: LabelStyle {
  nonisolated public init() {}
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  // https://developer.apple.com/documentation/swiftui/labelstyle/icononly
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

// https://developer.apple.com/documentation/swiftui/symbolvariants
public struct SymbolVariants: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/symbolvariants/none
  public static let none = SymbolVariants()
  // https://developer.apple.com/documentation/swiftui/symbolvariants/fill
  public static let fill = SymbolVariants()
}

// https://developer.apple.com/documentation/swiftui/textalignment
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  case leading, center, trailing
}

// MARK: - Controls

// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label: View>: View {
  // https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError() }
}

extension Button where Label == Text {
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy8
  @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpap
  @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

// https://developer.apple.com/documentation/swiftui/buttonstyle
@MainActor @preconcurrency public protocol ButtonStyle {
  associatedtype Body: View
  // https://developer.apple.com/documentation/swiftui/buttonstyle/makebody(configuration:)
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  // https://developer.apple.com/documentation/swiftui/buttonstyle/configuration
  typealias Configuration = ButtonStyleConfiguration
}

// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration
public struct ButtonStyleConfiguration {
  // https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.struct
  public struct Label: View {
    public var body: Never { fatalError() }
  }
  // https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.property
  public let label: ButtonStyleConfiguration.Label
  // https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/ispressed
  public let isPressed: Bool
}

// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {}

// https://developer.apple.com/documentation/swiftui/plainbuttonstyle
public struct PlainButtonStyle: PrimitiveButtonStyle {
  nonisolated public init() {}
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  // https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/plain
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

// https://developer.apple.com/documentation/swiftui/textfield
public struct TextField<Label: View>: View {
  // https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:label:)
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/securefield
public struct SecureField<Label: View>: View {
  // https://developer.apple.com/documentation/swiftui/securefield/init(text:prompt:label:)
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError() }
}

// MARK: - Layout containers

// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
  public static let leading = HorizontalAlignment()
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment()
}

// https://developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/verticalalignment/center
  public static let center = VerticalAlignment()
}

// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/alignment/center
  public static let center = Alignment()
  // https://developer.apple.com/documentation/swiftui/alignment/leading
  public static let leading = Alignment()
  // https://developer.apple.com/documentation/swiftui/alignment/topleading
  public static let topLeading = Alignment()
}

// https://developer.apple.com/documentation/swiftui/vstack
public struct VStack<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/hstack
public struct HStack<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/spacer
public struct Spacer: View {
  // https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
  nonisolated public init(minLength: CGFloat? = nil) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/scrollview
public struct ScrollView<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/form
public struct Form<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/form/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/section
public struct Section<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/section/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  // https://developer.apple.com/documentation/swiftui/section/init(_:content:)-90be4
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
  public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
  nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/animatable
public protocol Animatable {
  // https://developer.apple.com/documentation/swiftui/animatable/animatabledata-swift.associatedtype
  associatedtype AnimatableData
  // https://developer.apple.com/documentation/swiftui/animatable/animatabledata-swift.property
  var animatableData: Self.AnimatableData { get set }
}

// https://developer.apple.com/documentation/swiftui/emptyanimatabledata
@frozen public struct EmptyAnimatableData: Sendable {
  public init() {}
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  // https://developer.apple.com/documentation/swiftui/animatable/animatabledata-6nydg
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

// https://developer.apple.com/documentation/swiftui/layout
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@preconcurrency public protocol Layout: Sendable, Animatable {
  // https://developer.apple.com/documentation/swiftui/layout/cache
  associatedtype Cache = Void
  // https://developer.apple.com/documentation/swiftui/layout/subviews
  typealias Subviews = LayoutSubviews
  // https://developer.apple.com/documentation/swiftui/layout/sizethatfits(proposal:subviews:cache:)
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
  // https://developer.apple.com/documentation/swiftui/layout/placesubviews(in:proposal:subviews:cache:)
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
  // https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)
  func makeCache(subviews: Self.Subviews) -> Self.Cache
}

extension Layout where Cache == Void {
  // https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)-23agy
  public func makeCache(subviews: Self.Subviews) -> Void {}
}

extension Layout {
  // https://developer.apple.com/documentation/swiftui/layout/callasfunction(_:)
  nonisolated public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { _StandInView() }
}

// https://developer.apple.com/documentation/swiftui/layoutsubviews
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
  // https://developer.apple.com/documentation/swiftui/layoutsubviews/startindex
  public var startIndex: Int { 0 }
  // https://developer.apple.com/documentation/swiftui/layoutsubviews/endindex
  public var endIndex: Int { 0 }
  // https://developer.apple.com/documentation/swiftui/layoutsubviews/subscript(_:)-61zw6
  public subscript(index: Int) -> LayoutSubview { standIn() }
}

// https://developer.apple.com/documentation/swiftui/layoutsubview
public struct LayoutSubview: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/layoutsubview/sizethatfits(_:)
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { standIn() }
  // https://developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:)
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
}

// https://developer.apple.com/documentation/swiftui/proposedviewsize
@frozen public struct ProposedViewSize: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/proposedviewsize/width
  public var width: CGFloat?
  // https://developer.apple.com/documentation/swiftui/proposedviewsize/height
  public var height: CGFloat?
  // https://developer.apple.com/documentation/swiftui/proposedviewsize/unspecified
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  // https://developer.apple.com/documentation/swiftui/proposedviewsize/init(width:height:)
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  // https://developer.apple.com/documentation/swiftui/proposedviewsize/init(_:)
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
}

// https://developer.apple.com/documentation/swiftui/unitpoint
@frozen public struct UnitPoint: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/unitpoint/center
  public static let center = UnitPoint()
  // https://developer.apple.com/documentation/swiftui/unitpoint/topleading
  public static let topLeading = UnitPoint()
}

// https://developer.apple.com/documentation/swiftui/anylayout
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public struct AnyLayout: Layout {
  // https://developer.apple.com/documentation/swiftui/anylayout/init(_:)
  public init<L: Layout>(_ layout: L) {}
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize { standIn() }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
}

// https://developer.apple.com/documentation/swiftui/hstacklayout
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public struct HStackLayout: Layout {
  // https://developer.apple.com/documentation/swiftui/hstacklayout/init(alignment:spacing:)
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {}
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize { standIn() }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
}

// https://developer.apple.com/documentation/swiftui/vstacklayout
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public struct VStackLayout: Layout {
  // https://developer.apple.com/documentation/swiftui/vstacklayout/init(alignment:spacing:)
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {}
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize { standIn() }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
}

// https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
  // https://developer.apple.com/documentation/swiftui/geometryproxy/size
  public var size: CGSize { standIn() }
}

// https://developer.apple.com/documentation/swiftui/edge
@frozen public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing

  // https://developer.apple.com/documentation/swiftui/edge/set
  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/edge/set/horizontal
    public static let horizontal = Set(rawValue: 1)
    // https://developer.apple.com/documentation/swiftui/edge/set/vertical
    public static let vertical = Set(rawValue: 2)
    // https://developer.apple.com/documentation/swiftui/edge/set/all
    public static let all = Set(rawValue: 3)
  }
}

// MARK: - Shapes and styles

// https://developer.apple.com/documentation/swiftui/shape
public protocol Shape: Sendable, View {}

extension Shape {
  // https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)
  nonisolated public func fill<S: ShapeStyle>(_ content: S) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/shape/stroke(_:linewidth:)
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { _StandInView() }
}

// https://developer.apple.com/documentation/swiftui/insettableshape
public protocol InsettableShape: Shape {}

extension InsettableShape {
  // https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(_:linewidth:antialiased:)
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  )
    -> some View
  { _StandInView() }
}

// https://developer.apple.com/documentation/swiftui/circle
public struct Circle: InsettableShape {
  // https://developer.apple.com/documentation/swiftui/circle/init()
  nonisolated public init() {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/rectangle
public struct Rectangle: InsettableShape {
  // https://developer.apple.com/documentation/swiftui/rectangle/init()
  nonisolated public init() {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/roundedrectangle
public struct RoundedRectangle: InsettableShape {
  // https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
  nonisolated public init(cornerRadius: CGFloat) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {
  // https://developer.apple.com/documentation/swiftui/shapestyle/resolved
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  associatedtype Resolved: ShapeStyle = Never
  // https://developer.apple.com/documentation/swiftui/shapestyle/resolve(in:)
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  func resolve(in environment: EnvironmentValues) -> Self.Resolved
}

extension ShapeStyle where Resolved == Never {
  public func resolve(in environment: EnvironmentValues) -> Never { standIn() }
}

// https://developer.apple.com/documentation/swift/never (SwiftUI: "Never conforms to ShapeStyle")
extension Never: ShapeStyle {}

extension ShapeStyle {
  // https://developer.apple.com/documentation/swiftui/shapestyle/opacity(_:)
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    Color.Resolved(colorSpace: .sRGB, red: 0, green: 0, blue: 0)
  }
}

// https://developer.apple.com/documentation/swiftui/color
@frozen public struct Color: Hashable, ShapeStyle, View {
  public var body: Never { fatalError() }

  // https://developer.apple.com/documentation/swiftui/color/resolve(in:)
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  nonisolated public func resolve(in environment: EnvironmentValues) -> Color.Resolved { standIn() }

  // https://developer.apple.com/documentation/swiftui/color/resolved
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  @frozen public struct Resolved: Hashable, ShapeStyle {
    // https://developer.apple.com/documentation/swiftui/color/resolved/init(colorspace:red:green:blue:opacity:)
    public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {}
  }

  // https://developer.apple.com/documentation/swiftui/color/init(uicolor:)
  @available(iOS 15, tvOS 15, watchOS 8, *)
  public init(uiColor: UIColor) {}

  // https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }
}

// https://developer.apple.com/documentation/swiftui/colorscheme
public enum ColorScheme: CaseIterable, Hashable, Sendable {
  case light, dark
}

// https://developer.apple.com/documentation/swiftui/colorschemecontrast
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
  case standard, increased
}

// MARK: - Fonts

// https://developer.apple.com/documentation/swiftui/font
@frozen public struct Font: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/font/custom(_:size:relativeto:)
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { standIn() }
  // https://developer.apple.com/documentation/swiftui/font/weight(_:)
  public func weight(_ weight: Font.Weight) -> Font { self }

  // https://developer.apple.com/documentation/swiftui/font/textstyle
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }

  // https://developer.apple.com/documentation/swiftui/font/weight
  @frozen public struct Weight: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/font/weight/ultralight
    public static let ultraLight = Weight()
    // https://developer.apple.com/documentation/swiftui/font/weight/thin
    public static let thin = Weight()
    // https://developer.apple.com/documentation/swiftui/font/weight/light
    public static let light = Weight()
    // https://developer.apple.com/documentation/swiftui/font/weight/regular
    public static let regular = Weight()
    // https://developer.apple.com/documentation/swiftui/font/weight/medium
    public static let medium = Weight()
    // https://developer.apple.com/documentation/swiftui/font/weight/semibold
    public static let semibold = Weight()
    // https://developer.apple.com/documentation/swiftui/font/weight/bold
    public static let bold = Weight()
    // https://developer.apple.com/documentation/swiftui/font/weight/heavy
    public static let heavy = Weight()
    // https://developer.apple.com/documentation/swiftui/font/weight/black
    public static let black = Weight()
  }
}

// MARK: - Environment and state

// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues: CustomStringConvertible {
  public var description: String { "" }
  // https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-1oxv6
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { standIn() }
    set {}
  }
  // https://developer.apple.com/documentation/swiftui/environmentvalues/locale
  public var locale: Locale { standIn() }
  // https://developer.apple.com/documentation/swiftui/environmentvalues/timezone
  public var timeZone: TimeZone { standIn() }
  // https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize
  public var dynamicTypeSize: DynamicTypeSize { standIn() }
  // https://developer.apple.com/documentation/swiftui/environmentvalues/displayscale
  public var displayScale: CGFloat { standIn() }
  // https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled
  public var isEnabled: Bool { standIn() }
  // https://developer.apple.com/documentation/swiftui/environmentvalues/controlsize
  public var controlSize: ControlSize { standIn() }
  // https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
  public var colorScheme: ColorScheme { standIn() }
  // https://developer.apple.com/documentation/swiftui/environmentvalues/colorschemecontrast
  public var colorSchemeContrast: ColorSchemeContrast { standIn() }
  // https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
  public var accessibilityReduceMotion: Bool { standIn() }
  // https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilitydifferentiatewithoutcolor
  public var accessibilityDifferentiateWithoutColor: Bool { standIn() }
}

// https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
  associatedtype Value
  // https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
  static var defaultValue: Self.Value { get }
}

// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

// https://developer.apple.com/documentation/swiftui/environment
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { standIn() }
}

extension Environment: Sendable where Value: Sendable {}

// https://developer.apple.com/documentation/swiftui/state
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) {}
  // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { standIn() }
    nonmutating set {}
  }
  // https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> { standIn() }
}

extension State: Sendable where Value: Sendable {}

// https://developer.apple.com/documentation/swiftui/binding
@frozen @propertyWrapper public struct Binding<Value> {
  // https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
  public init(projectedValue: Binding<Value>) {}
  // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { standIn() }
    nonmutating set {}
  }
  // https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { self }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

// https://developer.apple.com/documentation/swiftui/dynamictypesize
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

// https://developer.apple.com/documentation/swiftui/controlsize
public enum ControlSize: Hashable, Sendable {
  case mini, small, regular, large
  // https://developer.apple.com/documentation/swiftui/controlsize/extralarge
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  case extraLarge
}

// MARK: - Animation

// https://developer.apple.com/documentation/swiftui/animation
@frozen public struct Animation: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/animation/spring(response:dampingfraction:blendduration:)
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  )
    -> Animation
  { standIn() }
  // https://developer.apple.com/documentation/swiftui/animation/easeinout(duration:)
  public static func easeInOut(duration: TimeInterval) -> Animation { standIn() }
  // https://developer.apple.com/documentation/swiftui/animation/linear(duration:)
  public static func linear(duration: TimeInterval) -> Animation { standIn() }
  // https://developer.apple.com/documentation/swiftui/animation/repeatforever(autoreverses:)
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

extension Animation {
  // https://developer.apple.com/documentation/swiftui/animation/default
  public static let `default` = Animation.easeInOut(duration: 0.35)
}

// https://developer.apple.com/documentation/swiftui/anytransition
@frozen public struct AnyTransition: Sendable {
  // https://developer.apple.com/documentation/swiftui/anytransition/opacity
  public static let opacity = AnyTransition()
  // https://developer.apple.com/documentation/swiftui/anytransition/slide
  public static let slide = AnyTransition()
  // https://developer.apple.com/documentation/swiftui/anytransition/scale
  public static let scale = AnyTransition()
  // https://developer.apple.com/documentation/swiftui/anytransition/move(edge:)
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
}

// MARK: - Accessibility values

// https://developer.apple.com/documentation/swiftui/accessibilitytraits
public struct AccessibilityTraits: SetAlgebra, Sendable {
  public init() {}
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
  public func contains(_ member: AccessibilityTraits) -> Bool { false }
  public mutating func insert(
    _ newMember: AccessibilityTraits
  ) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
    (true, newMember)
  }
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { nil }
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { nil }
  public mutating func formUnion(_ other: AccessibilityTraits) {}
  public mutating func formIntersection(_ other: AccessibilityTraits) {}
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {}

  // https://developer.apple.com/documentation/swiftui/accessibilitytraits/isbutton
  public static let isButton = AccessibilityTraits()
  // https://developer.apple.com/documentation/swiftui/accessibilitytraits/isselected
  public static let isSelected = AccessibilityTraits()
  // https://developer.apple.com/documentation/swiftui/accessibilitytraits/isheader
  public static let isHeader = AccessibilityTraits()
  // https://developer.apple.com/documentation/swiftui/accessibilitytraits/ismodal
  public static let isModal = AccessibilityTraits()
  // https://developer.apple.com/documentation/swiftui/accessibilitytraits/istabbar
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  public static let isTabBar = AccessibilityTraits()
}

// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
public struct AccessibilityChildBehavior: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore
  public static let ignore = AccessibilityChildBehavior()
  // https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/contain
  public static let contain = AccessibilityChildBehavior()
  // https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine
  public static let combine = AccessibilityChildBehavior()
}

// https://developer.apple.com/documentation/swiftui/accessibilityactionkind
public struct AccessibilityActionKind: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/accessibilityactionkind/default
  public static let `default` = AccessibilityActionKind()
  // https://developer.apple.com/documentation/swiftui/accessibilityactionkind/escape
  public static let escape = AccessibilityActionKind()
}

// https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  case increment, decrement
}

// MARK: - View modifiers

// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  // https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  @ViewBuilder func body(content: Self.Content) -> Self.Body
  // https://developer.apple.com/documentation/swiftui/viewmodifier/content
  typealias Content = _ViewModifier_Content<Self>
}

// https://developer.apple.com/documentation/swiftui/_viewmodifier_content
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError() }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  nonisolated public func modifier<T>(_ modifier: T) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/font(_:)
  nonisolated public func font(_ font: Font?) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/fontweight(_:)
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/linespacing(_:)
  nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/tracking(_:)
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  nonisolated public func tracking(_ tracking: CGFloat) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/hidden()
  nonisolated public func hidden() -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  nonisolated public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:)
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb
  nonisolated public func lineLimit(_ number: Int?) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)
  nonisolated public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .vertical
  )
    -> some View
  { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:)
  nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  )
    -> some View
  { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
  nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    _StandInView()
  }
  // https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
  nonisolated public func padding(_ length: CGFloat) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  )
    -> some View
  { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  nonisolated public func opacity(_ opacity: Double) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)-pmi7
  nonisolated public func scaleEffect(_ s: CGFloat) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/blur(radius:opaque:)
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/scaledtofit()
  nonisolated public func scaledToFit() -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/imagescale(_:)
  nonisolated public func imageScale(_ scale: Image.Scale) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/symbolvariant(_:)
  nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/labelstyle(_:)
  nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-66fbx
  nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1
  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/controlsize(_:)
  nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)-26aj0
  nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/transition(_:)-5h5h0
  nonisolated public func transition(_ t: AnyTransition) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    _StandInView()
  }
  // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    _StandInView()
  }
  // https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-5f0zj
  nonisolated public func accessibilityLabel(_ label: Text) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-1aqv9
  nonisolated public func accessibilityValue(_ valueDescription: Text) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)-6ctn8
  nonisolated public func accessibilityHint(_ hint: Text) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/accessibilityidentifier(_:)
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/accessibilityaction(_:_:)
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/accessibilityactions(_:)
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  nonisolated public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    _StandInView()
  }
  // https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)
  nonisolated public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> some View { _StandInView() }
  // https://developer.apple.com/documentation/swiftui/view/accessibilityshowslargecontentviewer(_:)
  nonisolated public func accessibilityShowsLargeContentViewer<V: View>(
    @ViewBuilder _ largeContentView: () -> V
  )
    -> some View
  { _StandInView() }
}
