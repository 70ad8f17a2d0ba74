#pragma once
/// The exit statuses every `llk` command shares.

namespace llk {

/// 0 all good, 1 a disagreement or failure found, 2 a usage or input error.
enum ExitStatus : int { kExitOk = 0, kExitFailureFound = 1, kExitUsage = 2 };

}  // namespace llk
