/// Every board up to 3 x 3 with values in {0,1,2}, every query, both rule sets, K in 0..3: the
/// graph oracle and the brute force agree, and every witness is valid.

#include <gtest/gtest.h>

#include <cstdio>
#include <vector>

#include "oracle_test_util.hpp"

namespace llk::link {
namespace {

TEST(Agreement, EveryBoardUpToThreeByThree) {
  long long triples = 0, yes = 0, failures = 0;
  for (int rows = 1; rows <= 3; ++rows)
    for (int cols = 1; cols <= 3; ++cols) {
      const int cells = rows * cols;
      int boards = 1;
      for (int i = 0; i < cells; ++i) boards *= 3;
      for (int code = 0; code < boards; ++code) {
        std::vector<std::int32_t> values(static_cast<std::size_t>(cells));
        for (int i = 0, rest = code; i < cells; ++i, rest /= 3) values[i] = rest % 3;
        const Board board(rows, cols, values);
        for (const Rules rules : {Rules::hdu, Rules::classic})
          for (int k = 0; k <= 3; ++k) {
            const Config cfg{rules, k};
            GraphOracle oracle;
            oracle.prepare(board, cfg);  // once per (board, config), then every query
            for (int a = 0; a < cells; ++a)
              for (int b = 0; b < cells; ++b) {
                const Query q{{a / cols + 1, a % cols + 1}, {b / cols + 1, b % cols + 1}};
                const Answer got = oracle.solve(q);
                if (!oracle_test::expect_agreement(board, cfg, q, got)) ++failures;
                ++triples;
                yes += got.yes ? 1 : 0;
                ASSERT_LT(failures, 20) << "stopping after 20 disagreements";
              }
          }
      }
    }
  std::printf("exhaustive agreement: %lld (board, query, config) triples checked, %lld YES\n",
              triples, yes);
  EXPECT_EQ(failures, 0);
  EXPECT_GT(yes, 0);
}

}  // namespace
}  // namespace llk::link
