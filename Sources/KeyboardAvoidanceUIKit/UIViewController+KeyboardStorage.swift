#if canImport(UIKit) && !os(watchOS)
    public import KeyboardAvoidance
    import ObjectiveC
    public import UIKit

    /// The kit's memory for every `UIViewController` subclass that adopts `KeyboardAnimatable` (or
    /// `KeyboardCapable`), kept with the controller as an associated object, so that conformance
    /// needs no stored property.
    ///
    /// The storage is created on first use and released with the controller. A controller that
    /// declares `let keyboardStorage = KeyboardStorage()` itself uses its own.
    ///
    /// ```swift
    /// final class TransferConfirmViewController: UIViewController, KeyboardCapable {
    ///     override func viewDidAppear(_ animated: Bool) {
    ///         super.viewDidAppear(animated)
    ///         registerKeyboardNotifications()
    ///     }
    /// }
    /// ```
    extension KeyboardAnimatable where Self: UIViewController {
        /// The controller's `KeyboardStorage`, created on first use and kept as an associated
        /// object for as long as the controller lives.
        ///
        /// ```swift
        /// controller.keyboardStorage === controller.keyboardStorage // true
        /// ```
        public var keyboardStorage: KeyboardStorage {
            if let storage = objc_getAssociatedObject(self, keyboardStorageKey) as? KeyboardStorage {
                return storage
            }
            let storage = KeyboardStorage()
            objc_setAssociatedObject(self, keyboardStorageKey, storage, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return storage
        }
    }

    /// The associated-object key of the storage: an address of its own, stable for the process.
    nonisolated(unsafe) private let keyboardStorageKey = UnsafeRawPointer(
        UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
#endif
