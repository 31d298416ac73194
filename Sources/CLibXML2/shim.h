#ifndef WKCONV_CLIBXML2_SHIM_H
#define WKCONV_CLIBXML2_SHIM_H
/* libxml2 may be built with ICU; its encoding.h then includes the system's <unicode/ucnv.h>, whose
   UErrorCode clashes with the ICU copy inside Swift's Foundation (_FoundationICU) in any Swift file that
   imports both. wkconv never touches libxml2's ICU converter structs, so hide ICU from the headers. */
#include <libxml/xmlversion.h>
#ifdef LIBXML_ICU_ENABLED
#undef LIBXML_ICU_ENABLED
#endif
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlIO.h>
#endif
