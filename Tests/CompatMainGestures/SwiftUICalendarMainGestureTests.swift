import Foundation
import SwiftUICalendar
import TactileTesting
import Testing

// GGJJack/SwiftUICalendar — README "Features" (infinite scroll, pager lock) and "Example" (`BasicUseView`,
// `CalendarView(controller) { date in … }` under a month title read from `controller.yearMonth`): swiping
// the calendar pages to the next or previous month — a paged `TabView` whose settled position the controller
// turns into `yearMonth` after a 0.2-s `debounce` on `DispatchQueue.main` — and `isLocked` stops it.
struct SwiftUICalendarReadmeView: View {
    @ObservedObject var controller: CalendarController

    var body: some View {
        GeometryReader { reader in
            VStack(alignment: .center, spacing: 0) {
                Text("\(String(controller.yearMonth.year))-\(controller.yearMonth.month)")
                    .font(.title)
                    .padding(EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0))
                CalendarView(controller) { date in
                    GeometryReader { geometry in
                        Text("\(date.month)/\(date.day)")
                            .frame(width: geometry.size.width, height: geometry.size.height, alignment: .center)
                            .font(.system(size: 10, weight: .light, design: .default))
                            .opacity(date.isFocusYearMonth == true ? 1 : 0.4)
                    }
                }
            }
        }
    }
}

@MainActor
@Suite("GGJJack/SwiftUICalendar: a horizontal swipe pages to the next or previous month")
struct SwiftUICalendarMainGestureTests {
    /// On screen: the drawn text `text` within the canvas's width.
    func onScreen(_ host: ViewHost<SwiftUICalendarReadmeView>, _ text: String) -> Bool {
        host.drawnViews.contains { $0.text == text && $0.center.x > 0 && $0.center.x < 390 }
    }
    func swipe(_ host: ViewHost<SwiftUICalendarReadmeView>, left: Bool) async {
        let (from, to): (CGFloat, CGFloat) = left ? (330, 60) : (60, 330)
        host.drag(from: CGPoint(x: from, y: 450), to: CGPoint(x: to, y: 450))
        await host.settle()
    }

    @Test("March 2024 shows; a swipe left pages to April, two swipes right to February")
    func swipePages() async {
        let host = ViewHost(SwiftUICalendarReadmeView(controller: CalendarController(YearMonth(year: 2024, month: 3))))
        await host.settle()
        #expect(host.view(withText: "2024-3") != nil)
        #expect(onScreen(host, "3/15") && !onScreen(host, "4/15"))
        await swipe(host, left: true)
        #expect(host.view(withText: "2024-4") != nil, "the title follows the page after the debounce")
        #expect(onScreen(host, "4/15") && !onScreen(host, "3/15"))
        await swipe(host, left: false)
        await swipe(host, left: false)
        #expect(host.view(withText: "2024-2") != nil)
        #expect(onScreen(host, "2/15") && !onScreen(host, "3/15"))
    }

    @Test("With isLocked a swipe does not page")
    func locked() async {
        let host = ViewHost(SwiftUICalendarReadmeView(controller: CalendarController(YearMonth(year: 2024, month: 3), isLocked: true)))
        await host.settle()
        await swipe(host, left: true)
        #expect(host.view(withText: "2024-3") != nil)
        #expect(onScreen(host, "3/15") && !onScreen(host, "4/15"))
    }
}
