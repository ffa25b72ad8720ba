/// libxml2, the XML parser with namespaces, as a Swift module.
///
/// Debian builds libxml2 with ICU, and its encoding header then includes ICU's headers,
/// which clash with the ICU copy inside Foundation in any module that sees both. Checklists
/// never touches libxml2's encoding handlers (whose layout is the only thing that flag
/// changes), so the flag is dropped before the headers that read it.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
