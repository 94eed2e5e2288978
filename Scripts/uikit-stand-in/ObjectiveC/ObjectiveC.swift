// The part of the Objective-C runtime's associated objects that the UIKit adapter uses, with the
// runtime's Swift signatures, for compiling and testing the adapter on Linux. Values are kept per
// object and key while the object lives, as the runtime keeps them; the UIKit stand-in's
// `UIResponder` removes them when it is deallocated, as the runtime does for every object.
import Foundation

/// The runtime's association policies; the adapter uses the retaining, non-atomic one.
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// The value associated with `object` for `key`, or `nil`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = object as AnyObject? else { return nil }
    return Associations.shared.value(of: owner, for: key)
}

/// Associates `value` with `object` for `key` (`nil` removes it).
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    guard let owner = object as AnyObject? else { return }
    Associations.shared.set(value, of: owner, for: key)
}

/// Removes every value associated with `object`, as the runtime does when it is deallocated.
public func objc_removeAssociatedObjects(_ object: Any) {
    Associations.shared.removeAll(of: ObjectIdentifier(object as AnyObject))
}

/// The associations of live objects. An entry whose owner is gone is dropped when its identity
/// is seen again, so a new object at a reused address starts with none.
private final class Associations: @unchecked Sendable {
    static let shared = Associations()

    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Any]
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func value(of owner: AnyObject, for key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
        return entry.values[key]
    }

    func removeAll(of id: ObjectIdentifier) {
        lock.lock()
        let removed = entries.removeValue(forKey: id)
        lock.unlock()
        _ = removed  // the values are released here, outside the lock
    }

    func set(_ value: Any?, of owner: AnyObject, for key: UnsafeRawPointer) {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(owner)
        var entry = entries[id].flatMap { $0.owner === owner ? $0 : nil } ?? Entry(owner: owner, values: [:])
        entry.values[key] = value
        entries[id] = entry
    }
}
