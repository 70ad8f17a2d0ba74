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

/// What a sandboxed run needs besides the program's argv.
struct SandboxSpec {
  long long tmp_bytes = 0;  ///< size of the private /tmp (0: the tmpfs default)
  /// An empty folder of the host's for the scratch when the working directory is /tmp itself
  /// (then /tmp is shown read-only and the scratch, its $TMPDIR, is mounted there).
  std::string scratch;
  std::string working_dir;           ///< the program's working directory (read-only)
  std::vector<std::string> visible;  ///< paths under /tmp the program must still see (read-only)
};

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

/// Paths under /tmp that a command line names (absolute words starting with /tmp/), each cut to
/// its first folder below /tmp: what the sandbox's private /tmp must still show.
std::vector<std::string> tmp_paths_named(const std::string& command);

}  // namespace llk
