// Pseudo-terminals for ImageSearchBenchmark: the calls Swift's Glibc module leaves out (it is
// built without _GNU_SOURCE, so posix_openpt, unlockpt, ptsname_r and POSIX_SPAWN_SETSID are
// missing), wrapped in two functions. Both are thread-safe and async-signal-unsafe.
#ifndef CPSEUDOTERMINAL_H
#define CPSEUDOTERMINAL_H

#include <stddef.h>
#include <sys/types.h>

/// Opens a new pseudo-terminal of `rows` × `columns` cells. On success returns 0, stores the
/// master's descriptor (close-on-exec, not a controlling terminal of the caller) in `*master`
/// and the slave's path in `slave_path`; otherwise returns an errno value and opens nothing.
int pseudo_terminal_open(unsigned short rows, unsigned short columns, int *master,
                         char *slave_path, size_t slave_path_size);

/// Starts `path` with `argv` and `envp` (NULL-terminated) in a new session whose controlling
/// terminal is the slave at `slave_path`, on its standard input, output and error, with every
/// signal at its default action and none blocked. On success returns 0 and stores the child's
/// id in `*pid` (it leads its own session and process group); otherwise returns an errno value.
int pseudo_terminal_spawn(const char *path, char *const argv[], char *const envp[],
                          const char *slave_path, pid_t *pid);

#endif
