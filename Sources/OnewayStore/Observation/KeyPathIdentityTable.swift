/// Fields by key path object: an open-addressing table keyed on the object's address, in
/// which a read finds its field in a few instructions.
///
/// A key path literal is one object, made once, so most reads name a field by an object seen
/// before. A `Dictionary` keyed by `ObjectIdentifier` hashes with SipHash, and one keyed by
/// `AnyKeyPath` walks the path's components: either costs more than the rest of a read (see
/// "ObservedStore" in Benchmarks/README.md). The table holds each key path it keys on, so that
/// no other object can take its address while it is there. Touched only on the main actor.
@usableFromInline
struct KeyPathIdentityTable {
    /// A slot: the address of a key path object (0 when empty) and its field.
    @usableFromInline
    struct Slot {
        @usableFromInline var address: UInt = 0
        @usableFromInline var field: ObservedField?

        @usableFromInline
        init() {}
    }

    /// A power of two in length, at most half full.
    @usableFromInline var slots = [Slot](repeating: Slot(), count: 8)
    /// The key paths whose addresses are in `slots`, held.
    @usableFromInline var keyPaths: [AnyKeyPath] = []

    @usableFromInline
    init() {}

    /// How many key path objects the table holds.
    var count: Int { keyPaths.count }

    /// The field of the key path object `keyPath`, if the table holds it.
    @inlinable
    func field(for keyPath: AnyKeyPath) -> ObservedField? {
        let address = UInt(bitPattern: ObjectIdentifier(keyPath))
        let mask = slots.count &- 1
        var index = Self.home(of: address, mask: mask)
        while true {
            let slot = slots[index]
            if slot.address == address { return slot.field }
            if slot.address == 0 { return nil }
            index = (index &+ 1) & mask
        }
    }

    /// Adds `keyPath`, which the table does not hold, with its field.
    @usableFromInline
    mutating func insert(_ keyPath: AnyKeyPath, _ field: ObservedField) {
        if (keyPaths.count + 1) * 2 > slots.count {
            let old = slots
            slots = [Slot](repeating: Slot(), count: old.count * 2)
            for slot in old where slot.address != 0 { place(slot) }
        }
        var slot = Slot()
        slot.address = UInt(bitPattern: ObjectIdentifier(keyPath))
        slot.field = field
        place(slot)
        keyPaths.append(keyPath)
    }

    /// Puts `slot` at its home or the first empty slot after it.
    @usableFromInline
    mutating func place(_ slot: Slot) {
        let mask = slots.count &- 1
        var index = Self.home(of: slot.address, mask: mask)
        while slots[index].address != 0 { index = (index &+ 1) & mask }
        slots[index] = slot
    }

    /// Where the search for `address` starts: Fibonacci hashing of the address, whose low
    /// bits are the same for every object (they are aligned).
    @inlinable
    static func home(of address: UInt, mask: Int) -> Int {
        Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }
}
