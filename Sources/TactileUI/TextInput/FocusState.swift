import Foundation

/// Where the keyboard's focus is, as a value a view stores (SwiftUI's `FocusState`): `true` or a
/// field's tag while the field marked with `focused(_:)` or `focused(_:equals:)` has it.
///
/// Invariants: a tap that focuses a marked field sets the value (`true`, or the field's tag), and
/// the focus leaving the field resets it (`false`, or nil); setting the value focuses the marked
/// field, and resetting it ends that field's editing. Stored per view identity as `@State` is.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    @State private var value: Value

    /// A focus state that is `false` until a field marked with it is focused.
    public init() where Value == Bool { _value = State(wrappedValue: false) }

    /// A focus state that is nil until a field marked with one of its tags is focused.
    public init<T: Hashable>() where Value == T? { _value = State(wrappedValue: nil) }

    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    /// The binding `focused(_:)` and `focused(_:equals:)` take.
    public var projectedValue: Binding { Binding(state: $value) }

    /// A focus state passed to another view or to `focused(_:)` (SwiftUI's `FocusState.Binding`).
    @propertyWrapper
    public struct Binding {
        let state: TactileUI.Binding<Value>

        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }

        public var projectedValue: Binding { self }
    }
}

/// What a `focused` modifier ties the text fields in its content to: whether their focus state
/// says they are focused, and how a field's focus changes the state.
struct FocusLink {
    let wantsFocus: () -> Bool
    let focusChanged: (Bool) -> Void
}

private struct FocusLinkKey: EnvironmentKey {
    static var defaultValue: FocusLink? { nil }
}

extension EnvironmentValues {
    /// The focus state the text fields here are marked with (`focused(_:)`).
    var focusLink: FocusLink? {
        get { self[FocusLinkKey.self] }
        set { self[FocusLinkKey.self] = newValue }
    }
}

extension View {
    /// Marks the text fields in this view with `condition`: true while one of them has the
    /// keyboard's focus, and setting it focuses them (SwiftUI's `focused(_:)`).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        environment(\.focusLink, FocusLink(wantsFocus: { condition.wrappedValue },
                                           focusChanged: { condition.wrappedValue = $0 }))
    }

    /// Marks the text fields in this view with `value` of `binding`: `value` while one of them
    /// has the keyboard's focus, and setting the binding to `value` focuses them (SwiftUI's
    /// `focused(_:equals:)`).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        environment(\.focusLink, FocusLink(wantsFocus: { binding.wrappedValue == value }, focusChanged: { focused in
            if focused {
                binding.wrappedValue = value
            } else if binding.wrappedValue == value, let optional = Value.self as? any ExpressibleByNilLiteral.Type,
                      let none = optional.init(nilLiteral: ()) as? Value {
                binding.wrappedValue = none
            }
        }))
    }
}
