/// libxml2, the XML parser with namespaces, as a Swift module.
#include <libxml/parser.h>
#include <libxml/tree.h>
