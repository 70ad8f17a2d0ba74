#pragma once
/// JSON as llk writes and reads it (reports, certificates, manifests): nlohmann's json, a build
/// dependency (header-only), written by one function whatever bytes its strings hold.

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace llk::json {

/// A JSON value whose object members keep the order they were set in.
using Json = nlohmann::ordered_json;

/// `value` as JSON text ending in a newline, its outer two levels one member per line: control
/// characters escaped and bytes that are not UTF-8 written as U+FFFD (nlohmann's dump with
/// error_handler_t::replace), so that a strict parser reads any string llk was given.
std::string write(const Json& value);

/// Parses a whole JSON text; throws std::invalid_argument with the byte offset of the fault.
Json parse(std::string_view text);

/// `seconds` rounded to milliseconds, as the reports give times.
double milliseconds(double seconds);

}  // namespace llk::json
