#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

/// An exact heap-allocation counter for keyboard-bench.
///
/// On Linux with glibc, this target defines malloc, calloc, realloc and the aligned allocators,
/// each forwarding to glibc's own implementation (`__libc_malloc` and friends); only the
/// keyboard-bench executable links it. Counting is per thread and off unless started, so the
/// shim costs one thread-local load per call and changes nothing else. Elsewhere the functions
/// below exist but count nothing and `ca_is_available()` returns 0.

#include <stdint.h>

/// 1 when the shim is compiled in (Linux with glibc), 0 when the functions are stubs. Whether
/// the dynamic linker really routes allocations through it is for the caller to check, for
/// example by counting the allocation of a class instance.
int ca_is_available(void);

/// Zeroes this thread's count and starts counting this thread's allocations.
void ca_start(void);

/// Stops counting; the count keeps its value until the next `ca_start`.
void ca_stop(void);

/// Allocations (malloc, calloc, the aligned allocators, and realloc of a null pointer) counted
/// on this thread between `ca_start` and `ca_stop`.
uint64_t ca_allocations(void);

#endif
