#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

#include "CPseudoTerminal.h"

int pseudo_terminal_open(unsigned short rows, unsigned short columns, int *master,
                         char *slave_path, size_t slave_path_size) {
    int descriptor = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (descriptor < 0) return errno;
    struct winsize size = {.ws_row = rows, .ws_col = columns};
    int error = 0;
    if (grantpt(descriptor) != 0 || unlockpt(descriptor) != 0) {
        error = errno;
    } else {
        error = ptsname_r(descriptor, slave_path, slave_path_size);
    }
    if (error == 0 && ioctl(descriptor, TIOCSWINSZ, &size) != 0) error = errno;
    if (error != 0) {
        close(descriptor);
        return error;
    }
    *master = descriptor;
    return 0;
}

int pseudo_terminal_spawn(const char *path, char *const argv[], char *const envp[],
                          const char *slave_path, pid_t *pid) {
    posix_spawnattr_t attributes;
    posix_spawn_file_actions_t actions;
    int error = posix_spawnattr_init(&attributes);
    if (error != 0) return error;
    error = posix_spawn_file_actions_init(&actions);
    if (error != 0) {
        posix_spawnattr_destroy(&attributes);
        return error;
    }
    sigset_t none, all;
    sigemptyset(&none);
    sigfillset(&all);
    // glibc runs setsid() before the file actions, so opening the slave (without O_NOCTTY)
    // makes it the new session's controlling terminal.
    short flags = POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF;
    if ((error = posix_spawnattr_setflags(&attributes, flags)) == 0
        && (error = posix_spawnattr_setsigmask(&attributes, &none)) == 0
        && (error = posix_spawnattr_setsigdefault(&attributes, &all)) == 0
        && (error = posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, slave_path, O_RDWR, 0)) == 0
        && (error = posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDOUT_FILENO)) == 0
        && (error = posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDERR_FILENO)) == 0) {
        error = posix_spawn(pid, path, &actions, &attributes, argv, envp);
    }
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    return error;
}
