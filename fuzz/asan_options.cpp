/// ASan's defaults for every fuzz target of llk (llk_add_fuzzer links this file in).

/// ASan's quarantine of freed memory, 256 MiB by default, fills within seconds of fuzzing and
/// then holds RSS at ~450 MB: held to 16 MiB, RSS stays flat (ASAN_OPTIONS still overrides it).
extern "C" const char* __asan_default_options() {
  return "quarantine_size_mb=16";
}
