import Foundation

/// Every number the controls (`Button` styles, `Slider`, `Stepper`) use that the caller did not
/// give, with where it comes from. Tags as in `GestureConfiguration`: [doc] Apple documentation,
/// [obs] observed on iOS, [ours] Tactile's choice where iOS gives no number.
public enum ControlDefaults {
    /// The label opacity of a pressed `.automatic`/`.borderless` button: 0.2. [obs] The default
    /// style turns the label transparent at once on touch-down and fades back on release
    /// (objc.io, "Reimplementing the Default Button Style", Swift Talk S01E399, 2024); 0.2 is the
    /// alpha of UIKit's highlighted `.system` button title, which SwiftUI's default style matches
    /// and which reimplementations of it use (`opacity(configuration.isPressed ? 0.2 : 1)`).
    public static let pressedLabelOpacity: Double = 0.2
    /// The label opacity of a pressed `.plain` button: 0.5. [ours] objc.io (same episode)
    /// observes that the plain style's highlight is subtler than the default's; no number is
    /// published, so Tactile halves the opacity.
    public static let plainPressedLabelOpacity: Double = 0.5
    /// The insets of a `.bordered`/`.borderedProminent` label from its background, regular
    /// control size: 7 points above and below, 12 at the sides. [ours] Apple publishes no number;
    /// these give the 34-point-tall button a 17-point body label makes in iOS 17 screenshots.
    public static let borderedPadding = EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// The corner radius of a bordered button's background, regular size: 8. [ours] as above.
    public static let borderedCornerRadius: CGFloat = 8
    /// The opacity of the tint behind a `.bordered` label: 0.15. [ours] the faint tinted fill of
    /// iOS 15+ bordered buttons; no number is published.
    public static let borderedBackgroundOpacity: Double = 0.15
    /// The opacity of a pressed bordered button (label and background): 0.5. [ours] iOS dims the
    /// whole button; no number is published.
    public static let borderedPressedOpacity: Double = 0.5

    /// The side of an activity spinner (`ProgressView()`, the refresh control's): 20 points.
    /// [obs] `UIActivityIndicatorView.Style.medium`'s intrinsic size on iOS 13 and later.
    public static let activitySpinnerSide: CGFloat = 20
    /// The space between a `Label`'s icon and its title in the `.titleAndIcon` style: 8 points.
    /// [ours] SwiftUI publishes no number; it is a `HStack`'s default spacing (`LayoutDefaults`),
    /// which is what reimplementations of the style use.
    public static let labelIconSpacing: CGFloat = 8
    /// Its spokes: 8, each drawn at a lower opacity than the one before it clockwise, from 1
    /// down to `activitySpinnerFaintestOpacity`. [obs] the iOS 13+ medium indicator has 8 spokes;
    /// the fading is Tactile's rendering of one still frame (the spinner does not turn on the
    /// virtual clock, which would keep a host animating forever).
    public static let activitySpinnerSpokes = 8
    public static let activitySpinnerFaintestOpacity: Double = 0.25
    /// The thickness of a linear `ProgressView`'s bar: 4 points. [obs] UIProgressView's
    /// default style on iOS 13 and later.
    public static let progressBarThickness: CGFloat = 4
    /// The space between a `ProgressView`'s spinner or bar and its labels: 8 points. [ours] iOS
    /// publishes none; the stacks' default spacing.
    public static let progressLabelSpacing: CGFloat = 8

    /// A `Slider`'s height on iOS: 31 points. [obs] UISlider's intrinsic height (the frame
    /// Interface Builder gives a new slider, 31 points tall).
    public static let sliderHeight: CGFloat = 31
    /// The diameter of a `Slider`'s thumb: 28 points. [obs] UISlider's default thumb since iOS 7
    /// (`thumbRect(forBounds:trackRect:value:)` answers a 28-point square for the system thumb).
    public static let sliderThumbDiameter: CGFloat = 28
    /// The thickness of a `Slider`'s track: 4 points. [obs] the system track of UISlider
    /// on iOS 13 and later.
    public static let sliderTrackThickness: CGFloat = 4
    /// How wide the area that starts dragging a `Slider`'s thumb is, centred on the thumb:
    /// 44 points. [doc] Apple HIG, "Buttons": a control's hit region is at least 44×44 points;
    /// UISlider begins tracking only on its thumb (a touch elsewhere on the track does nothing).
    public static let sliderThumbHitWidth: CGFloat = 44
    /// What one VoiceOver increment or decrement moves a `Slider` without `step`: a tenth of its
    /// range. [obs] UISlider's `accessibilityIncrement()` moves it by 10 %.
    public static let sliderAccessibilityFraction: Double = 0.1

    /// The − / + control of a `Stepper`: 94×32 points. [obs] UIStepper's intrinsic size on
    /// iOS 13 and later (Interface Builder's frame for a new stepper).
    public static let stepperSize = CGSize(width: 94, height: 32)
    /// The corner radius of a `Stepper`'s background: 8 points. [obs] UIStepper on iOS 13 and later.
    public static let stepperCornerRadius: CGFloat = 8
    /// The − and + glyphs: 14 points wide, 2 points thick (the vertical bar of + as well). [ours]
    /// drawn as bars rather than SF Symbols, sized to match iOS's glyphs by eye.
    public static let stepperGlyphLength: CGFloat = 14
    public static let stepperGlyphThickness: CGFloat = 2
    /// The divider between − and +: 1 point wide, 18 points tall. [obs] UIStepper on iOS 13 and later.
    public static let stepperDividerSize = CGSize(width: 1, height: 18)

    /// How a paged `TabView` settles on a page after a swipe: ease-out over 0.3 s. [ours] UIKit's
    /// paging deceleration is not published as a curve; this ends in about the time iOS takes.
    public static let pageSettleAnimation = Animation.easeOut(duration: 0.3)
    /// How a scroll view with `scrollTargetBehavior(_:)` settles on its target after a release:
    /// ease-out over 0.3 s. [ours] as `pageSettleAnimation` (UIKit's paging curve is not published).
    public static let scrollTargetSettleAnimation = Animation.easeOut(duration: 0.3)
    /// The page index dots of a paged `TabView`: 7-point dots, 9 points apart, 16 points above the
    /// bottom edge, the other pages' dots at 30 % opacity. [ours] sized by eye after UIPageControl
    /// (white dots, as on iOS: they are meant to sit over the page's content).
    public static let pageDotDiameter: CGFloat = 7
    public static let pageDotSpacing: CGFloat = 9
    public static let pageIndexBottomInset: CGFloat = 16
    public static let pageDotInactiveOpacity: Double = 0.3

    /// The tab bar of a `TabView` in the `.automatic` style, as UIKit's `UITabBar` on an iPhone
    /// in portrait (compact width):
    /// - height 49 points above the bottom safe-area inset, its background extending through the
    ///   inset to the screen's edge. [obs] `UITabBar`'s `sizeThatFits` on every iPhone since
    ///   iOS 7 (49 points; 83 with the 34-point home indicator inset); Apple HIG "Tab bars".
    public static let tabBarHeight: CGFloat = 49
    /// - items share the bar's width equally. [obs] `UITabBar.ItemPositioning.fill`, the
    ///   automatic positioning in a compact width.
    /// - each item's image above its title, the title in the system font at 10 points, medium
    ///   weight. [obs] the default `UITabBarItem` title font on iOS 13 and later
    ///   (`UIFont.systemFont(ofSize: 10, weight: .medium)`).
    public static let tabBarTitleFont = Font.system(size: 10, weight: .medium)
    /// - the image as tall as a 25-point symbol. [doc] Apple HIG "Tab bars": a glyph's target
    ///   size is 25 × 25 points in a regular tab bar on an iPhone.
    public static let tabBarIconFont = Font.system(size: 25)
    /// - 2 points between the image and the title, the pair centred in the 49 points. [ours]
    ///   UIKit publishes no number; measured by eye on iOS 18 screenshots.
    public static let tabBarIconTitleSpacing: CGFloat = 2
    /// - the selected item in the accent colour (the tint: `tint(_:)` on the tab view, else
    ///   `Color.accentColor`), the others in `Color.gray` (142, 142, 147). [doc] `UITabBar`'s
    ///   `tintColor` colours the selected item; [obs] its default `unselectedItemTintColor` is
    ///   `UIColor.systemGray`.
    public static let tabBarUnselectedColor = Color.gray
    /// - the bar's background: an opaque light gray (249, 249, 249) with a 0.5-point line of
    ///   black at 30 % along its top. [ours] iOS draws the system chrome material (a blur of
    ///   what is behind the bar); Tactile draws no blur, and this is the material's look over
    ///   white. The line is `UIBarAppearance`'s default shadow colour (black at 0.3 alpha, [obs]),
    ///   one pixel on a 2× screen.
    public static let tabBarBackground = Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255)
    public static let tabBarSeparatorColor = Color.black.opacity(0.3)
    public static let tabBarSeparatorThickness: CGFloat = 0.5
    /// - a badge: the count in white, in the system font at 13 points, on a red capsule at least
    ///   18 points tall and wide, its centre 4 points inside the image's top-trailing corner.
    ///   [obs] `UITabBarItem.badgeColor` defaults to `systemRed`; the 18-point height and 13-point
    ///   font are what the iOS 13+ badge measures; the offset is [ours], by eye.
    public static let tabBarBadgeFont = Font.system(size: 13)
    public static let tabBarBadgeMinimumSide: CGFloat = 18
    public static let tabBarBadgePadding: CGFloat = 5
    public static let tabBarBadgeInset: CGFloat = 4

    /// A `contextMenu`'s long press: 0.5 s held within 10 points. [doc] UIKit shows a context
    /// menu on a long press (`UIContextMenuInteraction`) and publishes no numbers for it; these
    /// are `UILongPressGestureRecognizer`'s documented defaults (`minimumPressDuration` 0.5 s,
    /// `allowableMovement` 10 points), which are also SwiftUI's `LongPressGesture` defaults.
    public static let contextMenuPressDuration: Double = 0.5
    public static let contextMenuAllowableMovement: CGFloat = 10
    /// A drag source's lift (`draggable`, `onDrag`): 0.5 s held within 10 points. [doc] UIKit's
    /// `UIDragInteraction` lifts after a long press and publishes no numbers for it (its
    /// `liftBehavior` documentation speaks only of "the standard lift timing"); these are
    /// `UILongPressGestureRecognizer`'s documented defaults, as for the context menu's press.
    public static let dragLiftDuration: Double = 0.5
    public static let dragLiftAllowableMovement: CGFloat = 10
    /// The menu: 250 points wide, rows at least 44 points tall with their label 16 points from
    /// the edges, 13-point corners, 8 points from the pressed view (below it when it fits, else
    /// above), at least 16 points from the window's edges. [obs] a `UIMenu` on an iPhone in iOS
    /// 16–18 is 250 points wide; 44 points is the HIG's minimum hit target ("Buttons"); the
    /// corner radius, margins and gap are [ours], by eye.
    public static let contextMenuWidth: CGFloat = 250
    public static let contextMenuRowHeight: CGFloat = 44
    public static let contextMenuRowInset: CGFloat = 16
    public static let contextMenuCornerRadius: CGFloat = 13
    public static let contextMenuGap: CGFloat = 8
    public static let contextMenuWindowMargin: CGFloat = 16
    /// The menu's background, light gray (242, 242, 247), and the window dimmed behind it by black
    /// at 20 %. [ours] iOS draws a blurred material over a blurred, dimmed window; Tactile draws
    /// no blur: the colour is `secondarySystemBackground`, the dimming an alert's
    /// (`PresentationConfiguration.alertDimmingOpacity`).
    public static let contextMenuBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    public static let contextMenuDimmingOpacity: Double = 0.2

    /// A segmented control (`Picker` with `.segmented`): 32 points tall, on a `tertiarySystemFill`
    /// track with 9-point corners; the selected segment a white thumb inset 2 points with 7-point
    /// corners and a faint shadow; titles 13-point, semibold when selected; the thumb slides to a
    /// new selection in 0.25 s. [obs] `UISegmentedControl`'s intrinsic height on iOS 13–18 is 32
    /// points and its titles 13-point; [doc] `tertiarySystemFill` is UIKit's (SystemColorPalette);
    /// the radii, inset, shadow and timing are [ours], by eye.
    public static let segmentedControlHeight: CGFloat = 32
    public static let segmentedControlCornerRadius: CGFloat = 9
    public static let segmentedControlThumbInset: CGFloat = 2
    public static let segmentedControlThumbCornerRadius: CGFloat = 7
    public static let segmentedControlFontSize: CGFloat = 13
    public static let segmentedControlAnimation = Animation.easeInOut(duration: 0.25)
    /// A wheel (`Picker` with `.wheel`): 216 points tall, rows 32 points, the selected row on a
    /// `tertiarySystemFill` band with 8-point corners; a released drag settles on the row its
    /// predicted end reaches with a 0.3 s ease-out. [doc] `UIPickerView` is 216 points tall on an
    /// iPhone; [obs] its rows are about 32 points; the band's radius and the settling are [ours].
    public static let wheelPickerHeight: CGFloat = 216
    public static let wheelPickerRowHeight: CGFloat = 32
    public static let wheelPickerBandCornerRadius: CGFloat = 8
    public static let wheelPickerSettleAnimation = Animation.easeOut(duration: 0.3)
    /// A `ColorPicker`'s well: a 28-point circle of the selection inside a 2-point ring; a tap
    /// presents a menu of the system colours by name. [obs] iOS's colour well is about 28 points;
    /// the menu (iOS presents a grid, spectrum and sliders sheet) and its colours, SwiftUI's named
    /// system colours, are [ours].
    public static let colorWellDiameter: CGFloat = 28
    public static let colorWellRingWidth: CGFloat = 2
    public static let colorPickerPalette: [(name: String, color: Color)] = [
        ("Red", .red), ("Orange", .orange), ("Yellow", .yellow), ("Green", .green), ("Mint", .mint), ("Teal", .teal),
        ("Cyan", .cyan), ("Blue", .blue), ("Indigo", .indigo), ("Purple", .purple), ("Pink", .pink), ("Brown", .brown),
        ("White", .white), ("Gray", .gray), ("Black", .black),
    ]
}
