import Foundation
import SwiftData
import TactileTesting
import Testing
@testable import ClientScreens
@testable import SwiftUIClient

/// Screens written the way apps write them — compiled with `import SwiftUI` — driven by scripted
/// touches through the whole stack (issue 12, "fixtures written in the style of real apps").
/// This file imports TactileTesting, not SwiftUI: `import Testing` next to the Compatibility
/// package's `CoreGraphics` module asks for Swift Testing's `_Testing_CoreGraphics` cross-import
/// overlay, which exists only in Apple's toolchains.
@MainActor
@Suite("App-style screens")
struct ScreenScenarioTests {
    @Test("S-50 S-70 a short drag springs the popup back; a long one dismisses it through the model, and the model brings it back")
    func dragToDismiss() {
        let presenter = PopupPresenter()
        let host = ViewHost(DismissablePopup(presenter: presenter))
        let home = host.center(of: "popup")
        #expect(host.view(withText: "shown 1") != nil, "onAppear ran once")

        host.drag(on: "popup", by: CGSize(width: 0, height: 60))
        #expect(presenter.isPresented)
        #expect(host.center(of: "popup") == home, "S-70: @GestureState resets when the drag ends")

        host.drag(on: "popup", by: CGSize(width: 0, height: 160))
        #expect(!presenter.isPresented)
        #expect(presenter.dismissals == 1)
        #expect(host.view(withIdentifier: "popup") == nil)

        presenter.isPresented = true
        host.advance(by: 0.016)
        #expect(host.view(withIdentifier: "popup") != nil)
        #expect(host.view(withText: "shown 2") != nil, "a popup that comes back appears again")
    }

    @Test("S-65 taps on toggles write the @Observable model through @Bindable; onChange turns a dependent setting off")
    func settingsForm() {
        let settings = Settings()
        let host = ViewHost(SettingsForm(settings: settings))
        // A disabled toggle is not hit-testable: the tap misses it on purpose.
        host.tap(on: "sounds", reportingMisses: false)
        #expect(!settings.sounds, "a disabled toggle does not act")
        host.tap(on: "notifications")
        host.tap(on: "sounds")
        #expect(settings.notifications && settings.sounds)
        host.tap(on: "notifications")
        #expect(!settings.notifications)
        #expect(!settings.sounds, "onChange switched sounds off with notifications")
        #expect(settings.log == ["notifications true", "notifications false"])
    }

    @Test("S-50 a swipe past the threshold files the top card, which fades out where the finger left it; the next card takes the drags")
    func cardSwipe() {
        let host = ViewHost(CardStack())
        let home = host.center(of: "card-3")
        host.drag(on: "card-3", by: CGSize(width: 200, height: 0), duration: 0.3)
        #expect(host.view(withText: "Known 1") != nil)
        #expect(host.view(withIdentifier: "card-3") == nil, "the swiped card left the hierarchy at once")

        let leaving = host.drawnView(withIdentifier: "card-3")
        #expect(leaving != nil, "its removal transition still draws it")
        #expect((leaving?.center.x ?? 0) > home.x + 150, "it fades where the finger let go")
        host.advance(by: 0.125)
        let halfway = host.drawnView(withIdentifier: "card-3")?.opacity ?? -1
        #expect(halfway > 0 && halfway < 1, "half way through the 0.25 s removal it is partly faded: \(halfway)")
        host.advance(by: 0.2)
        #expect(host.drawnView(withIdentifier: "card-3") == nil, "gone when the removal ends")

        #expect(host.view("card-2").fillColor != host.view("card-1").fillColor, "the next card is on top, coloured as the top")
        host.drag(on: "card-2", by: CGSize(width: -180, height: 0), duration: 0.3)
        #expect(host.view(withText: "Skipped 1") != nil)
        host.advance(by: 0.3)
        #expect(host.view(withIdentifier: "card-2") == nil)
    }

    @Test("S-50 a drag short of the threshold springs the card back to the middle of the deck")
    func cardSpringsBack() {
        let host = ViewHost(CardStack())
        let home = host.center(of: "card-3")
        host.drag(on: "card-3", by: CGSize(width: 80, height: 0), duration: 0.3)
        #expect(host.center(of: "card-3").x > home.x + 10, "the spring starts where the finger let go")
        host.advance(by: 2)
        let back = host.center(of: "card-3")
        #expect(abs(back.x - home.x) < 0.5 && abs(back.y - home.y) < 0.5)
        #expect(host.view(withText: "Known 0") != nil)
    }

    @Test("Restart deals the deck again with a scale transition on each card")
    func restartScalesCardsIn() {
        let host = ViewHost(CardStack())
        let full = host.view("card-3").globalFrame.size
        for id in [3, 2, 1] {
            host.drag(on: "card-\(id)", by: CGSize(width: 200, height: 0), duration: 0.3)
            host.advance(by: 0.3)
        }
        #expect(host.view(withIdentifier: "card-1") == nil)
        host.tap(on: "restart")
        host.advance(by: 0.05)
        let growing = host.view("card-3").globalFrame.size
        #expect(growing.width < full.width && growing.width > 0, "scaling in: \(growing) of \(full)")
        host.advance(by: 0.3)
        let dealt = host.view("card-3").globalFrame.size
        #expect(abs(dealt.width - full.width) < 0.5 && abs(dealt.height - full.height) < 0.5)
        #expect(host.view(withText: "Known 0") != nil)
    }

    @Test("The @main app's window group is hosted and its ball follows a drag")
    func appWindowGroup() {
        let host = ViewHost(app: ClientApp())
        let start = host.center(of: "ball")
        host.drag(on: "ball", by: CGSize(width: 40, height: 30))
        let end = host.center(of: "ball")
        #expect(abs(end.x - start.x - 40) < 0.5 && abs(end.y - start.y - 30) < 0.5)
        #expect(host.view(withText: "Published 1") != nil, "@StateObject's onAppear bump is drawn")
    }

    @Test("A toast's task hides it after two seconds of the host's time; a new toast restarts the wait; an upward swipe hides it early")
    func toastHidesOnTheHostClock() async {
        let host = ViewHost(ToastBanner())
        host.tap(on: "copy")
        await host.run(for: 1.5)
        #expect(host.view(withText: "Copied 1") != nil)
        host.tap(on: "copy")  // the task restarts for toast 2
        await host.run(for: 1.5)
        #expect(host.view(withText: "Copied 2") != nil, "the first toast's wait was cancelled")
        await host.run(for: 1)
        #expect(host.view(withIdentifier: "toast") == nil)

        host.tap(on: "copy")
        await host.run(for: 0.5)
        host.drag(on: "toast", by: CGSize(width: 0, height: -40))
        await host.run(for: 0.5)
        #expect(host.view(withIdentifier: "toast") == nil)
    }

    @Test("issue 32: holding deletes after 0.8 s of host time, lifting early empties the ring; the drawer rests 60 pt above the bottom from its first frame")
    func holdToDelete() async throws {
        let host = ViewHost(HoldToDelete())
        let drawer = try #require(host.view(withIdentifier: "drawer")?.globalFrame)
        // The drawer is as tall as the reader, which fills the canvas from its top.
        #expect(drawer.height > 300)
        #expect(abs(drawer.minY - (drawer.height - 60)) < 0.5, "the drawer's top is 60 pt above the reader's bottom: \(drawer)")
        host.touchDown(at: host.center(of: "hold"))
        await host.run(for: 0.35)
        host.touchUp()
        await host.waitForTasks()
        #expect(host.view(withText: "Hold to delete") != nil, "lifted after 0.35 s: not deleted")
        host.touchDown(at: host.center(of: "hold"))
        await host.run(for: 0.9)
        host.touchUp()
        #expect(host.view(withText: "Deleted") != nil)
    }

    @Test("issue 32: stickers sit where their alignment guides put them, the badge counts them, and a new one drops in from above")
    func stickerBoard() async throws {
        let host = ViewHost(StickerBoard())
        let first = try #require(host.view(withIdentifier: "sticker-0")?.globalFrame)
        let second = try #require(host.view(withIdentifier: "sticker-1")?.globalFrame)
        #expect(second.minX - first.minX == 50 && second.minY == first.minY)
        #expect(host.view(withText: "2 stickers") != nil)
        host.tap(on: "add")
        #expect(host.view(withText: "3 stickers") != nil)
        await host.run(for: 0.5)
        let third = try #require(host.view(withIdentifier: "sticker-2")?.globalFrame)
        #expect(third.minX - first.minX == 100)
        #expect(host.svg().matches(of: /#ff9500/).count == 1, "the third sticker is orange turned 120° round the wheel (#00d8a0), the first plain orange")
        #expect(host.svg().contains("<g display=\"none\"><text"), "the SVG cannot cut the title out: it leaves it undrawn (COMPATIBILITY)")
    }

    @Test("issue 32: a rest timer's Timer.publish countdown, asyncAfter banner and scheduledTimer pulse run on the host's clock")
    func restTimer() {
        let host = ViewHost(RestTimer())
        #expect(host.view(withText: "Rest 3") != nil)
        host.advance(by: 0.5)
        #expect(host.view(withText: "Pulses 1") != nil, "the scheduled pulse ticks every half second")
        host.advance(by: 0.5)
        #expect(host.view(withText: "Rest 2") != nil, "one countdown tick per second of host time")
        #expect(host.view(withText: "Pulses 2") != nil)
        host.tap(on: "Pause")
        host.advance(by: 2)
        #expect(host.view(withText: "Go!") != nil)
        #expect(host.view(withText: "Pulses 2") != nil, "an invalidated timer stops")
        #expect(host.view(withIdentifier: "banner") != nil, "shown when the countdown ends at t = 3 s")
        host.advance(to: 4.499)
        #expect(host.view(withIdentifier: "banner") != nil)
        host.advance(to: 4.5)
        #expect(host.view(withIdentifier: "banner") == nil, "hidden 1.5 s after the last tick by DispatchQueue.main.asyncAfter")
    }

    @Test("a TimelineView(.animation) Pacman redraws its Canvas with the host's frames, the same frame at the same time")
    func pacmanTimeline() {
        let host = ViewHost(PacmanLoader())
        let first = host.svg()
        #expect(host.view(withIdentifier: "pacman")?.globalFrame.size == CGSize(width: 120, height: 120))
        host.advance(by: 0.2)
        let later = host.svg()
        #expect(later != first, "the mouth and the dots moved")
        let replay = ViewHost(PacmanLoader())
        replay.advance(by: 0.2)
        #expect(replay.svg() == later, "virtual time: deterministic frames")
        #expect(later.contains("#34C759") || later.contains("#34c759"), "the template checkmark in green")
    }

    @Test("S-66 a ring drawn with stroke(style:) takes taps on its line, not its middle; the heart bounces through its phases and settles")
    func likeRing() {
        let host = ViewHost(LikeRing())
        host.tap(on: "ring", at: .center, reportingMisses: false)
        #expect(host.view(withText: "0 likes · 0 laps") != nil, "the hollow middle of a stroked ring is not hit")
        host.tap(on: "ring", at: UnitPoint(x: 0.5, y: 0.02))
        #expect(host.view(withText: "0 likes · 1 laps") != nil)

        let rest = host.view(withIdentifier: "heart")?.globalFrame.minY ?? 0
        host.tap(on: "heart")
        #expect(host.view(withText: "1 likes · 1 laps") != nil)
        host.advance(by: 0.2)
        #expect((host.view(withIdentifier: "heart")?.globalFrame.minY ?? rest) < rest - 5, "lifted on its way to -30")
        host.advance(by: 2)
        #expect(host.view(withIdentifier: "heart")?.globalFrame.minY == rest, "back on the first phase")

        host.tap(on: "comment")
        host.typeText("Nice\n")
        host.typeText("Again\n")
        #expect(host.view(withIdentifier: "comments")?.text == "Nice / Again", "Return posts; the focus state keeps the keyboard")
        #expect(host.view(withText: "Add a comment") != nil, "the emptied field shows its placeholder")
    }

    @Test("S-66 S-70 an action card rounded with UIBezierPath: its rounded-off corner is not hit, a short pull springs back, a long one dismisses it")
    func actionCard() {
        let host = ViewHost(ActionCard())
        let frame = host.view(withIdentifier: "card")?.globalFrame ?? .zero
        host.tap(on: "share")
        #expect(host.view(withText: "picked 1") != nil)
        host.drag(on: "card", at: UnitPoint(x: 0.005, y: 0.01), by: CGSize(width: 0, height: 150), reportingMisses: false)
        #expect(host.view(withIdentifier: "card") != nil, "the drag began in the rounded-off corner, outside the card")
        host.drag(on: "card", at: UnitPoint(x: 0.5, y: 0.9), by: CGSize(width: 0, height: 40))
        #expect(host.view(withIdentifier: "card")?.globalFrame == frame, "S-70: the pull resets when a short drag ends")
        host.drag(on: "card", at: UnitPoint(x: 0.5, y: 0.9), by: CGSize(width: 0, height: 150))
        #expect(host.view(withIdentifier: "card") == nil)
    }

    @Test("a searchable contacts list: typing filters it, the header counts matches while searching, Return records the query, a row ends the search")
    func contactSearch() {
        let host = ViewHost(ContactSearch())
        #expect(host.view(withText: "Name") != nil, "the prompt")
        #expect(host.view("header").text == "Favourites")
        host.tap(on: "search field")
        host.typeText("ana\n")
        #expect(host.view("header").text == "2 found")
        #expect(host.view(withIdentifier: "row-Bo Chen") == nil)
        #expect(host.view("recent").text == "Recent: ana")
        host.tap(on: "row-Ana Sousa")
        #expect(host.view("opened").text == "Opened: Ana Sousa")
        #expect(host.view("header").text == "Favourites", "dismissSearch ended the search")
        #expect(host.view(withIdentifier: "row-Bo Chen") != nil, "and cleared the query")
    }

    @Test("a station search: typing is debounced by 300 ms of host time on the main queue, once per pause; a starred station arrives through receive(on: RunLoop.main)")
    func stationSearch() {
        let host = ViewHost(StationSearch())
        host.tap(on: "station field")
        host.typeText("ber")
        let typed = host.now
        #expect(host.view(withIdentifier: "station-Bordeaux") != nil, "nothing filtered while typing")
        host.advance(to: typed + 0.299)
        #expect(host.view("searches").text == "Searches: 0")
        host.advance(to: typed + 0.3)
        #expect(host.view("searches").text == "Searches: 1", "one search for the three keystrokes")
        #expect(host.view(withIdentifier: "station-Bordeaux") == nil)
        #expect(host.view(withIdentifier: "station-Bergamo") != nil)
        host.tap(on: "station-Bern")
        host.advance(by: 0)
        #expect(host.view("favourite").text == "Favourite: Bern")
    }

    @Test("a to-do list: Edit shows the controls and reads Done; a drag on a reorder control moves the row (onMove); the delete control then Delete removes a row (onDelete)")
    func todoList() {
        let host = ViewHost(TodoList())
        let todos = ["Buy milk", "Call Sam", "Water plants", "Pay rent"]
        func order() -> [String] {
            todos.filter { host.view(withText: $0) != nil }
                .sorted { host.view($0).globalFrame.minY < host.view($1).globalFrame.minY }
        }
        host.tap(on: "Edit")
        host.advance(by: 1)
        #expect(host.view(withText: "Done") != nil)
        // The reorder control is the last 44 points of the row's content (card and row insets 16 each).
        let milk = host.view("Buy milk").globalFrame
        let start = CGPoint(x: host.canvasSize.width - 16 - 16 - 22, y: milk.midY)
        host.touchDown(at: start)
        for step in 1...20 {
            host.advance(by: 1.0 / 60)
            host.move(to: CGPoint(x: start.x, y: start.y + CGFloat(step) * 4.5))
        }
        host.advance(by: 1.0 / 60)
        host.touchUp(at: CGPoint(x: start.x, y: start.y + 90))
        host.advance(by: 1)
        #expect(order() == ["Call Sam", "Water plants", "Buy milk", "Pay rent"])
        let rent = host.view("Pay rent").globalFrame
        host.tap(at: CGPoint(x: rent.minX - 19, y: rent.midY))
        host.advance(by: 1)
        host.tap(at: CGPoint(x: host.canvasSize.width - 16 - 37, y: rent.midY))
        host.advance(by: 1)
        #expect(order() == ["Call Sam", "Water plants", "Buy milk"])
        host.tap(on: "Done")
        host.advance(by: 1)
        #expect(host.view(withText: "Edit") != nil)
    }

    @Test("a packing list: each row's toggle writes its own item through ForEach($items); the resource title shows; the number field commits on Return; the colour picker's menu sets the tag")
    func packingList() {
        let host = ViewHost(PackingList())
        #expect(host.view("header").text == "Trip to Lisbon")
        host.tap(on: "item-2")
        host.tap(on: "item-3")
        #expect(host.view("packed").text == "2 of 3 packed")
        host.tap(on: "item-2")
        #expect(host.view("packed").text == "1 of 3 packed")
        host.tap(on: "days field")
        host.typeText("\u{8}5")
        #expect(host.view("days").text == "3 days", "the number is written when editing ends")
        host.typeText("\n")
        #expect(host.view("days").text == "5 days")
        let row = host.view(withText: "Tag colour")!.globalFrame
        host.tap(at: CGPoint(x: host.canvasSize.width - 16 - 14, y: row.midY))
        host.tap(on: "Green")
        #expect(host.view("tag").text == "green tag")
    }

    @Test("a journal entry: the editor takes typed lines, a mood tag is picked, Save logs and counts; the icon scales with Dynamic Type")
    func journalEntry() {
        let host = ViewHost(JournalEntry())
        #expect(host.view("icon").text == "Icon 24 pt")
        host.tap(on: "entry")
        host.typeText("\nSwam.")
        #expect(host.view(withText: "Walked to the lake.\nSwam.") != nil)
        host.tap(on: "mood-grateful")
        host.tap(on: "Save")
        #expect(host.view("status").text == "Saved 1×, mood grateful")
        #expect(abs(host.view("mood-calm").globalFrame.width - JournalEntry.tagWidth("calm")) < 0.5, "the tag is as wide as measured")
        let large = ViewHost(JournalEntry().dynamicTypeSize(.xxxLarge))
        #expect(large.view("icon").text == "Icon 32 pt", "24 × 23 / 17 at xxxLarge")
    }

    @Test("a reward card: Claim makes the star jump by keyframes and land where it was; the checkbox toggles the reminder; the terms link opens")
    func rewardCard() async {
        let host = ViewHost(RewardCard())
        let rest = host.view("star").globalFrame
        host.tap(on: "Claim")
        #expect(host.view("status").text == "Claimed 1×")
        let claimed = host.clock.now
        host.advance(to: claimed + 0.3)
        let top = host.view("star").globalFrame
        #expect(abs(top.midY - (rest.midY - 30)) < 0.5, "at the top of the jump: \(top.midY - rest.midY)")
        #expect(top.width > rest.width, "still larger than at rest")
        await host.settle()
        #expect(host.view("star").globalFrame == rest, "landed where it was, its size again")

        #expect(host.view(withIdentifier: "reminder") == nil)
        host.tap(on: "Remind me tomorrow")
        #expect(host.view(withIdentifier: "reminder") != nil)
        host.tap(on: "Reward terms")
        #expect(host.openedURLs == [URL(string: "https://example.com/rewards/terms")!])
    }

    @Test("S-50 a swipe-to-reveal card: past 60 pt the archive button is inserted before it and the card slides aside over the animation; the button archives and the card slides back")
    func swipeRevealCard() {
        var archived = 0
        let host = ViewHost(SwipeRevealCard(subject: "Invoice 2041") { archived += 1 })
        let rest = host.view("card").globalFrame
        host.drag(on: "card", by: CGSize(width: 30, height: 0))
        #expect(host.view(withIdentifier: "archive") == nil, "a short swipe reveals nothing")
        host.drag(on: "card", by: CGSize(width: 120, height: 0))
        let released = host.clock.now
        #expect(host.view(withIdentifier: "archive") != nil)
        #expect(abs(host.view("card").globalFrame.minX - rest.minX) < 0.5, "it starts where it was")
        host.advance(to: released + 0.15)
        #expect(abs(host.view("card").globalFrame.minX - (rest.minX + 34)) < 0.5, "halfway along the button's 68 pt")
        host.advance(to: released + 0.3)
        #expect(abs(host.view("card").globalFrame.minX - (rest.minX + 68)) < 0.5)
        host.tap(on: "archive")
        #expect(archived == 1)
        let closed = host.clock.now
        host.advance(to: closed + 0.3)
        #expect(host.view(withIdentifier: "archive") == nil)
        #expect(abs(host.view("card").globalFrame.minX - rest.minX) < 0.5, "back where it was")
    }

    @Test("an order form: a tap on a segment picks the size, a menu picker's option the milk, a drag on the wheel the shots; the order menu's tap orders, its long press opens it")
    func orderForm() {
        let host = ViewHost(OrderForm())
        host.tap(on: "Large")
        host.tap(on: "Oat")
        host.tap(on: "Almond")
        host.advance(by: 1)
        #expect(host.view(withText: "Whole") == nil, "the milk menu closed on the choice")
        host.drag(on: "1 shot", by: CGSize(width: 0, height: -64), duration: 2)
        host.advance(by: 1)
        host.tap(on: "Order")
        #expect(host.view(withText: "order large almond 3") != nil)
        host.longPress(on: "Order", duration: 0.6)
        host.tap(on: "Share")
        #expect(host.view(withText: "share") != nil)
    }

    @Test("S-70 an inbox row: the preview shows two lines ending in an ellipsis, the badge shrinks to fit, a swipe reveals Delete")
    func inboxRowText() {
        var deleted = 0
        let preview = "Lunch on Thursday? I found a place near the office that does great noodles and has room for all of us"
        let host = ViewHost(InboxRow(sender: "Ana", preview: preview, unread: 1234) { deleted += 1 })
        // Subheadline is 15 pt: a line is 1.2 × 15 = 18 pt tall; two lines at most.
        #expect(abs((host.view(withIdentifier: "preview")?.globalFrame.height ?? 0) - 36) < 0.01)
        #expect(host.view(withText: "Ana · 9:41") != nil, "joined text is found by its whole string")
        #expect(host.view(withIdentifier: "badge")?.globalFrame.width == 24)

        host.drag(on: "preview", by: CGSize(width: -120, height: 0))
        host.tap(on: "delete")
        #expect(deleted == 1)
    }

    @Test("a banner sized from UIScreen.main: its badge keeps one line, its details every line, Claim plays a haptic and Terms opens the page")
    func promoBanner() throws {
        let details = "Two coffees for the price of one at every shop in town until Sunday"
        let host = ViewHost(PromoBanner(title: "Coffee week", details: details), device: .iPhone16Pro)
        // Half of the iPhone 16 Pro's 402-point screen.
        #expect(host.view(withIdentifier: "banner")?.globalFrame.width == 201)
        // Caption is 12 pt: one line is 1.2 × 12 = 14.4 pt, plus 4 points of padding each side.
        let badge = try #require(host.view(withIdentifier: "badge")).globalFrame
        #expect(abs(badge.height - (14.4 + 8)) < 0.01, "the badge keeps one line")
        // Subheadline is 15 pt: a line is 18 pt. The banner leaves the details under two lines'
        // height; they take all four they wrap to in its 169 points (201 less 16 padding a side).
        let detailsFrame = try #require(host.view(withIdentifier: "details")).globalFrame
        #expect(abs(detailsFrame.height - 4 * 18) < 0.01, "every line of the details")

        host.tap(on: "Claim")
        #expect(host.hapticFeedback == [.impact(weight: .medium)])
        #expect(host.view(withText: "Claimed") != nil)

        host.tap(on: "Terms")
        #expect(host.openedURLs == [URL(string: "https://shop.example.com/terms")!])
    }

    @Test("issue 32: a playlist's now-playing row sits at its own insets on its own background, its cover art masked to a circle")
    func playlist() throws {
        let host = ViewHost(Playlist(songs: ["Intro", "Outro"]))
        let row = try #require(host.view(withIdentifier: "nowPlaying")).globalFrame
        let background = try #require(host.view(withIdentifier: "nowPlayingBackground")).globalFrame
        #expect(abs(row.minX - background.minX - 8) < 0.01, "listRowInsets: 8 points from the row's leading edge")
        #expect(abs(row.minY - background.minY - 8) < 0.01 && abs(background.height - (60 + 16)) < 0.01,
                "the background fills the 60-point row and its 8-point insets")
        let cover = try #require(host.view(withIdentifier: "cover")).globalFrame
        #expect(cover.width == 60 && cover.height == 60, "the mask does not change the cover's size")
        #expect(host.view(withText: "Intro") != nil && host.view(withText: "Outro") != nil)
    }

    @Test("a tab bar item selects its page; a long press on a note presents its context menu, whose Delete removes it")
    func notesTabs() {
        let host = ViewHost(NotesTabs(), device: .iPhone16)
        #expect(host.view(withText: "2") != nil, "the Notes tab's badge counts the notes")
        host.longPress(on: "Ideas", duration: 0.6)
        host.tap(on: "Pin")
        host.advance(by: 1)
        #expect(host.view(withText: "Pinned: Ideas") != nil)
        host.longPress(on: "Groceries", duration: 0.6)
        host.tap(on: "Delete")
        host.advance(by: 1)
        #expect(host.view(withText: "Groceries") == nil)
        #expect(host.view(withText: "1") != nil, "the badge follows the count")
        host.tap(on: "Settings")
        let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
        #expect(screen.contains(host.view("Settings screen").center))
        #expect(!screen.contains(host.view("Pinned: Ideas").center))
    }

    @Test("a tag held and dragged over another takes its place; one dropped on the trash is removed")
    func reorderByDragAndDrop() {
        let host = ViewHost(ReorderableTags())
        host.dragAndDrop(from: "Go", to: "Kotlin")
        #expect(host.view("order").text == "Swift · Go · Kotlin · Rust")
        host.dragAndDrop(from: "Swift", to: "trash")
        #expect(host.view("order").text == "Go · Kotlin · Rust")
        host.tap(on: "Rust")
        #expect(host.view("order").text == "Go · Kotlin · Rust", "a tap lifts nothing")
    }

    @Test("filter chips: a container counts and wraps the chips it is given, an if adds one, a tap selects one, a container value asks for a badge; the private variadic stack divides its children")
    func filterChips() {
        let host = ViewHost(FilterChips())
        #expect(host.view(withIdentifier: "count")?.text == "3")
        let all = host.view(withIdentifier: "chip-All")!.globalFrame
        let unread = host.view(withIdentifier: "chip-Unread")!.globalFrame
        #expect(unread.minX > all.maxX + 6, "each chip in its own capsule, side by side")
        let badge = host.view(withIdentifier: "badge")
        let flagged = host.view(withIdentifier: "chip-Flagged")!.globalFrame
        #expect(badge != nil && badge!.globalFrame.minX >= flagged.maxX, "the chip that asked for a badge has one, beside it")
        host.tap(on: "chip-Flagged")
        #expect(host.view(withText: "Selected: Flagged") != nil)
        host.tap(on: "Show archived")
        #expect(host.view(withIdentifier: "count")?.text == "4")
        #expect(host.view(withIdentifier: "chip-Archived") != nil)
        #expect(host.view(withText: "Selected: Flagged") != nil, "the selection survives the new chip")
        #expect(host.view(withIdentifier: "divider") != nil, "one divider between the two children")
        #expect(host.view(withText: "line.3.horizontal.decrease Filters") != nil, "the symbol in the text is read by its name")
    }

    @Test("a sign-up form: the button enables once $email.combineLatest($password) is valid; sign-ups and reset requests merge into one activity log")
    func signUpForm() {
        let host = ViewHost(SignUpForm())
        #expect(host.view("status").text == "Fill in the form")
        host.tap(on: "sign up", reportingMisses: false)
        #expect(host.view("count").text == "0 events", "a disabled button does not act")
        host.tap(on: "reset")
        #expect(host.view("activity").text == "Reset link sent to nobody")
        host.tap(on: "email")
        host.typeText("kim@example.com")
        #expect(host.view("status").text == "Fill in the form", "a password is still missing")
        host.tap(on: "password")
        host.typeText("correct horse")
        #expect(host.view("status").text == "Ready")
        host.tap(on: "sign up")
        #expect(host.view("activity").text == "Signed up kim@example.com")
        host.tap(on: "reset")
        #expect(host.view("activity").text == "Reset link sent to kim@example.com")
        #expect(host.view("count").text == "3 events")
    }

    @Test("an adaptive toolbar shows its buttons with their titles while the row has room and icon-only once docked; only the form shown appears and takes taps")
    func adaptiveToolbar() {
        let host = ViewHost(ComposeToolbar())
        #expect(host.view(withText: "Shown: labels") != nil, "only the labelled row appeared")
        #expect(host.view(withText: "Favorite") != nil, "the titles are shown")
        host.tap(on: "favorite")
        #expect(host.view(withText: "Last: Favorite") != nil)
        let labelled = host.view("like").globalFrame.width

        host.tap(on: "docked")
        #expect(host.view(withText: "Favorite") == nil, "docked, the row is icon-only")
        #expect(host.view(withText: "Shown: labels, icons") != nil, "the icon-only row appeared when it took the labelled row's place")
        host.tap(on: "like")
        #expect(host.view(withText: "Last: Like") != nil, "the icon-only button takes the tap")
        #expect(host.view("like").globalFrame.width < labelled, "the same button, without its title")
        #expect(host.view("toolbar").globalFrame.width <= 160)

        host.tap(on: "docked")
        #expect(host.view(withText: "Favorite") != nil, "undocked, the titles come back")
        #expect(host.view(withText: "Shown: labels, icons, labels") != nil)
    }

    @Test("Xcode's SwiftData template: Add Item inserts an item the @Query list shows at once; a swipe deletes it from the list and the store")
    func swiftDataTemplate() throws {
        let container = try ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let host = ViewHost(ItemList().modelContainer(container), canvasSize: CGSize(width: 400, height: 700))
        // The toolbar draws the plus alone, as iOS does; VoiceOver reads the Label's title.
        let add = try host.elements(matching: .type(.button), .label("Add Item")).only
        host.tap(on: add)
        host.tap(on: add)
        let items = try container.mainContext.fetch(FetchDescriptor<Item>())
        #expect(items.count == 2)
        // Two items made within a second show the same time: count the rows showing either time.
        let times = Set(items.map { $0.timestamp.formatted(Date.FormatStyle(date: .numeric, time: .standard)) })
        func rows() -> [ViewSnapshot] { host.drawnViews.filter { times.contains($0.text ?? "") } }
        #expect(rows().count == 2, "both items are listed")

        // A full swipe (past 60 % of the row) performs onDelete's Delete action, as on iOS, even
        // while the row is still fading in from its withAnimation insertion.
        let row = try #require(rows().first).globalFrame
        host.drag(from: CGPoint(x: 360, y: row.midY), to: CGPoint(x: 60, y: row.midY), duration: 1)
        host.advance(by: 1)
        #expect(try container.mainContext.fetchCount(FetchDescriptor<Item>()) == 1, "onDelete deleted the model")
        #expect(rows().count == 1, "and its row left the list")
    }

    @Test("a chore board whose cards carry a kanban library's 20-modifier chain: Space picks the focused card up, arrows move it, Escape puts it down; its named actions and accessibilityActions buttons move cards too")
    func choreBoardKeyboardAndActions() {
        let host = ViewHost(ChoreBoard(), canvasSize: CGSize(width: 400, height: 600))
        func lane(_ id: String) -> String? { host.view("lane-\(id)").text }
        #expect(lane("To Do") == "Dishes, Laundry, Plants")
        host.tap(on: "chore-Dishes")
        #expect(!host.pressKey(.downArrow), "not picked up: every arrow action returns .ignored")
        #expect(host.pressKey(.space))
        #expect(host.view("mode-To Do").text == "moving")
        host.pressKey(.downArrow)
        host.pressKey(.downArrow)
        #expect(lane("To Do") == "Laundry, Plants, Dishes", "the focus stayed with the moved card")
        #expect(host.pressKey(.escape))
        #expect(host.view("mode-To Do").text == "idle")

        #expect(host.performAccessibilityAction(named: "Raise", on: "chore-Plants"))
        #expect(lane("To Do") == "Plants, Laundry, Dishes")
        #expect(host.performAccessibilityAction(named: "Send to Done", on: "chore-Laundry"), "a button of accessibilityActions")
        #expect(lane("To Do") == "Plants, Dishes")
        #expect(lane("Done") == "Bins, Laundry")

        host.pressKey(.space)
        #expect(host.pressKey(.rightArrow))
        #expect(lane("Done") == "Bins, Laundry, Dishes")
    }

    @Test("a photo pager sized with containerRelativeFrame: pages fill the scroll view's width, three thumbnails share theirs, and a drag pages through")
    func photoPagerPagesFillTheScrollView() {
        let host = ViewHost(PhotoPager(), canvasSize: CGSize(width: 400, height: 600))
        #expect(abs(host.view("photo-0").globalFrame.width - 400) < 0.001)
        #expect(abs(host.view("photo-1").globalFrame.minX - 400) < 0.001)
        let thumb = host.view("thumb-0").globalFrame.width
        #expect(abs(thumb - (400 - 2 * 8) / 3) < 0.001, "count 3, span 1, spacing 8")
        let before = host.view("photo-1").globalFrame.minX
        let y = host.view("photo-0").globalFrame.midY
        host.drag(from: CGPoint(x: 350, y: y), to: CGPoint(x: 50, y: y), duration: 0.3)
        host.advance(by: 2)
        #expect(host.view("photo-1").globalFrame.minX < before, "the drag scrolled the pages")
    }

    @Test("a ticket card's strip is concentric with the card: a tap in its rounded-off corner misses, one inside boards")
    func ticketCardConcentricStrip() {
        let host = ViewHost(TicketCard(), canvasSize: CGSize(width: 400, height: 400))
        let strip = host.view("board").globalFrame
        #expect(abs(strip.width - 288) < 0.001 && abs(strip.height - 56) < 0.001)
        // The strip's bottom-left corner is a 24-pt arc (40 − 16): 2 pt in from both edges is outside it.
        host.tap(at: CGPoint(x: strip.minX + 2, y: strip.maxY - 2))
        #expect(host.view(withText: "Board") != nil, "the rounded-off corner is not the strip's")
        host.tap(at: CGPoint(x: strip.midX, y: strip.maxY - 2))
        #expect(host.view(withText: "Boarded 1") != nil)
        // Its top corners are square: far from the card's edge, the concentric radius is 0.
        host.tap(at: CGPoint(x: strip.minX + 2, y: strip.minY + 2))
        #expect(host.view(withText: "Boarded 2") != nil)
    }
}
