// O_PATH (open a directory only to name files relative to it) is a GNU extension.
#define _GNU_SOURCE

#include "CShims.h"

#include <malloc.h>

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/timerfd.h>
#include <unistd.h>

int shims_wall_timer_create(void) {
    return timerfd_create(CLOCK_REALTIME, TFD_NONBLOCK | TFD_CLOEXEC);
}

/// Arms `fd` once at the absolute time `seconds` + `nanoseconds` since 1970, with `flags`
/// besides TFD_TIMER_ABSTIME.
static int arm_at(int fd, int64_t seconds, long nanoseconds, int flags) {
    struct itimerspec spec = {0};
    spec.it_value.tv_sec = seconds;
    spec.it_value.tv_nsec = nanoseconds;
    return timerfd_settime(fd, TFD_TIMER_ABSTIME | flags, &spec, NULL);
}

int shims_wall_timer_arm(int fd, int64_t seconds, long nanoseconds) {
    return arm_at(fd, seconds, nanoseconds, TFD_TIMER_CANCEL_ON_SET);
}

int shims_alarm_timer_create(void) {
    return timerfd_create(CLOCK_REALTIME_ALARM, TFD_NONBLOCK | TFD_CLOEXEC);
}

int shims_alarm_timer_arm(int fd, int64_t seconds, long nanoseconds) {
    return arm_at(fd, seconds, nanoseconds, 0);
}

int shims_wall_timer_disarm(int fd) {
    struct itimerspec spec = {0};
    return timerfd_settime(fd, 0, &spec, NULL);
}

int shims_wall_timer_read(int fd) {
    uint64_t expirations = 0;
    ssize_t count = read(fd, &expirations, sizeof expirations);
    if (count == (ssize_t)sizeof expirations) return 1;
    if (count < 0 && errno == ECANCELED) return 2;
    if (count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return 0;
    return -1;
}

const GVariantType *shims_variant_type(const char *type_string) {
    // G_VARIANT_TYPE only casts its argument, and a string Swift passes lives only for the
    // call: interned, the type string stays valid for as long as GLib may read it.
    return G_VARIANT_TYPE(g_intern_string(type_string));
}

void shims_heap_trim(void) {
    malloc_trim(0);
}

int shims_read_file_below(const char *root, const char *name, size_t limit, char **contents, size_t *length) {
    int directory = open(root, O_PATH | O_DIRECTORY | O_CLOEXEC);
    if (directory < 0) return -1;
    int fd = openat(directory, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    int saved = errno;
    close(directory);
    if (fd < 0) {
        errno = saved;
        if (saved == ENOENT) return 0;
        // O_NOFOLLOW refuses a symbolic link with ELOOP: that is not a regular file either.
        return saved == ELOOP ? -2 : -1;
    }
    struct stat info;
    if (fstat(fd, &info) != 0) {
        saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    if (!S_ISREG(info.st_mode) || (size_t)info.st_size > limit) {
        close(fd);
        return -2;
    }
    char *buffer = g_malloc(limit + 1);
    size_t total = 0;
    while (total < limit) {
        ssize_t count = read(fd, buffer + total, limit - total);
        if (count < 0 && errno == EINTR) continue;
        if (count < 0) {
            saved = errno;
            g_free(buffer);
            close(fd);
            errno = saved;
            return -1;
        }
        if (count == 0) break;
        total += (size_t)count;
    }
    close(fd);
    buffer[total] = 0;
    *contents = buffer;
    *length = total;
    return 1;
}

int shims_pidfd_open(int pid) {
    return (int)syscall(SYS_pidfd_open, (pid_t)pid, 0);
}

int shims_pidfd_running(int pidfd) {
    if (syscall(SYS_pidfd_send_signal, pidfd, 0, NULL, 0) == 0) return 1;
    return errno == ESRCH ? 0 : -1;
}
