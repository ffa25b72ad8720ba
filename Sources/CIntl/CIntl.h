/// glibc's gettext (libintl.h) and setlocale (locale.h), imported into Swift as the module
/// CIntl: Swift's Glibc module leaves out bindtextdomain and bind_textdomain_codeset.
#include <libintl.h>
#include <locale.h>
