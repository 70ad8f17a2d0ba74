#pragma once
/// The exit statuses every `llk` command shares.

namespace llk {

/// 0 all good, 1 a disagreement or failure found, 2 a usage or input error, 130 interrupted.
enum ExitStatus : int {
  kExitOk = 0,
  kExitFailureFound = 1,
  kExitUsage = 2,
  kExitInterrupted = 130  ///< stopped by SIGINT or SIGTERM, what was found kept
};

}  // namespace llk
