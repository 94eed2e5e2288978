#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H
/// Placeholder: the benchmark's allocation counter.
int ca_placeholder(void);
#endif
