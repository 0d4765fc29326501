/// The models a relationship's value holds: `[]` for nil or an empty array, the one model of a
/// to-one relationship, the elements of a to-many one, in order.
enum RelatedModels {
    static func of(_ value: Any?) -> [any PersistentModel] {
        guard let value else { return [] }
        if let many = value as? [any PersistentModel] { return many }
        if let one = value as? any PersistentModel { return [one] }
        return []
    }

    /// Whether `models` holds `model` (the same instance).
    static func contains(_ models: [any PersistentModel], _ model: any PersistentModel) -> Bool {
        models.contains { $0 === model }
    }
}
