// Force-included (-include) into every file of the fuzz build by scripts/fuzz.sh, never by the
// normal g++ build. Why: libstdc++ 12 offers <expected> only when __cpp_concepts >= 202002L,
// and clang (16 here) still reports 201907L although it implements what <expected> needs
// (conditionally trivial special members, P0848, since clang 16). Clang 14 lacks P0848, so it
// cannot build this code at all. <variant> and <version> test the same macro, so they are
// included first with the compiler's own value: only <expected> sees the raised one.
#pragma once

#if defined(__clang__) && defined(__cplusplus) && __cplusplus > 202002L && __cpp_concepts < 202002L
#include <variant>
#include <version>
#pragma push_macro("__cpp_concepts")
#undef __cpp_concepts
#define __cpp_concepts 202002L
#include <expected>
#pragma pop_macro("__cpp_concepts")
#endif
