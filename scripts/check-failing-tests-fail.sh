#!/usr/bin/env bash
# Proves that a failing test fails the run. In a scratch copy of the checkout, one
# deliberately failing test is planted in each project (web unit, server unit, API
# on the embedded PostgreSQL, the fault suite, e2e in Chromium), and each project's own test command
# must exit non-zero with that test reported as failed. A green suite after this
# means something: a test runner or a library that swallows the exit code (as the
# embedded database's exit hook once did) is caught here before it hides failures.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/portal-planted-failure-XXXXXX")
trap 'rm -rf "$scratch"' EXIT

# The copy keeps node_modules (workspace links are relative) but no build output.
tar -C "$root" --exclude=./.git --exclude=./apps/web/dist --exclude=./apps/web/test-results -cf - . \
  | tar -C "$scratch" -xf -

failing_test="it('is a planted failure', () => { expect(1).toBe(2); });"
printf "import { expect, it } from 'vitest';\n%s\n" "$failing_test" > "$scratch/apps/web/src/planted-failure.test.ts"
printf "import { expect, it } from 'vitest';\n%s\n" "$failing_test" > "$scratch/apps/server/src/planted-failure.test.ts"
printf "import { expect, it } from 'vitest';\n%s\n" "$failing_test" > "$scratch/apps/server/src/planted-failure.api.test.ts"
printf "import { expect, it } from 'vitest';\n%s\n" "$failing_test" > "$scratch/apps/server/faults/planted-failure.fault.test.ts"
printf "import { expect, it } from 'vitest';\n%s\n" "$failing_test" > "$scratch/apps/server/multinode/planted-failure.multinode.test.ts"
printf "import { expect, test as it } from '@playwright/test';\n%s\n" "$failing_test" > "$scratch/apps/web/e2e/planted-failure.spec.ts"

status=0
expect_failure() {
  local project=$1
  shift
  local log="$scratch/$project.log"
  (cd "$scratch" && "$@") >"$log" 2>&1
  local code=$?
  if [ "$code" -eq 0 ]; then
    echo "FAIL: a failing $project test left '$*' exiting 0"
    tail -n 30 "$log"
    status=1
  elif ! grep -q 'planted failure' "$log"; then
    echo "FAIL: '$*' exited $code without running the planted $project test"
    tail -n 30 "$log"
    status=1
  else
    echo "ok: a failing $project test makes '$*' exit $code"
  fi
}

expect_failure 'web unit' npm run test:unit --workspace apps/web -- src/planted-failure.test.ts
expect_failure 'server unit' npm run test:unit --workspace apps/server -- src/planted-failure.test.ts
expect_failure 'API' npm run test:api --workspace apps/server -- src/planted-failure.api.test.ts
expect_failure 'fault suite' npm run test:faults --workspace apps/server -- faults/planted-failure.fault.test.ts
expect_failure 'multi-node' npm run test:multinode --workspace apps/server -- multinode/planted-failure.multinode.test.ts
expect_failure 'e2e' npm run test:e2e --workspace apps/web -- e2e/planted-failure.spec.ts
exit "$status"
