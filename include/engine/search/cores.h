// How many cores "every core" means (--jobs 0, a search's threads 0): the CPUs this process may
// run on. On a cluster node Slurm (task/affinity, task/cgroup) and `taskset` confine a task to
// the CPUs it was given, which std::thread::hardware_concurrency() does not see (it counts the
// whole machine's): a shard given 1 CPU of a 64-core node then searches on one thread, not 64
// (docs/cluster.md).
#pragma once

#include <thread>

#if defined(__linux__)
#include <sched.h>
#endif

namespace engine::search {

inline int usableCores() {
#if defined(__linux__)
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) == 0) {
        const int n = CPU_COUNT(&set);
        if (n > 0)
            return n;
    }
#endif
    const unsigned n = std::thread::hardware_concurrency();
    return n > 0 ? static_cast<int>(n) : 1;
}

} // namespace engine::search
