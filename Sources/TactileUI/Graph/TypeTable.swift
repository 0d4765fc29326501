/// A map from a type to what the graph worked out about it once, for look-ups made for every
/// view of every evaluation (`PrimitiveConformance`).
///
/// Open addressing over the types' metadata addresses with a multiplicative hash: a hit is a
/// multiply, a shift and a compare or two — against ~300 instructions for the runtime's
/// conformance cache behind `as? any P.Type`, and a SipHash round for a `Dictionary` keyed by
/// `ObjectIdentifier` (docs/PERFORMANCE.md, "Incremental view graph").
///
/// Invariants: `keys.count` is a power of two and more than twice `count` (so a probe ends at
/// an empty slot); a key is a type's metadata address (never 0, the empty slot's mark), and its
/// value sits at the same index of `values`.
package struct TypeTable<Value> {
    private var keys: [UInt]
    private var values: [Value?]
    private var count = 0
    /// `64 - log2(keys.count)`: the hash's top bits pick the slot.
    private var shift: UInt

    package init() {
        keys = Array(repeating: 0, count: 64)
        values = Array(repeating: nil, count: 64)
        shift = 64 - 6
    }

    /// What was stored for `type`, nil when nothing was.
    package func value(for type: Any.Type) -> Value? {
        let key = UInt(bitPattern: ObjectIdentifier(type))
        let mask = keys.count - 1
        var index = slot(of: key)
        while true {
            let stored = keys[index]
            if stored == key { return values[index] }
            if stored == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Stores `value` for `type` (replacing what was stored).
    package mutating func insert(_ value: Value, for type: Any.Type) {
        if (count + 1) * 2 > keys.count { grow() }
        let key = UInt(bitPattern: ObjectIdentifier(type))
        let mask = keys.count - 1
        var index = slot(of: key)
        while keys[index] != 0 && keys[index] != key { index = (index + 1) & mask }
        if keys[index] == 0 { count += 1 }
        keys[index] = key
        values[index] = value
    }

    private func slot(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        values = Array(repeating: nil, count: oldKeys.count * 2)
        shift -= 1
        count = 0
        let mask = keys.count - 1
        for (key, value) in zip(oldKeys, oldValues) where key != 0 {
            var index = slot(of: key)
            while keys[index] != 0 { index = (index + 1) & mask }
            keys[index] = key
            values[index] = value
            count += 1
        }
    }
}
