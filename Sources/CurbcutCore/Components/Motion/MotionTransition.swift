/// How a view enters and leaves, as a value that CurbcutUI turns into SwiftUI's `AnyTransition`.
public enum MotionTransition: Hashable, Sendable {
  /// Fade in and out.
  case opacity
  /// In from the leading edge, out towards the trailing edge.
  case slide
  /// Grow in and shrink out.
  case scale
  /// In from and out towards one edge.
  case move(MotionEdge)

  /// This transition, or a fade when Reduce Motion is on: sliding, zooming and travelling across the screen are the
  /// movements that make people with vestibular disorders unwell (seed 003: "`.transition(reduceMotion ? .opacity :
  /// .slide)`").
  public func adapted(reduceMotion: Bool) -> MotionTransition { reduceMotion ? .opacity : self }
}

/// An edge a view moves in from or out towards; leading and trailing follow the reading direction.
public enum MotionEdge: Hashable, Sendable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The edge where lines start: left in English, right in Arabic.
  case leading
  /// The edge where lines end.
  case trailing
}
