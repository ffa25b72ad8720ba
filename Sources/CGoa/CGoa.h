/// libgoa, the client of GNOME Online Accounts (goa-daemon), as a Swift module. Its API
/// asks to be told that it may change before it can be included.
#define GOA_API_IS_SUBJECT_TO_CHANGE
#include <goa/goa.h>
