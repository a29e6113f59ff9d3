#!/bin/sh
# Runs every benchmark in turn (no npm involved) and writes bench/results/<UTC date>.md.
# It starts one throwaway PostgreSQL 15 (loopback, fsync off) for the PostgreSQL runs and stops
# and removes it on every way out; each bench has its own deadline and runs under `timeout`.
#
#   bench/run-all.sh                          all of it, 10,000-video seed for the scale bench
#   BENCH_SIZES=10000,1000000 bench/run-all.sh  also at a million videos (the seed takes minutes)
#   BENCH_PGPORT=5443 bench/run-all.sh        PostgreSQL on that port (default: a free one)
#   BENCH_ONLY="scale realtime" bench/run-all.sh  only those benches (feed scale discovery jobs search upload video realtime stall)
#
# Extra arguments go to every bench; each ignores the options it does not know, e.g.
#   bench/run-all.sh --duration 5 --rounds 3   shorter load slices
#   bench/run-all.sh --clients 2000            more realtime clients
set -u
cd "$(dirname "$0")/.." || exit 1

# 1000 websocket clients need 2000+ descriptors across the bench and the server.
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

TSX=node_modules/.bin/tsx
if [ ! -x "$TSX" ]; then
  echo "tsx is missing: install the workspace dependencies first" >&2
  exit 1
fi
ONLY=${BENCH_ONLY:-feed scale discovery jobs search upload video realtime stall}
wants() { case " $ONLY " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

# --- a throwaway PostgreSQL 15 (the commands scripts/lib/pg-cluster.mjs runs for the tests) ---
PGBIN=/usr/lib/postgresql/15/bin
RUN=$(mktemp -d "${TMPDIR:-/tmp}/ideaignite-bench-all.XXXXXX")
PGPORT=${BENCH_PGPORT:-$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
as_postgres() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi
}
stop_postgres() {
  if [ -f "$RUN/pg/data/postmaster.pid" ]; then
    as_postgres "$PGBIN/pg_ctl -D $RUN/pg/data -m fast -w stop" >/dev/null 2>&1
  fi
  rm -rf "$RUN"
}
trap stop_postgres EXIT
trap 'exit 130' INT TERM
mkdir -p "$RUN/pg/sock"
if [ "$(id -u)" = 0 ]; then
  chmod 711 "$RUN"
  chown -R postgres:postgres "$RUN/pg"
fi
as_postgres "$PGBIN/initdb -D $RUN/pg/data -U postgres --auth=trust -E UTF8 --no-locale --no-sync" >/dev/null || exit 1
as_postgres "$PGBIN/pg_ctl -D $RUN/pg/data -l $RUN/pg/pg.log -w -t 60 -o '-p $PGPORT -k $RUN/pg/sock -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200' start" >/dev/null || {
  cat "$RUN/pg/pg.log" >&2
  exit 1
}
export BENCH_PG_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres"
echo "PostgreSQL 15 on 127.0.0.1:$PGPORT (stopped at the end)" >&2

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
run() { # run <name> <minutes> <file> [args...]
  name=$1 minutes=$2 file=$3
  shift 3
  wants "$name" || return 0
  if [ ! -f "bench/$file" ]; then
    echo "== bench/$file is not there, skipped" >&2
    return 0
  fi
  echo "== bench/$file $*" >&2
  if ! BENCH_RESULTS_FILE="$out" timeout -k 10 "$((minutes * 60))" "$TSX" "bench/$file" "$@"; then
    status=1
    printf '## bench/%s %s\n\nFailed or timed out; see the console output of the run.\n\n' "$file" "$*" >>"$out"
  fi
}

run feed 12 api/feed.ts "$@"
run scale 90 api/scale.ts --sizes "${BENCH_SIZES:-10000}" "$@"
run discovery 30 api/discovery.ts "$@"
run jobs 40 api/jobs.ts "$@"
run search 60 api/search.ts "$@"
run upload 18 upload/upload.ts "$@"
run video 48 video/slow-network.ts "$@"
run realtime 12 realtime/realtime.ts "$@"
run realtime 12 realtime/realtime.ts --postgres "$@"
run stall 12 embedded/stall.ts "$@"

echo "Results written to $out" >&2
exit "$status"
