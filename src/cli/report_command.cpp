/// The command of the morning page: report (artifacts, reports and logs on one HTML page).

#include "invocation.hpp"
#include "llk/core/size.hpp"

namespace llk::cli {

void add_page_limits(CLI::App* cmd, PageLimits& limits) {
  cmd->add_option_function<std::string>(
         "--page-size",
         [&limits](const std::string& text) {
           const auto b = parse_size(text);
           if (!b || *b < 16384)
             throw CLI::ValidationError(
                 "--page-size",
                 "expected a size of at least 16KiB like 4MiB, found '" + text + "'");
           limits.max_bytes = static_cast<std::size_t>(*b);
         },
         "the page's size cap: pictures and sections past it are left out, and listed")
      ->default_str("4MiB");
}

void add_report_command(CLI::App& app, Invocation& inv) {
  ReportOptions& o = inv.report;
  auto* r = app.add_subcommand(
      "report",
      "one self-contained HTML page over what runs left behind (artifacts of any engine and "
      "problem, the JSON of verify and judge, logs of stress and verify): every distinct bug with "
      "its picture, why and replay command, each judged program in a line, coverage as charts");
  r->add_option("paths", o.paths, "directories (searched) or files: NAME.in, NAME.json, NAME.log")
      ->required();
  r->add_option("--html", o.html, "the page to write")->required();
  r->add_option("--json", o.json,
                "the page's JSON: its runs and bugs with their keys, for a later --since "
                "(default: the page's NAME.json beside it)");
  r->add_option("--since", o.since,
                "an earlier night: its page's JSON, or its folder of artifacts; each bug is "
                "marked new or still there, and the bugs gone are listed");
  r->add_option("--pictures-per-bug", o.pictures_per_bug,
                "pictures of a bug's artifacts, the smallest first (0: none)")
      ->check(whole_number(0, 100))
      ->capture_default_str();
  add_page_limits(r, o.page);
  add_jobs(r, o.jobs, "bugs drawn at once");
  on_run(r, inv, [&inv] { return inv.run(run_report, inv.report); });
}

}  // namespace llk::cli
