/// `llk testset`'s files: the tests named (a set in --out keeps its names), written with their
/// answers and manifest.json; --add into a set as it is.

#include "testset_build.hpp"

namespace llk::testset_detail {

namespace {

/// Its files' stem ("08-x" of "08-x.in").
std::string stem_of(const std::string& file) {
  return fs::path(file).stem().string();
}

/// True for a stem of digits only: a test file of any set llk wrote.
bool numbered(const std::string& stem) {
  return !stem.empty() &&
         std::all_of(stem.begin(), stem.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
}

}  // namespace

void TestsetBuild::write(const ExistingSet& set) {
  const fs::path dir(opt_.out_dir);
  fs::create_directories(dir);
  // An input the set on disk holds keeps its file; a new one is numbered after the highest.
  std::map<std::string, std::string> old;  // .in text -> its stem
  if (!opt_.fresh)
    for (const SetTest& t : set.tests)
      if (t.present) old.emplace(t.text, stem_of(t.file));
  const auto fresh = std::count_if(chosen_.begin(), chosen_.end(),
                                   [&](std::size_t i) { return !old.count(candidates_[i].text); });
  int next = opt_.fresh ? 1 : set.highest + 1;
  const int width = next + fresh - 1 >= 100 ? 3 : 2;
  std::set<std::string> stems;
  for (const std::size_t i : chosen_) {
    const Candidate& c = candidates_[i];
    if (auto it = old.find(c.text); it != old.end()) {
      file_of_[i] = it->second;
      old.erase(it);
    } else {
      file_of_[i] = file_stem(next++, width, c.pinned.is_null() ? "" : safe_name(c.test.name));
    }
    stems.insert(file_of_[i]);
  }
  // The old files no test keeps: the set's, and any NN.in, NN.out.
  std::map<std::string, std::string> gone;  // stem -> its test's name
  for (const SetTest& t : set.tests) gone.emplace(stem_of(t.file), t.name);
  for (const auto& e : fs::directory_iterator(dir)) {
    const std::string ext = e.path().extension().string();
    if ((ext == ".in" || ext == ".out") && numbered(e.path().stem().string()))
      gone.emplace(e.path().stem().string(), "");
  }
  for (const auto& [stem, name] : gone) {
    if (stems.count(stem)) continue;
    bool any = false;
    for (const char* ext : {".in", ".out"}) any = fs::remove(dir / (stem + ext)) || any;
    if (any && set.found && !opt_.fresh)
      removed_.push_back(stem + ".in, " + stem + ".out" + (name.empty() ? "" : " (" + name + ")") +
                         ": no longer in the set");
  }
  fs::remove(dir / "manifest.json");
  for (const std::size_t i : chosen_) {
    const Candidate& c = candidates_[i];
    write_file((dir / (file_of_[i] + ".in")).string(), c.text);
    write_file((dir / (file_of_[i] + ".out")).string(), answers_text(c.expected));
  }
  // Listed in the order of their numbers.
  std::stable_sort(chosen_.begin(), chosen_.end(), [&](std::size_t a, std::size_t b) {
    return std::make_pair(file_number(file_of_[a]), file_of_[a]) <
           std::make_pair(file_number(file_of_[b]), file_of_[b]);
  });
  write_file((dir / "manifest.json").string(), manifest());
}

int TestsetBuild::append(ExistingSet& set, const std::vector<Pin>& pins) {
  const fs::path dir(opt_.out_dir);
  json::Json& entries = set.manifest.at("tests");
  int next = set.highest + 1, added = 0, marked = 0, already = 0;
  bool failed = false;
  reference_.limits = opt_.limits;
  for (const Pin& pin : pins) {
    for (const std::string& n : pin.notes) out_ << "  " << pin.path << ": " << n << '\n';
    const std::string text = problem_.write(pin.input);
    const auto same = std::find_if(set.tests.begin(), set.tests.end(),
                                   [&](const SetTest& t) { return t.present && t.text == text; });
    if (same != set.tests.end() && !same->pinned.is_null()) {
      out_ << "  " << pin.path << ": already pinned as " << same->file << ": nothing to add\n";
      ++already;
      continue;
    }
    if (same != set.tests.end()) {
      for (json::Json& e : entries)
        if (e.value("file", "") == same->file) {
          e["required"] = true;
          e["pinned"] = pin.pinned;
        }
      same->pinned = pin.pinned;
      out_ << "  " << pin.path << ": already in the set as " << same->file
           << ": pinned now, under its name\n";
      ++marked;
      continue;
    }
    Candidate c;
    c.test = {pin.name, pin_purpose(pin), pin.input, text.size() > (std::size_t{1} << 20), true};
    c.pinned = pin.pinned;
    prepare(c);
    reference_.solver = problem_.default_solver(c.test.input)->short_name();
    measure(c);
    if (!c.left_out.empty()) {
      out_ << "  " << pin.path << ": not pinned: " << c.left_out << '\n';
      failed = true;
      continue;
    }
    const std::string stem = file_stem(next, next >= 100 ? 3 : 2, pin.name);
    ++next;
    write_file((dir / (stem + ".in")).string(), c.text);
    write_file((dir / (stem + ".out")).string(), answers_text(c.expected));
    entries.push_back(test_entry(c, stem));
    set.tests.push_back(SetTest{stem + ".in", c.text, true, pin.name, pin.pinned, {}});
    if (set.manifest.contains("classes_missing")) {  // the classes it holds are missing no more
      json::Json still = json::Json::array();
      for (const json::Json& cls : set.manifest.at("classes_missing"))
        if (!c.classes.count(cls.get<std::string>())) still.push_back(cls);
      set.manifest["classes_missing"] = still;
    }
    out_ << fmt::format("  pinned {} as {}.in: {}, llk's reference {:.2f}s\n", pin.path, stem,
                        problem_.size_text(c.test.input), c.reference_cpu);
    ++added;
  }
  if (added + marked > 0) write_file((dir / "manifest.json").string(), json::write(set.manifest));
  out_ << fmt::format("test set {}: {} pinned, {} pinned already{}; no other file changed\n",
                      opt_.out_dir, added + marked, already,
                      added + marked == 0 ? " (nothing to add)" : "");
  return failed ? kExitFailureFound : kExitOk;
}

json::Json TestsetBuild::test_entry(const Candidate& c, const std::string& file) const {
  const Input& in = c.test.input;
  return {{"file", file + ".in"},        {"name", c.test.name},
          {"purpose", c.test.purpose},   {"size", problem_.size_text(in)},
          {"cases", problem_.cases(in)}, {"units", problem_.units(in)},
          {"cells", problem_.cells(in)}, {"bytes", c.text.size()},
          {"heavy", c.test.heavy},       {"required", c.test.required},
          {"classes", c.classes},        {"kills", c.kills},
          {"pinned", c.pinned},          {"kept_for", c.kept_for}};
}

std::string TestsetBuild::manifest() const {
  using json::Json;
  Json tests = Json::array(), programs = Json::array(), unjudged = Json::array(),
       impossible = Json::array();
  for (const std::size_t k : chosen_) tests.push_back(test_entry(candidates_[k], file_of_.at(k)));
  for (const Program& p : programs_)
    programs.push_back(
        {{"program", p.label},
         {"role", role_name(p.role)},
         {"failed", p.killed_by < 0 ? Json() : Json(file_of_.at(std::size_t(p.killed_by)) + ".in")},
         {"notes", p.notes}});
  for (const auto& [mutant, why] : unjudged_)
    unjudged.push_back({{"mutant", mutant}, {"why", why}});
  for (const auto& [cls, why] : impossible_classes())
    impossible.push_back({{"class", cls}, {"why", why}});
  return json::write({{"problem", problem_.name()},
                      {"seed", seed_},
                      {"params", problem_.params(candidates_.front().test.input)},
                      {"limits",
                       {{"cpu_seconds", json::milliseconds(limits_.cpu_seconds)},
                        {"memory_bytes", limits_.memory_bytes}}},
                      {"exhaustive", opt_.exhaustive ? Json{{"cells", opt_.exhaustive->cells},
                                                            {"kinds", opt_.exhaustive->kinds},
                                                            {"max_time", opt_.exhaustive->max_time}}
                                                     : Json()},
                      {"tests", std::move(tests)},
                      {"programs", std::move(programs)},
                      {"mutants_not_asked", std::move(unjudged)},
                      {"classes_impossible", std::move(impossible)},
                      {"classes_missing", missing_classes()}});
}

}  // namespace llk::testset_detail
