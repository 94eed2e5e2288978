/// The host whose hook the monitor is running, with the storage the monitor keeps for it.
///
/// A host's ``KeyboardStorage`` is asked for once, when the host registers: the monitor keeps it
/// beside its weak reference to the host. The kit's defaults reach for the storage several times
/// per event (the remote-keyboard flag, the adopted approaches, the kept measurement, the
/// translation it wrote), which costs an associated-object look-up each time in UIKit and a
/// retain and release each time headless. While the monitor runs a host's hook, the defaults
/// called on that host use the storage the monitor keeps, borrowed; called on any other host (a
/// container forwarding an event to a child), or outside a delivery, they ask that host.
struct HostDelivery {
    /// The host whose hook runs.
    let host: ObjectIdentifier
    /// Its storage, kept alive by the monitor's entry for the host.
    let storage: Unmanaged<KeyboardStorage>

    /// The delivery in progress; `nil` outside the monitor's hook calls. The monitor restores the
    /// outer value after a nested delivery (a hook that posts a keyboard notification itself).
    @MainActor static var current: HostDelivery?
}

extension KeyboardAnimatable {
    /// Runs `body` with the host's ``KeyboardAnimatable/keyboardStorage``: the one the monitor
    /// keeps while it delivers an event to this host, else the host's own answer.
    ///
    /// Debug builds (every test) check that the host still answers with the storage it
    /// registered with: the kit's memory of a host must live in one storage for the host's life.
    @inline(__always)
    func withKeyboardStorage<Result>(_ body: (KeyboardStorage) -> Result) -> Result {
        if let delivery = HostDelivery.current, delivery.host == ObjectIdentifier(self) {
            assert(
                delivery.storage.takeUnretainedValue() === keyboardStorage,
                "keyboardStorage answered another object than when the host registered: keep one KeyboardStorage per host"
            )
            return delivery.storage._withUnsafeGuaranteedRef(body)
        }
        return body(keyboardStorage)
    }
}
