/// The custom mutator of every fuzz target: llk/engine/fuzz_mutator.hpp.

#include "llk/engine/fuzz_mutator.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <span>

namespace llk {
namespace {

/// `bytes` into `out` (room for max_out), cut at max_out: a cut input still decodes (bytes past
/// the end read as 0), only with fewer cases or cells.
std::size_t put(const std::vector<std::uint8_t>& bytes, std::uint8_t* out, std::size_t max_out) {
  const std::size_t n = std::min(bytes.size(), max_out);
  if (n > 0) std::memcpy(out, bytes.data(), n);
  return n;
}

/// One step chosen by weight; tries a few when a chosen one cannot apply.
const MutationStep* apply_one(const std::vector<MutationStep>& steps, Input& input,
                              MutationRng& rng) {
  int total = 0;
  for (const MutationStep& s : steps) total += s.weight;
  for (int attempt = 0; attempt < 8 && total > 0; ++attempt) {
    int pick = rng.below(total);
    const MutationStep* step = &steps.front();
    for (const MutationStep& s : steps) {
      if (pick < s.weight) {
        step = &s;
        break;
      }
      pick -= s.weight;
    }
    if (step->apply(input, rng)) return step;
  }
  return nullptr;
}

/// True when some argument starts with `flag` ("-dict=").
bool given(const std::vector<std::string>& args, const std::string& flag) {
  return std::any_of(args.begin(), args.end(),
                     [&](const std::string& a) { return a.rfind(flag, 0) == 0; });
}

/// True when the seeds may be added: folders named and nothing but folders, and no mode that
/// writes into them or runs single inputs.
bool seeds_fit(const std::vector<std::string>& args) {
  int folders = 0;
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a.rfind("-merge=", 0) == 0 || a.rfind("-set_cover_merge=", 0) == 0 ||
        a.rfind("-minimize_crash=", 0) == 0 || a.rfind("-cleanse_crash=", 0) == 0)
      return false;
    if (a.empty() || a[0] == '-') continue;
    std::error_code ec;
    if (!std::filesystem::is_directory(a, ec)) return false;
    ++folders;
  }
  const char* env = std::getenv("LLK_FUZZ_SEEDS");
  return folders > 0 && (env == nullptr || std::strcmp(env, "0") != 0);
}

}  // namespace

void add_fuzz_defaults(int* argc, char*** argv, const FuzzDefaults& defaults) {
  if (argc == nullptr || argv == nullptr || *argc < 1) return;
  static std::vector<std::string> args;
  static std::vector<char*> pointers;
  args.assign(*argv, *argv + *argc);
  std::error_code ec;
  const std::size_t before = args.size();
  if (!defaults.dict.empty() && !given(args, "-dict=") &&
      std::filesystem::is_regular_file(defaults.dict, ec))
    args.push_back("-dict=" + defaults.dict);
  if (!defaults.seeds.empty() && std::filesystem::is_directory(defaults.seeds, ec) &&
      seeds_fit(args) && std::find(args.begin(), args.end(), defaults.seeds) == args.end())
    args.push_back(defaults.seeds);
  if (args.size() == before) return;
  pointers.clear();
  for (std::string& a : args) pointers.push_back(a.data());
  pointers.push_back(nullptr);
  *argc = static_cast<int>(args.size());
  *argv = pointers.data();
}

FuzzMutatorOptions fuzz_mutator_options_from_env() {
  FuzzMutatorOptions o;
  const char* mode = std::getenv("LLK_FUZZ_MUTATOR");
  if (mode != nullptr && std::strcmp(mode, "bytes") == 0) o.structured = false;
  return o;
}

std::vector<std::string> mutate_input(const FuzzMutation& mutation, Input& input, MutationRng& rng,
                                      int max_steps) {
  std::vector<std::string> kinds;
  const std::vector<std::uint8_t> before = mutation.encode(input);
  // One step half the time, more (up to max_steps) the other half: small moves stay common.
  const int steps = rng.chance(1, 2) ? 1 : rng.between(1, std::max(1, max_steps));
  for (int i = 0; i < steps; ++i)
    if (const MutationStep* s = apply_one(mutation.steps(), input, rng)) kinds.push_back(s->kind);
  // A step that changed nothing (a cell set to what it held): one more, a few times at most.
  for (int extra = 0; extra < 8 && mutation.encode(input) == before; ++extra)
    if (const MutationStep* s = apply_one(mutation.steps(), input, rng)) kinds.push_back(s->kind);
  return kinds;
}

std::size_t fuzz_custom_mutate(const Problem& problem, std::uint8_t* data, std::size_t size,
                               std::size_t max_size, unsigned seed, ByteMutation bytes,
                               const FuzzMutatorOptions& options) {
  MutationRng rng(seed);
  const auto mutation = options.structured ? problem.fuzz_mutation() : nullptr;
  if (mutation == nullptr || (bytes != nullptr && rng.below(100) < options.byte_percent))
    return bytes != nullptr ? bytes(data, size, max_size) : size;
  Input input = *problem.decode(std::span<const std::uint8_t>(data, size));
  mutate_input(*mutation, input, rng, options.max_steps);
  return put(mutation->encode(input), data, max_size);
}

std::size_t fuzz_custom_cross_over(const Problem& problem, const std::uint8_t* a,
                                   std::size_t a_size, const std::uint8_t* b, std::size_t b_size,
                                   std::uint8_t* out, std::size_t max_out, unsigned seed,
                                   const FuzzMutatorOptions& options) {
  const auto mutation = options.structured ? problem.fuzz_mutation() : nullptr;
  if (mutation == nullptr) return 0;
  MutationRng rng(seed);
  const Input x = *problem.decode(std::span<const std::uint8_t>(a, a_size));
  const Input y = *problem.decode(std::span<const std::uint8_t>(b, b_size));
  const std::optional<Input> spliced = mutation->splice(x, y, rng);
  return spliced ? put(mutation->encode(*spliced), out, max_out) : 0;
}

}  // namespace llk
