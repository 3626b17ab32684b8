import CurbcutReporting
import Testing

@testable import CurbcutLint

/// `orientation_lock` on the settings files an app declares its orientations in, which its examples (Swift code)
/// cannot show.
@Suite struct OrientationSettingsTests {
  /// The line of each lock `orientation_lock` reports in a settings file at `path`, and its orientation.
  private func locks(in text: String, path: String) -> [String] {
    let source = SourceText(bytes: Array(text.utf8))
    return OrientationLockRule().check(settings: source, path: SourcePath(display: path, relative: path)).map {
      let orientation = $0.message.text.contains("Locked to portrait") ? "portrait" : "landscape"
      return "\(source.lines.position(ofUTF8Offset: $0.utf8Range.lowerBound).line): \(orientation)"
    }
  }

  @Test func anInfoPlistArrayOfOneOrientationIsALockAtItsKey() {
    let plist = """
      <plist version="1.0">
      <dict>
        <key>UISupportedInterfaceOrientations</key>
        <array>
          <string>UIInterfaceOrientationPortrait</string>
        </array>
        <key>UISupportedInterfaceOrientations~ipad</key>
        <array>
          <string>UIInterfaceOrientationPortrait</string>
          <string>UIInterfaceOrientationPortraitUpsideDown</string>
        </array>
        <key>UISupportedInterfaceOrientations~iphone</key>
        <array>
          <string>UIInterfaceOrientationPortrait</string>
          <string>UIInterfaceOrientationLandscapeLeft</string>
        </array>
      </dict>
      </plist>
      """
    #expect(locks(in: plist, path: "App/Info.plist") == ["3: portrait", "7: portrait"])
  }

  @Test func aWatchAppOrAnExtensionDoesNotChooseItsOrientation() {
    for marker in ["<key>WKApplication</key><true/>", "<key>NSExtension</key><dict></dict>"] {
      let plist = """
        <dict>
          \(marker)
          <key>UISupportedInterfaceOrientations</key>
          <array><string>UIInterfaceOrientationPortrait</string></array>
        </dict>
        """
      #expect(locks(in: plist, path: "Watch/Info.plist").isEmpty)
    }
  }

  @Test func aBuildSettingIsReportedOnceForEveryConfigurationButNotForWatchOS() {
    let project = """
      /* Debug */ = {
        buildSettings = {
          INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = UIInterfaceOrientationPortrait;
          INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
          SDKROOT = iphoneos;
        };
      };
      /* Release */ = {
        buildSettings = {
          INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = UIInterfaceOrientationPortrait;
          INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
        };
      };
      /* Watch Debug */ = {
        buildSettings = {
          INFOPLIST_KEY_UISupportedInterfaceOrientations = "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown";
          SDKROOT = watchos;
        };
      };
      """
    #expect(
      locks(in: project, path: "App.xcodeproj/project.pbxproj") == [
        "3: portrait", "4: landscape",
      ])
  }

  @Test func everyOrientationIsNoLock() {
    let project = """
      INFOPLIST_KEY_UISupportedInterfaceOrientations = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
      """
    #expect(locks(in: project, path: "App.xcodeproj/project.pbxproj").isEmpty)
  }
}
