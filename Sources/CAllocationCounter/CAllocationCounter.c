#include "CAllocationCounter.h"
int ca_placeholder(void) { return 0; }
