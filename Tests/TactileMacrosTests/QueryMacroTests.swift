import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import TactileMacros

/// `@Query` expands as SwiftData's does: the property reads a `Query` stored beside it, whose
/// generic arguments come from the property's type, made with the macro's arguments.
@Suite("@Query expansion")
struct QueryMacroTests: MacroExpansionExpectation {
    let macros = ["Query": MacroSpec(type: QueryMacro.self)]

    @Test("@Query without arguments stores a Query of the property's element type; the property reads its results")
    func bareQuery() {
        expect(
            """
            struct ContentView {
                @Query private var items: [Item]
            }
            """,
            expands: """
            struct ContentView {
                private var items: [Item] {
                    get {
                        _items.wrappedValue
                    }
                }

                var _items: TactileData.Query<Item, [Item]> = TactileData.Query()
            }
            """)
    }

    @Test("the macro's arguments are passed to Query's initializer as written; Array<Element> is read as [Element]")
    func argumentsPassThrough() {
        expect(
            """
            struct TripList {
                @Query(sort: \\Trip.name, order: .reverse) var trips: Array<Trip>
            }
            """,
            expands: """
            struct TripList {
                var trips: Array<Trip> {
                    get {
                        _trips.wrappedValue
                    }
                }

                var _trips: TactileData.Query<Trip, Array<Trip>> = TactileData.Query(sort: \\Trip.name, order: .reverse)
            }
            """)
    }

    @Test("a property that is not an array is an error, not an expansion")
    func nonArrayIsRejected() {
        expect(
            """
            struct Detail {
                @Query var item: Item
            }
            """,
            expands: """
            struct Detail {
                var item: Item
            }
            """,
            diagnostics: [DiagnosticSpec(message: "'@Query' applies to a 'var' whose type is an array of models, such as '@Query var items: [Item]'",
                                         line: 2, column: 5)])
    }
}
