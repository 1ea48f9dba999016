import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '../src/db/embedded';
import { serverNodeFlags } from '../../../scripts/server-node-flags.mjs';
import { startLoadBalancer, stopLoadBalancer, type LoadBalancer } from '../multinode/load-balancer';
import { startProcess, stopProcess } from './processes';
import { measureRatesInterleaved } from './throughput';

/** Until the proxy's health checks have put every node in (two answers each, 500 ms apart). */
async function waitUntilServing(balancer: LoadBalancer, nodes: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  const seen = new Set<string>();
  while (Date.now() < deadline && seen.size < nodes) {
    const response = await fetch(`${balancer.baseUrl}/api/ready`).catch(() => null);
    const node = response?.ok ? response.headers.get('x-served-by') : null;
    if (node) seen.add(node);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (seen.size < nodes)
    throw new Error(`HAProxy at ${balancer.baseUrl} served ${seen.size} of ${nodes} nodes within 30 s`);
}

/**
 * Authenticated reads (the default GET /v2/time) through HAProxy to one node, and to
 * two nodes on the same database, in interleaved rounds. Both go through the proxy,
 * so the ratio is what the second node adds, not what the proxy costs. On this
 * 2-core machine the nodes, the proxy, PostgreSQL and the load generator share the
 * same cores, so the gain is small; the figure is for bigger machines to compare.
 */
export async function measureTwoNodes(
  databaseUrl: string,
  firstNodePort: number,
  cookie: string,
  seconds: number,
): Promise<[string, string][]> {
  const secondPort = await findFreePort();
  const second = await startProcess(
    'src/server.ts',
    { DATABASE_URL: databaseUrl, PORT: String(secondPort), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    `http://127.0.0.1:${secondPort}/api/ready`,
    serverNodeFlags(),
  );
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-proxy-'));
  mkdirSync(path.join(dir, 'one'));
  mkdirSync(path.join(dir, 'two'));
  const oneNode = startLoadBalancer(path.join(dir, 'one'), await findFreePort(), [{ name: 'a', port: firstNodePort }]);
  const twoNodes = startLoadBalancer(path.join(dir, 'two'), await findFreePort(), [
    { name: 'a', port: firstNodePort },
    { name: 'b', port: secondPort },
  ]);
  try {
    await waitUntilServing(oneNode, 1);
    await waitUntilServing(twoNodes, 2);
    const rates = await measureRatesInterleaved(
      {
        one: { url: `${oneNode.baseUrl}/api/v2/time`, cookie },
        two: { url: `${twoNodes.baseUrl}/api/v2/time`, cookie },
      },
      seconds,
    );
    return [
      [
        'GET /api/v2/time through HAProxy, req/s: one node / two nodes',
        `${rates.one.rps.toFixed(0)} / ${rates.two.rps.toFixed(0)}`,
      ],
      ['  p99 latency, ms: one node / two nodes', `${rates.one.p99} / ${rates.two.p99}`],
      [
        '  ratio two nodes / one node (same 2 cores for all: the gain is small)',
        (rates.two.rps / rates.one.rps).toFixed(3),
      ],
    ];
  } finally {
    await stopLoadBalancer(oneNode);
    await stopLoadBalancer(twoNodes);
    await stopProcess(second);
    rmSync(dir, { recursive: true, force: true });
  }
}
