#include "llk/commands.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <ostream>
#include <stdexcept>
#include <string_view>

#include "detail/huge_pages.hpp"
#include "llk/judge_format.hpp"
#include "llk/oracle.hpp"
#include "llk/path_check.hpp"
#include "llk/solver.hpp"
#include "llk/validate.hpp"

namespace llk {
namespace {

Limits limits_for(const InputOptions& in) {
  return in.relaxed ? Limits::relaxed(in.memory_cap_mb << 20) : Limits::judge();
}

std::string display_name(const std::string& path) {
  return path == "-" ? "<stdin>" : path;
}

/// Reads a file for a command; on failure prints the reason and returns false.
bool load(const std::string& path, std::string& text, std::ostream& err, const char* command) {
  try {
    text = read_file(path);
    return true;
  } catch (const std::exception& e) {
    err << "llk " << command << ": " << e.what() << '\n';
    return false;
  }
}

/// Inputs up to this size are read into the heap (huge pages, see advise_huge_heap); larger ones
/// are mapped and released as the reader goes, so that memory stays bounded.
constexpr std::size_t kReadWholeLimit = std::size_t{64} << 20;

/// The bytes of an input. A regular file is read with read() into one uninitialized buffer:
/// the kernel copies from its own large-page mapping, whereas a mapping of the file costs a TLB
/// miss per 4 KiB page (dear under virtualization). Past kReadWholeLimit the file is mapped
/// instead; stdin, pipes and empty files take the copy read_file makes.
class InputText {
 public:
  InputText() = default;
  InputText(const InputText&) = delete;
  InputText& operator=(const InputText&) = delete;
  ~InputText() {
    if (map_ != nullptr) ::munmap(map_, size_);
  }

  bool load(const std::string& path, std::ostream& err, const char* command) {
    if (path != "-") {
      const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
      struct stat st {};
      if (fd >= 0 && ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
        const auto size = static_cast<std::size_t>(st.st_size);
        if (size <= kReadWholeLimit) {
          read_whole(fd, size);
        } else if (void* map = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
                   map != MAP_FAILED) {
          map_ = map;
          size_ = size;
          ::madvise(map_, size_, MADV_SEQUENTIAL);
        }
      }
      if (fd >= 0) ::close(fd);
      if (map_ != nullptr || buffer_ != nullptr) return true;
    }
    // Everything else, errors included, goes through read_file and its messages.
    return llk::load(path, copy_, err, command);
  }

  std::string_view view() const {
    if (map_ != nullptr) return {static_cast<const char*>(map_), size_};
    if (buffer_ != nullptr) return {buffer_.get(), size_};
    return copy_;
  }

  /// Lets the mapped pages wholly before `offset` go: the reader never reads them again, so a
  /// long input does not stay resident while its later cases are solved.
  void release_before(std::size_t offset) {
    if (map_ == nullptr) return;
    const auto page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    const std::size_t end = offset / page * page;
    if (end > released_) {
      ::madvise(static_cast<char*>(map_) + released_, end - released_, MADV_DONTNEED);
      released_ = end;
    }
  }

 private:
  /// Reads `size` bytes (fewer if the file shrank); leaves buffer_ empty on a read error, so
  /// read_file reports it.
  void read_whole(int fd, std::size_t size) {
    std::unique_ptr<char[]> buffer(new char[size]);  // not zeroed: every byte is read over
    detail::advise_huge_pages(buffer.get(), size);
    std::size_t got = 0;
    while (got < size) {
      const ssize_t n = ::read(fd, buffer.get() + got, size - got);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) return;
      if (n == 0) break;
      got += static_cast<std::size_t>(n);
    }
    if (got == 0) return;
    buffer_ = std::move(buffer);
    size_ = got;
  }

  void* map_ = nullptr;
  std::unique_ptr<char[]> buffer_;
  std::size_t size_ = 0;
  std::size_t released_ = 0;
  std::string copy_;
};

#if defined(__GLIBC__)
/// Asks for transparent huge pages on the next `bytes` of the heap, where the boards of the cases
/// will live: first touches then cost one fault per 2 MiB instead of one per 4 KiB, which on
/// virtual machines is most of the time spent on a judge-size input. A huge page needs its whole
/// 2 MiB untouched, so the heap's free space is first moved up to a 2 MiB boundary. Once per
/// process: the first solve sizes it (the CLI solves once; tests and fuzz targets many times).
void advise_huge_heap(std::size_t bytes) {
#if defined(MADV_HUGEPAGE)
  static const bool done = [bytes] {
    constexpr std::uintptr_t kHuge = std::uintptr_t{2} << 20;
    void* block = std::malloc(bytes + kHuge);
    if (block == nullptr) return true;
    detail::advise_huge_pages(block, bytes + kHuge);
    const auto start = reinterpret_cast<std::uintptr_t>(block);
    const auto lo = (start + kHuge - 1) & ~(kHuge - 1);
    std::free(block);  // stays in the heap (trim threshold), untouched until a board needs it
    // The gap below the boundary is taken for good and never touched, so the next big block
    // starts there.
    static void* volatile gap = nullptr;  // volatile: the compiler may not drop the malloc
    if (lo - start > 4096) gap = std::malloc(lo - start - 64);
    return true;
  }();
  (void)done;
#endif
}
#endif

/// What `llk solve` will hold at once for an input: the bytes read (up to kReadWholeLimit), a
/// board of at most one value per two bytes, and the solver's copy of it; 24 MiB for a stream.
std::size_t heap_estimate(const std::string& path) {
  struct stat st {};
  if (path == "-" || ::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return 24 << 20;
  const auto size = static_cast<std::size_t>(st.st_size);
  return std::min(size, kReadWholeLimit) + 3 * size + (8 << 20);
}

std::string config_str(const Config& c) {
  return fmt::format("rules={} K={}", to_string(c.rules), c.turns);
}

std::string path_str(const std::vector<Cell>& path) {
  std::string s;
  for (const Cell& c : path) s += fmt::format("{}({},{})", s.empty() ? "" : " ", c.row, c.col);
  return s;
}

std::string answer_str(const Answer& a) {
  if (!a.yes) return "NO";
  return fmt::format("YES, {} turns, path {}", a.turns, path_str(a.path));
}

}  // namespace

int run_solve(const SolveOptions& opt, std::ostream& out, std::ostream& err) {
  const SolverRegistry& registry = production_solvers();
  const SolverInfo* info = opt.solver.empty()
                               ? (registry.all().empty() ? nullptr : &registry.all().front())
                               : registry.find(opt.solver);
  if (info == nullptr) {
    err << "llk solve: unknown solver '" << opt.solver << "' (see `llk solvers`)\n";
    return kExitUsage;
  }
  if (!info->caps.supports(opt.config)) {
    err << "llk solve: solver '" << info->name << "' does not support " << config_str(opt.config)
        << " (see `llk solvers`)\n";
    return kExitUsage;
  }
#if defined(__GLIBC__)
  // Every block from the heap and freed boards kept there: every case then reuses the last
  // one's pages instead of mapping (and faulting in) fresh ones, and all of it is advised.
  ::mallopt(M_MMAP_MAX, 0);
  ::mallopt(M_TRIM_THRESHOLD, 1 << 30);
  advise_huge_heap(heap_estimate(opt.input));
#endif
  InputText text;
  if (!text.load(opt.input, err, "solve")) return kExitUsage;
  auto solver = info->make();
  JudgeReader reader(text.view(), limits_for(opt.in));
  Case c;
  std::string answers;
  for (;;) {
    const auto status = reader.next(c);
    if (status == JudgeReader::Status::end) return kExitOk;
    if (status == JudgeReader::Status::error) {
      out.flush();
      err << display_name(opt.input) << ": " << reader.error().to_string() << '\n';
      return kExitUsage;
    }
    text.release_before(reader.offset());
    solver->prepare(c.board, opt.config);  // the reader refills c.board's storage next
    answers.clear();
    for (const Query& q : c.queries) answers += solver->solve(q).yes ? "YES\n" : "NO\n";
    out.write(answers.data(), static_cast<std::streamsize>(answers.size()));
  }
}

int run_check(const CheckOptions& opt, std::ostream& out, std::ostream& err) {
  const auto& solvers = production_solvers().all();
  std::vector<std::unique_ptr<Solver>> instances;
  for (const auto& s : solvers) instances.push_back(s.make());
  GraphOracle oracle;
  long cases = 0, queries = 0, disagreements = 0;
  bool input_error = false;
  for (const std::string& file : opt.files) {
    std::string text;
    if (!load(file, text, err, "check")) {
      input_error = true;
      continue;
    }
    JudgeReader reader(text, limits_for(opt.in));
    Case c;
    for (int case_no = 1;; ++case_no) {
      const auto status = reader.next(c);
      if (status == JudgeReader::Status::end) break;
      if (status == JudgeReader::Status::error) {
        err << display_name(file) << ": " << reader.error().to_string() << '\n';
        input_error = true;
        break;
      }
      ++cases;
      oracle.prepare(c.board, opt.config);
      for (std::size_t i = 0; i < solvers.size(); ++i)
        if (solvers[i].caps.supports(opt.config)) instances[i]->prepare(c.board, opt.config);
      for (std::size_t qi = 0; qi < c.queries.size(); ++qi) {
        const Query& q = c.queries[qi];
        ++queries;
        const Answer expected = oracle.solve(q);
        for (std::size_t i = 0; i < solvers.size(); ++i) {
          if (!solvers[i].caps.supports(opt.config)) continue;
          const Answer got = instances[i]->solve(q);
          std::string why;
          if (got.yes != expected.yes)
            why = fmt::format("answered {}, the oracle {}", got.yes ? "YES" : "NO",
                              expected.yes ? "YES" : "NO");
          else if (auto bad = check_answer(c.board, opt.config, q, got))
            why = "invalid witness: " + *bad;
          else if (got.yes && solvers[i].caps.reports_min_turns && got.turns != expected.turns)
            why = fmt::format("reports {} turns, the fewest possible is {}", got.turns,
                              expected.turns);
          if (why.empty()) continue;
          ++disagreements;
          out << fmt::format("DISAGREEMENT {}: case {}, query {} ({} {} {} {}), {}: solver {} {}\n",
                             display_name(file), case_no, qi + 1, q.a.row, q.a.col, q.b.row,
                             q.b.col, config_str(opt.config), solvers[i].name, why);
          out << "  solver: " << answer_str(got) << "\n  oracle: " << answer_str(expected)
              << "\n  board (judge format, this query only):\n";
          std::string board_text;
          write_case(board_text, Case{c.board, {q}});
          out << board_text << "0 0\n";
        }
      }
    }
  }
  out << fmt::format(
      "checked {} cases, {} queries with {} solvers and the oracle ({}): {} "
      "disagreements\n",
      cases, queries, solvers.size(), config_str(opt.config), disagreements);
  if (disagreements > 0) return kExitFailureFound;
  return input_error ? kExitUsage : kExitOk;
}

int run_validate(const ValidateOptions& opt, std::ostream& out, std::ostream& err) {
  std::string text;
  if (!load(opt.input, text, err, "validate")) return kExitUsage;
  const auto issues = validate_judge(text, limits_for(opt.in));
  for (const auto& issue : issues)
    err << display_name(opt.input) << ": " << issue.to_string() << '\n';
  if (issues.empty()) {
    out << display_name(opt.input) << ": valid judge input\n";
    return kExitOk;
  }
  err << display_name(opt.input) << ": " << issues.size() << " violation"
      << (issues.size() == 1 ? "" : "s") << '\n';
  return kExitUsage;
}

int run_list_solvers(std::ostream& out) {
  out << fmt::format("{:<10} {:<8} {:<8} {:>5}  {:<9} {}\n", "name", "hdu", "classic", "max K",
                     "min turns", "description");
  bool first = true;
  for (const auto& s : production_solvers().all()) {
    out << fmt::format("{:<10} {:<8} {:<8} {:>5}  {:<9} {}{}\n", s.name, s.caps.hdu ? "yes" : "no",
                       s.caps.classic ? "yes" : "no", s.caps.max_turns,
                       s.caps.reports_min_turns ? "yes" : "no", s.description,
                       first ? " (default)" : "");
    first = false;
  }
  return kExitOk;
}

}  // namespace llk
