# Sourced by the test scripts. `swiftpm_step CMD…` runs one SwiftPM command and, when SwiftPM's own
# process dies by a signal, runs it once more.
#
# Why: the toolchain's SwiftPM (swift-build, swift-test, swift-package) intermittently segfaults in
# libdispatch's event loop on Linux (`_dispatch_event_loop_drain`; swiftlang/swift#87033,
# swiftlang/swift-package-manager#8171). A CI run on 9b9892b lost 22 minutes to one such crash in
# `swift package generate-documentation`, after every test had passed (docs/RELIABILITY.md).
#
# What is never retried: a failure the command reports itself. A compile error, a failing or
# crashing test (swift-test reports "exited with unexpected signal" and exits 1) and a docc error
# all exit with 1…127. Only an exit above 128 means the shell's own child, the SwiftPM tool,
# was killed by a signal. Ctrl-C (130) is not retried. A second crash fails the run.
swiftpm_step() {
    local status=0
    "$@" || status=$?
    if (( status > 128 && status != 130 )); then
        echo "swiftpm-step: SwiftPM itself died by signal $((status - 128)) running '$*' (known toolchain crash, see scripts/swiftpm-step.sh); running it once more." >&2
        status=0
        "$@" || status=$?
    fi
    return "$status"
}
