import Foundation
import Testing
import TactileTesting
import TactileUI

/// `UITableView.appearance()` as iOS 13–15 SwiftUI code styles its lists with it.
@MainActor
@Suite("UITableView.appearance(): writes are kept on the proxy and change nothing drawn", .serialized)
struct UITableViewAppearanceTests {
    private struct Screen: View {
        var body: some View {
            List {
                Text("Milk")
                Text("Eggs")
            }
        }
    }

    @Test("the appearance proxies are shared objects that keep what is written to them")
    func proxiesKeepWrites() {
        let footer = UIView()
        UITableView.appearance().tableFooterView = footer
        UITableViewCell.appearance().selectionStyle = .none
        #expect(UITableView.appearance() === UITableView.appearance())
        #expect(UITableView.appearance().tableFooterView === footer)
        #expect(UITableViewCell.appearance().selectionStyle == .none)
        UITableView.appearance().tableFooterView = nil
        UITableViewCell.appearance().selectionStyle = .default
    }

    /// iOS 16+: SwiftUI's `List` is a `UICollectionView`; a `UITableView` appearance does not reach it.
    @Test("a List draws the same frame whatever the UITableView appearance says, as on iOS 16 and later")
    func noEffectOnList() {
        let before = ViewHost(Screen(), device: .iPhone16).svg()
        UITableView.appearance().backgroundColor = .clear
        UITableView.appearance().separatorStyle = .none
        UITableViewCell.appearance().backgroundColor = .red
        let after = ViewHost(Screen(), device: .iPhone16).svg()
        UITableView.appearance().backgroundColor = nil
        UITableView.appearance().separatorStyle = .singleLine
        UITableViewCell.appearance().backgroundColor = nil
        #expect(before == after)
    }
}
