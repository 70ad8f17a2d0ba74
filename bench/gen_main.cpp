/// llk-gen-bench: writes a benchmark input in judge format (stdout or -o FILE).

#include <CLI/CLI.hpp>

#include <cstdio>
#include <string>

#include "bench_inputs.hpp"
#include "llk/link/judge_format.hpp"

int main(int argc, char** argv) {
  CLI::App app{
      "llk-gen-bench: benchmark inputs in judge format (default: judge size, "
      "3 cases of 1000 x 999 with 49 queries)"};
  llk::link::bench::InputSpec spec;
  std::string shape = "mixed", output = "-";
  app.add_option("--shape", shape, "dense | sparse | open | mixed")
      ->check(CLI::IsMember({"dense", "sparse", "open", "mixed"}))
      ->capture_default_str();
  // The sizes: each a whole number in its range, its default shown in --help.
  const struct {
    const char* names;
    int llk::link::bench::InputSpec::*field;
    const char* help;
    int min, max;
  } sizes[] = {
      {"--rows,-n", &llk::link::bench::InputSpec::rows, "rows per board", 1, 1 << 20},
      {"--cols,-m", &llk::link::bench::InputSpec::cols, "columns per board", 1, 1 << 20},
      {"--cases", &llk::link::bench::InputSpec::cases, "cases", 1, 1 << 20},
      {"--queries,-q", &llk::link::bench::InputSpec::queries, "queries per case", 0, 1 << 24}};
  for (const auto& size : sizes)
    app.add_option(size.names, spec.*size.field, size.help)
        ->check(CLI::Range(size.min, size.max))
        ->capture_default_str();
  app.add_option("--seed", spec.seed, "seed")->capture_default_str();
  app.add_option("-o,--output", output, "output file, - for stdout")->capture_default_str();
  CLI11_PARSE(app, argc, argv);
  spec.shape = *llk::link::bench::parse_shape(shape);

  std::FILE* f = output == "-" ? stdout : std::fopen(output.c_str(), "wb");
  if (f == nullptr) {
    std::perror(output.c_str());
    return 2;
  }
  std::string text;
  for (int i = 0; i < spec.cases; ++i) {
    text.clear();
    llk::link::write_case(text, llk::link::bench::make_case(spec, i));
    std::fwrite(text.data(), 1, text.size(), f);
  }
  std::fputs("0 0\n", f);
  const bool ok = std::fflush(f) == 0 && !std::ferror(f);
  if (f != stdout) std::fclose(f);
  if (!ok) {
    std::perror(output.c_str());
    return 2;
  }
  return 0;
}
