// --shard K/N on verify and stress: the parts of one seed's campaign add up to the whole.

#include <gtest/gtest.h>

#include <map>
#include <string>

#include "cli_support.hpp"
#include "support.hpp"

namespace llk {
namespace {

/// Cases run per testcase name, from verify's JSON report.
std::map<std::string, int> cases_by_name(const std::string& json) {
  std::map<std::string, int> out;
  const std::string name_key = "\"name\": \"", cases_key = "\"cases\": ";
  for (std::size_t at = json.find(name_key); at != std::string::npos;
       at = json.find(name_key, at + 1)) {
    const std::size_t from = at + name_key.size();
    const std::string name = json.substr(from, json.find('"', from) - from);
    const std::size_t c = json.find(cases_key, from) + cases_key.size();
    out[name] = std::stoi(json.substr(c));
  }
  return out;
}

std::map<std::string, int> verify_cases(const test::TempDir& dir, const std::string& shard) {
  const std::string json =
      dir.file("r-" + (shard.empty() ? "whole" : shard.substr(0, 1)) + ".json");
  std::vector<std::string> args{"verify",   "--problem", "link",   "--solver", "bfs01",
                                "--rounds", "6",         "--seed", "11",       "--quiet",
                                "--jobs",   "1",         "--json", json};
  if (!shard.empty()) args.insert(args.end(), {"--shard", shard});
  const test::CliRun r = test::run_cli(args);
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  return cases_by_name(test::read_text(json));
}

TEST(Shard, VerifysPartsAddUpToTheWholeCampaign) {
  test::TempDir dir("shard-verify");
  const auto whole = verify_cases(dir, "");
  const auto one = verify_cases(dir, "1/2"), two = verify_cases(dir, "2/2");
  ASSERT_FALSE(whole.empty());
  int parts_ran = 0;
  for (const auto& [name, cases] : whole) {
    EXPECT_EQ(one.at(name) + two.at(name), cases) << name;
    parts_ran += one.at(name) > 0 && one.at(name) < cases;
  }
  EXPECT_GT(parts_ran, 0) << "the parts did not split anything";
}

/// The units (queries) a stress run checked, from its summary line.
long long stress_units(const std::string& shard) {
  std::vector<std::string> args{"stress", "--problem", "link", "--solver", "bfs01",    "--inputs",
                                "30",     "--seed",    "4",    "--quiet",  "--budget", "60s"};
  if (!shard.empty()) args.insert(args.end(), {"--shard", shard});
  const test::CliRun r = test::run_cli(args);
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  const std::size_t at = r.out.find(" cases, ");
  EXPECT_NE(at, std::string::npos) << r.out;
  return std::stoll(r.out.substr(at + 8));
}

TEST(Shard, StresssPartsCheckTheWholeRangeOfInputsBetweenThem) {
  const long long whole = stress_units("");
  const long long a = stress_units("1/3"), b = stress_units("2/3"), c = stress_units("3/3");
  EXPECT_EQ(a + b + c, whole);
  EXPECT_GT(a, 0);
  EXPECT_LT(a, whole);
}

TEST(Shard, APartWithoutASeedIsAUsageError) {
  const test::CliRun r =
      test::run_cli({"verify", "--problem", "link", "--rounds", "1", "--shard", "1/2"});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("needs --seed"), std::string::npos) << r.err;
  const test::CliRun bad = test::run_cli({"stress", "--solver", "bfs01", "--shard", "3/2"});
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("from 1 to N"), std::string::npos) << bad.err;
}

}  // namespace
}  // namespace llk
