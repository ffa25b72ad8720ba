/// libsecret, the client of the desktop's Secret Service (the keyring), as a Swift module.
#include <libsecret/secret.h>
