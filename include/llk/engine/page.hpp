#pragma once
/// The one writer of llk's HTML pages (`llk report`, `llk judge --html`): a self-contained file
/// (inline styles and SVG, no script, no network) made of the same parts, under a size cap.

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "llk/core/coverage.hpp"

namespace llk {

/// A picture of a page: an SVG a problem drew, and what it shows.
struct PagePicture {
  std::string caption;
  std::string svg;
};

/// One bug or failing run as a page shows it: its facts, why in words, how to replay it, and
/// its pictures side by side.
struct PageBug {
  std::string id;                                          ///< the anchor: "bug-3", "f0-2"
  std::string title;                                       ///< "bug 3: link wrong-answer"
  std::vector<std::pair<std::string, std::string>> facts;  ///< (label, value): kind, class, ...
  std::string why;                                         ///< the oracle's answer and why
  std::vector<std::string> commands;                       ///< replay commands, first the main one
  std::vector<PagePicture> pictures;
};

/// One program of a judge run: accepted, or the first test it fails.
struct PageProgram {
  std::string label;  ///< "#1 program './a.out'"
  bool accepted = false;
  std::string verdict;  ///< "accepted", or "fails 03.in: wrong-answer (...)"
  std::string anchor;   ///< the failing run's section, "" when none on this page
};

/// Limits of a page: "a few MB at most" whatever a night found.
struct PageLimits {
  std::size_t max_bytes = 4u << 20;            ///< pictures and sections past it are left out
  std::size_t max_picture_bytes = 512u << 10;  ///< a larger picture is left out
};

/// Builds one page part by part; what does not fit is left out and said at the end.
class PageWriter {
 public:
  PageWriter(std::string title, PageLimits limits = {});
  /// A heading, a paragraph of text (escaped), preformatted text, and HTML made by the caller
  /// (escaped with text::html_safe, the one helper); each counts against the cap.
  void heading(const std::string& text, const std::string& id = "");
  void paragraph(const std::string& text, const std::string& css_class = "");
  void preformatted(const std::string& text);
  void raw(const std::string& html);
  /// The programs of a judge run, one line each.
  void programs(const std::vector<PageProgram>& programs);
  /// A bug's section; a picture that does not fit is left out (the section says so), and a
  /// section past the cap is one line in the closing list of what was left out.
  void bug(const PageBug& bug);
  /// A coverage table as bar charts, one per group (inline SVG).
  void coverage(const std::string& title, const std::vector<CoverageRow>& rows);
  /// Room left under the cap, in bytes: a caller skips drawing what cannot fit.
  std::size_t room() const;
  /// The whole page, with what was left out.
  std::string finish();

 private:
  void add(const std::string& html);
  std::string picture_html(const PagePicture& p, const std::string& bug_id);
  PageLimits limits_;
  std::string title_;
  std::string body_;
  std::vector<std::string> left_out_;  ///< one line per section or picture left out
  std::size_t pictures_left_out_ = 0;
};

/// A coverage group as a bar chart: one bar per bucket, its count beside it, a bucket that cannot
/// occur marked "-" (SVG, no script).
std::string coverage_chart_svg(const CoverageRow& row);

}  // namespace llk
