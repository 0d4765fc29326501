import Foundation
import SwiftUISideMenu
import TactileTesting
import Testing

// globulus/swiftui-side-menu — README "Sample usage": a `NavigationView` list with a hamburger button in
// the bar, and `.sideMenu(isShowing:)` with a black menu holding "close menu". "The side menu is
// animated, responds to user swipes and can be manually shown or hidden." In the library, a drag that
// ends left of x = 200, moved over 50 pt sideways and under 50 pt vertically, opens (right) or closes
// (left) it; the menu is half the width and pushes the content by half the width.
struct SideMenuReadmeView: View {
    @State private var showSideMenu = false

    var body: some View {
        NavigationView {
            List(1..<6) { index in
                Text("Item \(index)")
            }
            .navigationBarTitle("Dashboard", displayMode: .inline)
            .navigationBarItems(leading: (
                Button(action: {
                    withAnimation {
                        self.showSideMenu.toggle()
                    }
                }) {
                    Image(systemName: "line.horizontal.3")
                        .imageScale(.large)
                }
                .accessibilityIdentifier("hamburger")
            ))
        }.sideMenu(isShowing: $showSideMenu) {
            VStack(alignment: .leading) {
                Button(action: {
                    withAnimation {
                        self.showSideMenu = false
                    }
                }) {
                    HStack {
                        Image(systemName: "xmark")
                            .foregroundColor(.white)
                        Text("close menu")
                            .foregroundColor(.white)
                            .font(.system(size: 14))
                            .padding(.leading, 15.0)
                    }
                }.padding(.top, 20)
                Divider()
                    .frame(height: 20)
                Text("Sample item 1")
                    .foregroundColor(.white)
                Text("Sample item 2")
                    .foregroundColor(.white)
                Spacer()
            }.padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.black)
            .edgesIgnoringSafeArea(.all)
        }
    }
}

@MainActor
@Suite("globulus/swiftui-side-menu: swipes and the bar button open and close the menu")
struct SwiftUISideMenuMainGestureTests {
    let host = ViewHost(SideMenuReadmeView())

    var showing: String? { host.stateValue(named: "showSideMenu", in: "SideMenuReadmeView") }
    var menuX: CGFloat { host.view(withText: "Sample item 1")?.globalFrame.minX ?? .nan }
    var itemX: CGFloat { host.view(withText: "Item 1")?.globalFrame.minX ?? .nan }

    @Test("A swipe right from the left edge opens the menu, which slides in as the content moves half the width right")
    func swipeRightOpens() async {
        let closedItemX = itemX
        #expect(menuX < 0, "the menu starts off screen: \(menuX)")
        host.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 150, y: 405))
        #expect(showing == "true")
        await host.settle()
        #expect(menuX > 0 && menuX < 60, "the menu is on screen: \(menuX)")
        #expect(abs(itemX - closedItemX - 195) < 1, "the content moved by half the width: \(itemX) from \(closedItemX)")
    }

    @Test("A swipe left closes the open menu; its close button does too")
    func swipeLeftAndButtonClose() async {
        host.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 150, y: 400))
        await host.settle()
        host.drag(from: CGPoint(x: 180, y: 400), to: CGPoint(x: 60, y: 400))
        await host.settle()
        #expect(showing == "false")
        #expect(menuX < 0)

        host.tap(on: "hamburger")
        await host.settle()
        #expect(showing == "true")
        host.tap(on: "close menu")
        await host.settle()
        #expect(showing == "false")
    }

    @Test("Drags the library ignores: one ending right of x = 200, a diagonal one, and one of 40 pt")
    func ignoredDrags() async {
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400))
        host.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 150, y: 480))
        host.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 60, y: 400))
        await host.settle()
        #expect(showing == "false")
        #expect(menuX < 0)
    }
}
