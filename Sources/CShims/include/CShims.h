#ifndef CSHIMS_H
#define CSHIMS_H

#include <stdint.h>
#include <glib.h>
#include <glib-object.h>
#include <gio/gunixfdlist.h>

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

/// Reads the regular file `name` relative to the directory `root` (such as "/proc/1234/root",
/// a process's view of its file system) without following a symbolic link at `name`, and
/// without blocking on a FIFO. At most `limit` bytes are read. Returns 1 and the bytes in
/// `contents` (NUL-terminated, free them with g_free) and their count in `length`; 0 when
/// there is no such file; -2 when it is not a regular file or is longer than `limit`; -1
/// with errno set on another error.
int shims_read_file_below(const char *root, const char *name, size_t limit, char **contents, size_t *length);

/// A pidfd of process `pid` (pidfd_open), close-on-exec, or -1 with errno set.
int shims_pidfd_open(int pid);

/// Whether the process of `pidfd` is still running (pidfd_send_signal with signal 0): 1 when
/// it runs, 0 when it has exited, -1 with errno set when that cannot be told.
int shims_pidfd_running(int pidfd);

#endif
