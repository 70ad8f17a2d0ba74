/// Interrupts and run deadlines (core/interrupt.hpp).

#include "llk/core/interrupt.hpp"

#include <signal.h>

#include <atomic>

namespace llk {
namespace {

std::atomic<int> g_signal{0};
thread_local std::chrono::steady_clock::time_point t_deadline =
    std::chrono::steady_clock::time_point::max();

extern "C" void on_interrupt(int sig) {
  g_signal.store(sig);
  ::signal(sig, SIG_DFL);  // the next one ends llk at once
}

}  // namespace

void install_interrupt_handlers() {
  struct sigaction sa {};
  sa.sa_handler = on_interrupt;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESTART;
  ::sigaction(SIGINT, &sa, nullptr);
  ::sigaction(SIGTERM, &sa, nullptr);
}

bool interrupted() {
  return g_signal.load(std::memory_order_relaxed) != 0;
}

int interrupt_signal() {
  return g_signal.load();
}

void interrupt(int signal) {
  g_signal.store(signal);
}

void clear_interrupt() {
  g_signal.store(0);
}

RunDeadline::RunDeadline(std::chrono::steady_clock::time_point until) : previous_(t_deadline) {
  t_deadline = std::min(t_deadline, until);
}

RunDeadline::~RunDeadline() {
  t_deadline = previous_;
}

bool run_cut_off() {
  return interrupted() || std::chrono::steady_clock::now() >= t_deadline;
}

}  // namespace llk
