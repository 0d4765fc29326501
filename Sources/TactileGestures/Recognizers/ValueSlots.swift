/// A few optional values of a recognizer's generic value type, kept without `Optional<Value>`.
///
/// Why: recognizer classes are generic, and their methods run unspecialized — a method reached
/// through a class's vtable is one body shared by every `Value`. In that code each copy, test or
/// destruction of an `Optional<Value>` or a `GesturePhase<Value>` first asks the Swift runtime for
/// that type's metadata (`swift_getGenericMetadata`: a locked hash-table look-up of a few hundred
/// instructions), whereas a plain `Value` is handled with the metadata the node already carries.
/// A move event touched such types about 30 times per live gesture (docs/PERFORMANCE.md,
/// "Instruction counts"). Slots hold plain `Value`s in memory allocated once, when the node is
/// made, and a bit per slot says whether it holds one; so an update allocates nothing and looks
/// nothing up.
///
/// The occupancy bits live in the same allocation, so the value itself is immutable (`let` in
/// its owner) and reading or writing a slot is never an exclusivity-checked access.
///
/// Invariants: slot `i` is initialized exactly when bit `i` of the header is set; reading an
/// empty slot is a programming error (checked in debug builds); the owner calls `deallocate()`
/// once, from its `deinit`, which destroys the values held and frees the memory.
struct ValueSlots<Value> {
    private let header: UnsafeMutablePointer<UInt64>
    private let values: UnsafeMutablePointer<Value>
    private let count: Int

    /// Storage for `count` (at most 64) values, all empty.
    init(count: Int) {
        precondition(count > 0 && count <= 64, "ValueSlots: \(count) slots (1…64)")
        let alignment = max(MemoryLayout<UInt64>.alignment, MemoryLayout<Value>.alignment)
        let valuesOffset = max(MemoryLayout<UInt64>.stride, alignment)
        let raw = UnsafeMutableRawPointer.allocate(
            byteCount: valuesOffset + count * MemoryLayout<Value>.stride, alignment: alignment)
        header = raw.initializeMemory(as: UInt64.self, repeating: 0, count: 1)
        values = (raw + valuesOffset).bindMemory(to: Value.self, capacity: count)
        self.count = count
    }

    /// Whether slot `index` holds a value.
    @inline(__always)
    func isSet(_ index: Int) -> Bool { header.pointee & (1 << UInt64(index)) != 0 }

    /// The value in slot `index`, which must hold one.
    @inline(__always)
    subscript(index: Int) -> Value {
        assert(isSet(index), "ValueSlots: slot \(index) is empty")
        return values[index]
    }

    /// Puts `value` in slot `index`, replacing what it held.
    @inline(__always)
    func set(_ index: Int, to value: Value) {
        if isSet(index) {
            values[index] = value
        } else {
            (values + index).initialize(to: value)
            header.pointee |= 1 << UInt64(index)
        }
    }

    /// Empties slot `index` (destroying its value, if any).
    @inline(__always)
    func clear(_ index: Int) {
        guard isSet(index) else { return }
        (values + index).deinitialize(count: 1)
        header.pointee &= ~(1 << UInt64(index))
    }

    /// Moves the value of slot `source` (which must hold one) into slot `destination`, leaving
    /// `source` empty.
    @inline(__always)
    func move(_ source: Int, to destination: Int) {
        assert(isSet(source), "ValueSlots: slot \(source) is empty")
        clear(destination)
        (values + destination).moveInitialize(from: values + source, count: 1)
        header.pointee = (header.pointee & ~(1 << UInt64(source))) | (1 << UInt64(destination))
    }

    /// The memory of slot `index`, for a caller that updates a held value in place (see
    /// `SimultaneousNode`): valid while the slots live; the slot's occupancy does not change.
    @inline(__always)
    func address(_ index: Int) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(values + index) }

    /// Assigns the value of slot `index` (which must hold one) to `destination`, which holds an
    /// initialized `Value`; no metadata look-up. (A plain assignment: `update(from:count:)` is an
    /// unspecialized loop in the standard library, ~70 instructions for one value.)
    @inline(__always)
    func assign(_ index: Int, to destination: UnsafeMutableRawPointer) {
        assert(isSet(index), "ValueSlots: slot \(index) is empty")
        destination.assumingMemoryBound(to: Value.self).pointee = values[index]
    }

    /// Destroys the values held and frees the memory. Called once, by the owner's `deinit`.
    func deallocate() {
        for index in 0..<count { clear(index) }
        UnsafeMutableRawPointer(header).deallocate()
    }
}
