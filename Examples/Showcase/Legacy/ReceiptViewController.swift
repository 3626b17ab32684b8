import UIKit

/// A UIKit screen from before the redesign: a fixed system font, a label that repeats the trait and one that
/// says nothing and drops the visible title, a hint that names the gesture, a share button that is only an icon,
/// a details button whose Dynamic Type font never follows the reader's changes, and portrait only, next to a custom
/// font scaled correctly with UIFontMetrics.
final class ReceiptViewController: UIViewController {
  private let totalLabel = UILabel()
  private let noteLabel = UILabel()
  private let closeButton = UIButton(type: .system)
  private let detailsButton = UIButton(type: .system)
  private let shareButton = UIButton(type: .system)

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

  override func viewDidLoad() {
    super.viewDidLoad()
    totalLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)

    let cereal = UIFont(name: "Cereal-Book", size: 15)!
    noteLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: cereal)
    noteLabel.adjustsFontForContentSizeCategory = true

    closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
    closeButton.accessibilityLabel = "Close button"
    detailsButton.setTitle("Details", for: .normal)
    detailsButton.titleLabel?.font = .preferredFont(forTextStyle: .body)
    detailsButton.accessibilityLabel = "Tap here"
    detailsButton.accessibilityHint = "Double tap to see the fare breakdown"
    shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
  }
}
