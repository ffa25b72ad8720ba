#ifndef CSHIMS_H
#define CSHIMS_H

#include <stdint.h>
#include <glib.h>
#include <glib-object.h>

/// Creates a non-blocking, close-on-exec timerfd on CLOCK_REALTIME (the wall clock, which
/// keeps counting through suspend). Returns the descriptor, or -1 with errno set.
int shims_wall_timer_create(void);

/// Arms the timerfd to expire once at the absolute wall-clock time `seconds` + `nanoseconds`
/// since 1970, with TFD_TIMER_CANCEL_ON_SET so that a change of the clock wakes the reader.
/// Returns 0, or -1 with errno set.
int shims_wall_timer_arm(int fd, int64_t seconds, long nanoseconds);

/// Disarms the timerfd. Returns 0, or -1 with errno set.
int shims_wall_timer_disarm(int fd);

/// Creates a non-blocking, close-on-exec timerfd on CLOCK_REALTIME_ALARM, which wakes the
/// system from suspend when it expires. Returns the descriptor, or -1 with errno set (EPERM
/// without CAP_WAKE_ALARM, EINVAL where the kernel has no such clock).
int shims_alarm_timer_create(void);

/// Arms a timerfd to expire once at the absolute wall-clock time `seconds` + `nanoseconds`
/// since 1970, without cancel-on-set. Returns 0, or -1 with errno set.
int shims_alarm_timer_arm(int fd, int64_t seconds, long nanoseconds);

/// Reads the timerfd after it became readable. Returns 1 when it expired, 2 when the clock
/// was set (ECANCELED: also on resume from suspend since Linux 5.15), 0 when nothing was
/// ready (EAGAIN), -1 on another error.
int shims_wall_timer_read(int fd);

/// The GVariantType for a type string such as "a{sv}" (G_VARIANT_TYPE is a macro). The
/// string is interned, so the result stays valid after the call, whatever `type_string`
/// pointed to (Swift's temporary C strings die when the call returns).
const GVariantType *shims_variant_type(const char *type_string);

/// Returns the heap's free memory to the system (glibc's malloc_trim(0), declared in
/// <malloc.h>, which Swift's Glibc module leaves out).
void shims_heap_trim(void);

#endif
