/// A stored property of a view that the host updates before evaluating `body` (SwiftUI's
/// `DynamicProperty`). The host looks inside dynamic properties for `@State`, `@GestureState`
/// and `@Environment` and links them per view identity like the view's own properties.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

extension GestureState: DynamicProperty {}
