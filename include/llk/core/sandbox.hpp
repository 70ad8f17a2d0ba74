#pragma once
/// How a program is contained, as judges contain submissions. bwrap: its own PID, network and
/// IPC namespaces, the file system read-only but for a private /tmp, no capabilities, ended with
/// llk. none: a reaper between llk and the program ends everything it started when it ends.

#include <optional>
#include <string>
#include <vector>

namespace llk {

/// The containment asked for: `automatic` is bwrap where it runs, else none (said once).
enum class Sandbox { automatic, bwrap, none };

/// `name` as exec would find it: itself when it has a slash and is executable, else the first
/// executable `DIR/name` of $PATH; empty when none is.
std::string find_program(const std::string& name);

/// "auto", "bwrap" or "none"; nullopt for anything else.
std::optional<Sandbox> parse_sandbox(const std::string& text);
std::string sandbox_name(Sandbox s);
/// The default: $LLK_SANDBOX when set (auto, bwrap, none), else automatic.
Sandbox default_sandbox();

/// Whether bwrap runs here (found and able to make its namespaces), tried once per process;
/// the reason when it does not.
std::optional<std::string> bwrap_unusable();
/// The containment a run asked for gets: automatic becomes bwrap or none (the first time it
/// falls back, one line on stderr says why). Throws std::invalid_argument when bwrap is asked
/// for by name and cannot run.
Sandbox effective_sandbox(Sandbox asked);
/// One line for `llk --version`: which containment programs get here, and why.
std::string sandbox_status();

/// What a sandboxed run needs besides the program's argv: what it sees, and where it works.
struct SandboxSpec {
  long long tmp_bytes = 0;  ///< size of the private /tmp (0: the tmpfs default)
  /// An empty folder of the host's for the scratch when the working directory is /tmp itself
  /// (then /tmp is shown read-only and the scratch, its $TMPDIR, is mounted there).
  std::string scratch;
  std::string working_dir;  ///< the program's working directory (shown read-only)
  /// Shown read-only besides the system folders: the program's own files, --sandbox-bind.
  std::vector<std::string> shown;
  /// Hidden even where they lie under a shown folder: test sets, answers, llk's output.
  std::vector<std::string> hidden;
};

/// The system folders every program sees read-only (an interpreter's, a JVM's, the shell's).
const std::vector<std::string>& system_folders();

/// The PATH every program gets, as judges give it; a program elsewhere is named by its path.
inline constexpr const char* kProgramPath = "/usr/local/bin:/usr/bin:/bin";
/// `word` as a run execs it: itself when it has a slash, else found on kProgramPath, else on
/// llk's own PATH; empty when none has it.
std::string resolve_program(const std::string& word);
/// The files and folders a command line names (its first word resolved), canonical.
std::vector<std::string> named_paths(const std::string& command, const std::string& working_dir);
/// What a program sees as its own, read-only: the folder of each file its command line names
/// (the program, the script an interpreter is given); a folder named is not shown.
std::vector<std::string> own_paths(const std::string& command, const std::string& working_dir);
/// The whole environment of a program, as judges give one: PATH (kProgramPath), HOME and TMPDIR
/// (`scratch`), LANG=C.UTF-8, PWD (the working directory), then each of `extra` (NAME=VALUE, or
/// NAME for llk's own value).
std::vector<std::string> program_environment(const std::vector<std::string>& extra,
                                             const std::string& scratch);

/// Keeps `path` from every program llk runs from now on (a test set, an input and the answers
/// beside it, an output folder): hidden in the sandbox even under a shown folder. Process-wide.
void hide_from_programs(const std::string& path);
/// What is hidden now: each registered path that exists, canonical, and for a file each file
/// beside it of the same stem (NAME.in's NAME.out, NAME.txt); none of `own` (the program's).
std::vector<std::string> hidden_paths(const std::vector<std::string>& own);
/// Forgets every hidden path (tests).
void clear_hidden_paths();

/// A network and an IPC namespace of llk's own, made once per process where llk may (as root),
/// which every sandboxed run enters before bwrap starts: a new network namespace costs each run
/// far more than entering one. -1 each where they could not be made (bwrap then makes its own).
struct SharedNamespaces {
  int net = -1;
  int ipc = -1;
  bool ready() const { return net >= 0 && ipc >= 0; }
};
const SharedNamespaces& shared_namespaces();

/// The bwrap command line that runs `argv` under `spec` (entering shared_namespaces() when they
/// are ready, else unsharing the network and IPC itself).
std::vector<std::string> bwrap_argv(const std::vector<std::string>& argv, const SandboxSpec& spec);

}  // namespace llk
