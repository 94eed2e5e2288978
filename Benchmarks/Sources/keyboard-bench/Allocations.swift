import CAllocationCounter
import Foundation

/// Exact heap-allocation counts, from the malloc-counting shim in `CAllocationCounter`.
///
/// The shim counts every `malloc`, `calloc`, aligned allocation and `realloc(NULL, …)` made on
/// the calling thread between `ca_start()` and `ca_stop()`.
enum Allocations {
    /// Whether allocations are really counted: the shim is compiled in and the dynamic linker
    /// routes the Swift runtime's allocations through it (checked by allocating an object).
    static let isCounting: Bool = {
        guard ca_is_available() == 1 else { return false }
        ca_start()
        let probe = Probe()
        ca_stop()
        BlackHole.consume(probe)
        return ca_allocations() >= 1
    }()

    private final class Probe {}

    /// Allocations per operation of `workload` over `count` operations, after one untimed run
    /// of the same size (so that one-time lazy allocations are not counted); `nil` when
    /// allocations cannot be counted here.
    @MainActor
    static func perOperation(_ workload: Workload, count: Int) -> Double? {
        guard isCounting else { return nil }
        let count = max(workload.granularity, count / workload.granularity * workload.granularity)
        workload.run(count)
        ca_start()
        workload.run(count)
        ca_stop()
        return Double(ca_allocations()) / Double(count)
    }
}
