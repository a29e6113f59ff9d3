#!/bin/sh
# Runs every benchmark in turn (no npm involved) and writes bench/results/<UTC date>.md.
# Extra arguments go to every bench; each ignores the options it does not know, e.g.
#   bench/run-all.sh --postgres          feed and realtime against PostgreSQL 15 instead of PGlite
#   bench/run-all.sh --clients 2000      more realtime clients
set -u
cd "$(dirname "$0")/.." || exit 1

# 1000 websocket clients need 2000+ descriptors across the bench and the server.
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

TSX=node_modules/.bin/tsx
if [ ! -x "$TSX" ]; then
  echo "tsx is missing: install the workspace dependencies first" >&2
  exit 1
fi

mkdir -p bench/results
stamp=$(date -u +%Y-%m-%dT%H%MZ)
out="bench/results/$stamp.md"
cpu=$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ *//')
{
  echo "# IdeaIgnite benchmarks, $stamp"
  echo
  echo "Machine: $(nproc) cores (${cpu:-unknown CPU}), Node $(node -v), open files limit $(ulimit -n), commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown)."
  echo
} >"$out"

status=0
for bench in api/feed.ts upload/upload.ts realtime/realtime.ts; do
  echo "== bench/$bench" >&2
  if ! BENCH_RESULTS_FILE="$out" "$TSX" "bench/$bench" "$@"; then
    status=1
    printf '## bench/%s\n\nFailed; see the console output of the run.\n\n' "$bench" >>"$out"
  fi
done

echo "Results written to $out" >&2
exit "$status"
