#include "CShims.h"

#include <malloc.h>

#include <errno.h>
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
