/// fmt's compiled half, built once here: with FMT_HEADER_ONLY every file that formats compiled
/// it again (about 12 s each), and libfmt.so cannot go into the statically linked `llk`.

#include <fmt/format-inl.h>

FMT_BEGIN_NAMESPACE
namespace detail {
// The templates that format.h declares and only this file defines, for char.
template auto thousands_sep_impl(locale_ref) -> thousands_sep_result<char>;
template auto decimal_point_impl(locale_ref) -> char;
template void vformat_to(buffer<char>&, string_view, basic_format_args<buffer_context<char>>,
                         locale_ref);
}  // namespace detail
FMT_END_NAMESPACE
