#!/usr/bin/env bash
# Runs a test command at fixed wall-clock times, so a test that depends on today's
# date, the weekday, the time in Manila or the year fails here rather than on the
# one day of the year it happens to meet. libfaketime (Debian's faketime) moves the
# clock of the test process and of everything it starts, the embedded PostgreSQL
# included, and lets it run on from there; the monotonic clock stays real, so
# timeouts keep their length. Chromium is left on the real clock (it hangs on a
# moved one: see apps/web/playwright.config.ts); the e2e journeys move the page's
# clock to the same time.
#   scripts/test-at-clocks.sh npm run test:api
set -euo pipefail
[ "$#" -gt 0 ] || { echo "usage: $0 COMMAND [ARGS...]" >&2; exit 2; }
command -v faketime >/dev/null || node "$(dirname "$0")/ensure-tools.mjs" faketime

# Times in Manila (UTC+8). Each is the edge of more than one thing at once, so three
# runs cover what five did: a week's first day and a year's, a leap day and the day
# after a week's first, and the last minutes of a year on a rest day.
clocks=(
  '2029-01-01 00:30:00 +08:00' # a Monday, New Year's Day, just after midnight
  '2028-02-29 00:05:00 +08:00' # a Tuesday, a leap day, just after midnight
  '2028-12-31 23:30:00 +08:00' # a Sunday, late on New Year's Eve
)
failed=()
for clock in "${clocks[@]}"; do
  echo "=== $* at $clock"
  # An offset from the real clock, not a start time: libfaketime counts a start time
  # from each process's own start, so the tests, the server and every PostgreSQL
  # backend would disagree by however much later each started (a lock set by one and
  # read by another would then end early). One offset keeps them on one clock.
  offset=$(( $(date -d "$clock" +%s) - $(date +%s) ))
  DONT_FAKE_MONOTONIC=1 faketime -m -f "$( [ "$offset" -ge 0 ] && echo "+$offset" || echo "$offset" )" "$@" || failed+=("$clock")
done
if [ "${#failed[@]}" -gt 0 ]; then
  printf 'failed at %s\n' "${failed[@]}"
  exit 1
fi
echo "passed at all ${#clocks[@]} clock times"
