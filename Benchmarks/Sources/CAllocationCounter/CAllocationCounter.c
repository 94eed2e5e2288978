// An exact allocation counter for keyboard-bench: see include/CAllocationCounter.h.
//
// The definitions below interpose the C allocator for the whole process because the
// executable's symbols come first in the dynamic linker's search order. Every function forwards
// to glibc's own allocator (so glibc's free releases what they return), and counting happens
// only on a thread that called ca_start(). Only glibc exports the __libc_* entry points this
// relies on; on any other platform the file compiles to stubs that count nothing.

#include "CAllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <stddef.h>
#include <stdlib.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

// initial-exec: the executable's static TLS block, no call and no allocation to reach it.
#define CA_THREAD_LOCAL static __thread __attribute__((tls_model("initial-exec")))

CA_THREAD_LOCAL int counting;
CA_THREAD_LOCAL uint64_t allocations;

static inline void *counted(void *pointer) {
    if (__builtin_expect(counting, 0) && pointer != NULL) allocations += 1;
    return pointer;
}

void *malloc(size_t size) { return counted(__libc_malloc(size)); }

void *calloc(size_t count, size_t size) { return counted(__libc_calloc(count, size)); }

void *realloc(void *pointer, size_t size) {
    if (pointer == NULL) return counted(__libc_realloc(NULL, size));
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) { return counted(__libc_memalign(alignment, size)); }

void *aligned_alloc(size_t alignment, size_t size) { return counted(__libc_memalign(alignment, size)); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *pointer = counted(__libc_memalign(alignment, size));
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

int ca_is_available(void) { return 1; }

void ca_start(void) {
    allocations = 0;
    counting = 1;
}

void ca_stop(void) { counting = 0; }
uint64_t ca_allocations(void) { return allocations; }

#else

int ca_is_available(void) { return 0; }
void ca_start(void) {}
void ca_stop(void) {}
uint64_t ca_allocations(void) { return 0; }

#endif
