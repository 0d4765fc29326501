#!/usr/bin/env bash
# A lab worker's instructions per message, counted by callgrind on a replay of LabLoad's frames
# (docs/PERFORMANCE.md, "Lab under load"; Benchmarks/worker-replay.py makes the frames,
# Benchmarks/WorkerReplay replays them on one thread: valgrind 3.19 crashes in `tactile-lab --worker`).
#
# usage: Benchmarks/worker-replay.sh [REPLAY] [MESSAGES] [-- worker-replay.py options]
#   REPLAY    a release WorkerReplay (default .build/release/WorkerReplay)
#   MESSAGES  N: runs N and 2N messages per session (default 400)
#   options   passed to worker-replay.py (default --steady)
# With TACTILE_LAB=path/to/tactile-lab set, first checks that the replay's reply frames are byte
# for byte the real worker's for the 2N input. Prints the instruction count of both runs and their
# difference per message; leaves the 2N run's callgrind output in $OUT (default /tmp/worker-replay)
# for `callgrind_annotate`.
set -euo pipefail
replay=${1:-.build/release/WorkerReplay}
messages=${2:-400}
shift $(( $# > 2 ? 2 : $# ))
[[ ${1:-} == "--" ]] && shift
options=("$@")
[[ ${#options[@]} -eq 0 ]] && options=(--steady)
out=${OUT:-/tmp/worker-replay}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
llvm-objcopy --strip-debug "$replay" "$out/WorkerReplay"
sessions=1
for ((i = 0; i < ${#options[@]}; i++)); do [[ ${options[i]} == "--sessions" ]] && sessions=${options[i+1]}; done
declare -A count
for n in "$messages" $((messages * 2)); do
    python3 "$here/worker-replay.py" --messages "$n" "${options[@]}" > "$out/frames-$n.bin"
done
if [[ -n ${TACTILE_LAB:-} ]]; then
    "$TACTILE_LAB" --worker < "$out/frames-$((messages * 2)).bin" > "$out/worker-replies.bin"
    "$out/WorkerReplay" < "$out/frames-$((messages * 2)).bin" > "$out/replay-replies.bin" 2> /dev/null
    cmp "$out/worker-replies.bin" "$out/replay-replies.bin"
    echo "replies: the replay's equal the worker's ($(wc -c < "$out/worker-replies.bin") bytes)"
fi
for n in "$messages" $((messages * 2)); do
    SWIFT_DETERMINISTIC_HASHING=1 setarch -R valgrind --tool=callgrind --callgrind-out-file="$out/callgrind-$n.out" \
        "$out/WorkerReplay" < "$out/frames-$n.bin" > "$out/replies-$n.bin" 2> "$out/valgrind-$n.log"
    count[$n]=$(grep -m1 '^summary:' "$out/callgrind-$n.out" | awk '{print $2}')
    echo "messages $n: Ir ${count[$n]}"
done
echo "Ir per message: $(( (count[$((messages * 2))] - count[$messages]) / (messages * sessions) ))"
