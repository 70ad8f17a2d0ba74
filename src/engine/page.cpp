/// The page writer: parts of a self-contained HTML page, under a size cap.

#include "llk/engine/page.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "llk/core/safe_text.hpp"
#include "llk/core/size.hpp"

namespace llk {
namespace {

using text::html_safe;

/// The page's style. Class names stay clear of those the problems' SVG styles set (c, t, n).
constexpr const char* kStyle =
    "body{font-family:sans-serif;margin:1em 2em;color:#222}"
    "table{border-collapse:collapse}td,th{border:1px solid #999;padding:3px 8px;"
    "font-family:monospace}.ok{background:#d8f5d8}.fail{background:#f8d0d0}"
    ".none{background:#eee}.bad{background:#fde8a0}"
    "pre{background:#f4f4f4;padding:6px;overflow-x:auto;white-space:pre-wrap}"
    "section.bug{border-top:2px solid #ccc;margin-top:1.5em}"
    "dl.facts{display:grid;grid-template-columns:max-content auto;gap:2px 12px}"
    "dl.facts dt{font-weight:bold}dl.facts dd{margin:0;font-family:monospace}"
    ".pictures{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}"
    "figure.picture{margin:0;max-width:calc(50% - 8px);border:1px solid #ddd}"
    "figure.picture svg{display:block;max-width:100%;height:auto}"
    "td.new{background:#fde8a0;font-weight:bold}td.still{background:#eee}.gone{color:#666}"
    "td code{white-space:pre-wrap;word-break:break-all}table.bugs td{white-space:nowrap}"
    "figcaption{font-size:90%;padding:2px 4px;background:#f0f0f0}"
    "li.accepted{color:#060}li.failed{color:#a00}.left-out{color:#a60}"
    ".chart{display:inline-block;vertical-align:top;margin:0 16px 16px 0}";

/// The part of `text` a page shows: at most 4000 bytes, cut at a character boundary.
std::string clip(const std::string& text) {
  return text.size() <= 4000
             ? text
             : std::string(text::cut(text, 4000)) + fmt::format("... ({} bytes)", text.size());
}

/// `svg` with a viewBox from its width and height, so that a page can scale it to the room it
/// has (no scroll bar): a picture is only as large as what it shows, and never wider.
std::string scalable(const std::string& svg) {
  const std::size_t open = svg.find("<svg");
  const std::size_t end = svg.find('>', open);
  if (open == std::string::npos || end == std::string::npos) return svg;
  const std::string tag = svg.substr(open, end - open);
  if (tag.find("viewBox") != std::string::npos) return svg;
  auto attribute = [&tag](const std::string& name) -> std::string {
    const std::size_t at = tag.find(" " + name + "=\"");
    if (at == std::string::npos) return "";
    const std::size_t from = at + name.size() + 3;
    const std::size_t to = tag.find('"', from);
    const std::string v = tag.substr(from, to - from);
    return !v.empty() && v.find_first_not_of("0123456789.") == std::string::npos ? v : "";
  };
  const std::string w = attribute("width"), h = attribute("height");
  if (w.empty() || h.empty()) return svg;
  return svg.substr(0, open + 4) + fmt::format(" viewBox=\"0 0 {} {}\"", w, h) +
         svg.substr(open + 4);
}

}  // namespace

PageWriter::PageWriter(std::string title, PageLimits limits)
    : limits_(limits), title_(std::move(title)) {}

void PageWriter::add(const std::string& html) {
  body_ += html;
}

std::size_t PageWriter::room() const {
  return body_.size() >= limits_.max_bytes ? 0 : limits_.max_bytes - body_.size();
}

void PageWriter::heading(const std::string& text, const std::string& id) {
  add(fmt::format("<h2{}>{}</h2>\n", id.empty() ? "" : " id=\"" + html_safe(id) + "\"",
                  html_safe(text)));
}

void PageWriter::paragraph(const std::string& text, const std::string& css_class) {
  add(fmt::format("<p{}>{}</p>\n",
                  css_class.empty() ? "" : " class=\"" + html_safe(css_class) + "\"",
                  html_safe(text)));
}

void PageWriter::preformatted(const std::string& text) {
  add("<pre>" + html_safe(clip(text)) + "</pre>\n");
}

void PageWriter::raw(const std::string& html) {
  add(html);
}

void PageWriter::programs(const std::vector<PageProgram>& programs) {
  add("<ul class=\"programs\">\n");
  for (const PageProgram& p : programs) {
    std::string verdict = html_safe(p.verdict);
    if (!p.anchor.empty())
      verdict = fmt::format("<a href=\"#{}\">{}</a>", html_safe(p.anchor), verdict);
    add(fmt::format("<li class=\"program {}\"><b>{}</b>: {}</li>\n",
                    p.accepted ? "accepted" : "failed", html_safe(p.label), verdict));
  }
  add("</ul>\n");
}

std::string PageWriter::picture_html(const PagePicture& p, const std::string& bug_id) {
  const std::string why = p.svg.size() > limits_.max_picture_bytes
                              ? fmt::format("it is {}, over the cap of {} for one picture",
                                            format_size(static_cast<std::int64_t>(p.svg.size())),
                                            format_size(limits_.max_picture_bytes))
                          : p.svg.size() + 1024 > room()
                              ? "the page reached its cap of " + format_size(limits_.max_bytes)
                              : "";
  if (!why.empty()) {
    ++pictures_left_out_;
    return fmt::format("<p class=\"left-out\">picture left out ({}): {}</p>\n",
                       html_safe(p.caption), html_safe(why));
  }
  return fmt::format(
      "<figure class=\"picture\" data-bug=\"{}\"><figcaption>{}</figcaption>\n{}"
      "</figure>\n",
      html_safe(bug_id), html_safe(p.caption), scalable(p.svg));
}

void PageWriter::bug(const PageBug& b) {
  std::string h =
      fmt::format("<section class=\"bug\" id=\"{}\">\n<h3>{}</h3>\n<dl class=\"facts\">",
                  html_safe(b.id), html_safe(b.title));
  for (const auto& [label, value] : b.facts)
    h += fmt::format("<dt>{}</dt><dd>{}</dd>", html_safe(label), html_safe(clip(value)));
  h += "</dl>\n";
  if (!b.why.empty()) h += "<p class=\"why\">" + html_safe(clip(b.why)) + "</p>\n";
  for (const std::string& c : b.commands)
    h += "<pre class=\"replay\"><code>" + html_safe(c) + "</code></pre>\n";
  if (h.size() + 1024 > room()) {  // past the cap: a line at the end says what it was
    left_out_.push_back(b.title + (b.commands.empty() ? "" : ": " + b.commands.front()));
    return;
  }
  add(h + "<div class=\"pictures\">\n");
  for (const PagePicture& p : b.pictures) add(picture_html(p, b.id));
  add("</div>\n</section>\n");
}

void PageWriter::coverage(const std::string& title, const std::vector<CoverageRow>& rows) {
  std::string h = "<div class=\"coverage\">\n<h3>" + html_safe(title) + "</h3>\n";
  for (const CoverageRow& row : rows)
    h += "<div class=\"chart\"><h4>" + html_safe(row.group) + "</h4>\n" + coverage_chart_svg(row) +
         "</div>\n";
  if (h.size() > room())
    left_out_.push_back("the coverage charts of " + title);
  else
    add(h + "</div>\n");
}

std::string PageWriter::finish() {
  std::string head = fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
      "<meta name=\"viewport\" content=\"width=device-width\"><title>{}</title>\n"
      "<style>{}</style></head><body>\n<h1>{}</h1>\n",
      html_safe(title_), kStyle, html_safe(title_));
  std::string tail;
  if (!left_out_.empty() || pictures_left_out_ > 0) {
    tail += fmt::format(
        "<h2 id=\"left-out\">Left out</h2>\n<p class=\"left-out\">The page keeps under {}: {} "
        "picture{} and {} section{} were left out.</p>\n<ul class=\"left-out\">\n",
        format_size(static_cast<std::int64_t>(limits_.max_bytes)), pictures_left_out_,
        pictures_left_out_ == 1 ? "" : "s", left_out_.size(), left_out_.size() == 1 ? "" : "s");
    for (const std::string& l : left_out_) tail += "<li>" + html_safe(l) + "</li>\n";
    tail += "</ul>\n";
  }
  return head + body_ + tail + "</body></html>\n";
}

std::string coverage_chart_svg(const CoverageRow& row) {
  constexpr int kBar = 16, kLabel = 150, kWidth = 220, kCount = 90;
  std::int64_t most = 1;
  for (const auto& [name, n] : row.buckets) most = std::max(most, n);
  const int height = static_cast<int>(row.buckets.size()) * kBar + 4;
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"coverage-chart\" width=\"{}\" "
      "height=\"{}\" font-family=\"sans-serif\" font-size=\"11\">\n",
      kLabel + kWidth + kCount, height);
  for (std::size_t i = 0; i < row.buckets.size(); ++i) {
    const auto& [name, n] = row.buckets[i];
    const int y = static_cast<int>(i) * kBar + 2;
    const int w = n <= 0 ? 0 : std::max(1, static_cast<int>(kWidth * n / most));
    const std::string label = name.size() > 22 ? name.substr(0, 21) + "~" : name;
    svg += fmt::format(
        "<g class=\"bucket\"><title>{}</title><text x=\"{}\" y=\"{}\" text-anchor=\"end\">{}"
        "</text><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>"
        "<text x=\"{}\" y=\"{}\">{}</text></g>\n",
        html_safe(name), kLabel - 4, y + 11, html_safe(label), kLabel, y + 2, w, kBar - 4,
        n == 0 ? "#c00" : "#4a7bd0", kLabel + w + 4, y + 11,
        n == CoverageRow::kImpossible ? "- (cannot occur)"
        : n == 0                      ? "0 (not hit)"
                                      : std::to_string(n));
  }
  return svg + "</svg>\n";
}

}  // namespace llk
