import SwiftUIRouter
import TactileTesting
import Testing

// frzi/swiftui-router — README "Usage": `Router { RootView() }` with `SwitchRoutes { Route("news/*") { … }
// Route("user/:id?") { info in … } Route { … } }`; `NavLink(to: "/news/latest") { Text("Latest news") }`,
// "a wrapper around a Button that will navigate to the given path if pressed"; the `Navigator` environment
// object goes back in the history. Its main gesture is the tap on a `NavLink`.
struct SwiftUIRouterReadmeView: View {
    var body: some View {
        Router {
            RootView()
        }
    }
}

struct RootView: View {
    @EnvironmentObject var navigator: Navigator

    var body: some View {
        VStack {
            Text("Path: \(navigator.path)")
            SwitchRoutes {
                Route("news/*") {
                    VStack {
                        Text("News screen")
                        NavLink(to: "/user/42") {
                            Text("Author")
                        }
                    }
                }
                Route("user/:id?") { info in
                    Text("User \(info.parameters["id"] ?? "none")")
                }
                Route {
                    NavLink(to: "/news/latest") {
                        Text("Latest news")
                    }
                }
            }
            if navigator.canGoBack {
                Button("Back") {
                    navigator.goBack()
                }
            }
        }
    }
}

@MainActor
@Suite("frzi/swiftui-router: a tap on a NavLink navigates; the Navigator goes back")
struct SwiftUIRouterMainGestureTests {
    let host = ViewHost(SwiftUIRouterReadmeView())

    func shows(_ text: String) -> Bool { host.view(withText: text) != nil }

    @Test("A tap on Latest news shows the news route; Author shows the user route with its parameter")
    func navigate() async {
        #expect(shows("Path: /"))
        #expect(shows("Latest news") && !shows("News screen"))
        host.tap(on: "Latest news")
        await host.settle()
        #expect(shows("Path: /news/latest"))
        #expect(shows("News screen") && !shows("Latest news"))
        host.tap(on: "Author")
        await host.settle()
        #expect(shows("Path: /user/42"))
        #expect(shows("User 42") && !shows("News screen"))
    }

    @Test("Back returns through the history to the root")
    func back() async {
        host.tap(on: "Latest news")
        await host.settle()
        host.tap(on: "Author")
        await host.settle()
        host.tap(on: "Back")
        await host.settle()
        #expect(shows("News screen"))
        host.tap(on: "Back")
        await host.settle()
        #expect(shows("Path: /"))
        #expect(shows("Latest news"))
        #expect(!shows("Back"), "no history left")
    }
}
