// The engines on escape inputs: a mutant minimized in process, its artifact read back as escape.

#include "../stress_support.hpp"

namespace llk {
namespace {

TEST(EscapeMinimize, AMutantInProcessShrinksToAFewCells) {
  test::TempDir dir("minimize-mutant");
  // D is reached at second 1 but cannot be stood on at second 3; door-early says YES.
  test::write_text(dir.file("big.in"),
                   "6 6 3\nSD....\nXXXXXX\nXXXXXX\nXXXXXX\nXXXXXX\nXXXXXX\n0 0 0\n");
  MinimizeOptions opt;
  opt.input = dir.file("big.in");
  opt.subject = mutant("door-early");
  opt.out_dir = dir.str();
  std::ostringstream out, err;
  ASSERT_EQ(run_minimize(problems(), test::problem("escape"), opt, out, err), 1)
      << out.str() << err.str();
  const StoredInput a = read_input(dir.file("min-big.in"), &problems(), test::problem("link"), {});
  EXPECT_EQ(a.problem->name(), "escape");  // from NAME.txt, whatever the fallback
  EXPECT_LT(a.problem->cells(a.input), 36u) << out.str();
}

}  // namespace
}  // namespace llk
