# Stage timing for the CI scripts (sourced by ci/test.sh and ci/sanitized.sh): `stage NAME` ends
# the current stage and starts the next; on exit, a summary of every stage's wall and CPU time,
# the failing one last with its exit status. $stage_cleanup, when set, runs first on exit.
start=$SECONDS
last=$SECONDS
summary=()
current=""
stage_cleanup=""
# CPU seconds (user + system) of every finished child so far: beside each stage's wall time, the
# figure that a machine shared with other work does not inflate. (`times` in this shell, not in a
# command substitution's subshell, which has its own children.)
times_file=$(mktemp)
child_cpu=0
read_child_cpu() {
  times >"$times_file"
  child_cpu=$(awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, a, /[ms]/); t += a[1] * 60 + a[2] }
                             printf "%d", t }' "$times_file")
}
read_child_cpu
cpu_last=$child_cpu
stage() {
  read_child_cpu
  [[ -n "$current" ]] &&
    summary+=("$(printf '%5d s  (cpu %5d s)  %s' $((SECONDS - last)) $((child_cpu - cpu_last)) "$current")")
  current=$*
  last=$SECONDS
  cpu_last=$child_cpu
  echo "== $(basename "$0"): $* (${SECONDS}s elapsed)"
}
finish_stages() {
  local rc=$?
  if [[ -n "$stage_cleanup" ]]; then eval "$stage_cleanup" || true; fi
  read_child_cpu
  if [[ -n "$current" && "$current" != done ]]; then
    summary+=("$(printf '%5d s  (cpu %5d s)  %s: FAILED (exit %d)' $((SECONDS - last)) \
      $((child_cpu - cpu_last)) "$current" "$rc")")
  fi
  echo "== $(basename "$0"): stage times"
  printf '%s\n' "${summary[@]}"
  printf '%5d s  (cpu %5d s)  total\n' $((SECONDS - start)) "$child_cpu"
  rm -f "$times_file"
}
trap finish_stages EXIT
