#!/usr/bin/env bash
# Runs a test command at fixed wall-clock times, so a test that depends on today's
# date, the weekday, the time in Manila or the year fails here rather than on the
# one day of the year it happens to meet. libfaketime (Debian's faketime) moves the
# clock of the test process and of everything it starts, the embedded PostgreSQL
# included, and lets it run on from there; the monotonic clock stays real, so
# timeouts keep their length. Chromium is left on the real clock (it hangs on a
# moved one: see apps/web/playwright.config.ts); the e2e journeys move the page's
# clock to the same time.
#   scripts/test-at-clocks.sh npm run test:api          at every clock below
#   CLOCKS_AT='0 1' scripts/test-at-clocks.sh npm ...    at the first two only
#   scripts/test-at-clocks.sh --offset 2                 prints the third clock's offset
#   FAKETIME_OFFSET=+N scripts/test-at-clocks.sh npm ... once, at that offset: for a
#     database server started apart at the same offset (.ci/postgres15.sh start PORT +N)
set -euo pipefail
[ "$#" -gt 0 ] || { echo "usage: $0 COMMAND [ARGS...] | --offset INDEX" >&2; exit 2; }

# Times in Manila (UTC+8). Each is the edge of more than one thing at once, so three
# runs cover what five did: a week's first day and a year's, a leap day and the day
# after a week's first, and the last minutes of a year on a rest day.
clocks=(
  '2029-01-01 00:30:00 +08:00' # a Monday, New Year's Day, just after midnight
  '2028-02-29 00:05:00 +08:00' # a Tuesday, a leap day, just after midnight
  '2028-12-31 23:30:00 +08:00' # a Sunday, late on New Year's Eve
)

# An offset from the real clock, not a start time: libfaketime counts a start time
# from each process's own start, so the tests, the server and every PostgreSQL
# backend would disagree by however much later each started (a lock set by one and
# read by another would then end early). One offset keeps them on one clock.
offset_of() {
  local offset=$(( $(date -d "$1" +%s) - $(date +%s) ))
  [ "$offset" -ge 0 ] && echo "+$offset" || echo "$offset"
}
if [ "$1" = --offset ]; then
  offset_of "${clocks[${2:?usage: $0 --offset INDEX}]}"
  exit 0
fi

command -v faketime >/dev/null || node "$(dirname "$0")/ensure-tools.mjs" faketime
if [ -n "${FAKETIME_OFFSET:-}" ]; then
  echo "=== $* at the clock offset $FAKETIME_OFFSET s"
  DONT_FAKE_MONOTONIC=1 exec faketime -m -f "$FAKETIME_OFFSET" "$@"
fi

failed=()
ran=0
for index in ${CLOCKS_AT:-${!clocks[@]}}; do
  clock=${clocks[$index]}
  echo "=== $* at $clock"
  ran=$((ran + 1))
  DONT_FAKE_MONOTONIC=1 faketime -m -f "$(offset_of "$clock")" "$@" || failed+=("$clock")
done
if [ "${#failed[@]}" -gt 0 ]; then
  printf 'failed at %s\n' "${failed[@]}"
  exit 1
fi
echo "passed at $ran clock times"
