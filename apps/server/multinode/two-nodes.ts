import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { SmtpSink } from '../test/smtp-sink';
import { startLoadBalancer, stopLoadBalancer, type LoadBalancer } from './load-balancer';
import { eventually, send } from './portal-client';
import { freePort, startNode, stopNode, waitUntilReady, type PortalNode } from './portal-nodes';
import { createSharedDatabase, type SharedDatabase } from './shared-database';

export interface TwoNodes {
  dir: string;
  database: SharedDatabase;
  sink: SmtpSink;
  a: PortalNode;
  b: PortalNode;
  proxy: LoadBalancer;
  /** When both nodes answered ready. */
  readyAt: number;
}

/**
 * Two API nodes on one fresh PostgreSQL database behind HAProxy (round robin, health
 * checks on /api/ready), with the demo company, e-mail to a sink and the proxy
 * trusted: a person's consecutive calls land on different nodes. Calls go to a node
 * directly where the test must know which node answers.
 */
export async function startTwoNodes(): Promise<TwoNodes> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-multinode-'));
  // As root, an embedded PostgreSQL runs as the postgres user, who must be able to enter it.
  chmodSync(dir, 0o755);
  const database = await createSharedDatabase(dir);
  const sink = new SmtpSink();
  await sink.start();
  const [portA, portB, portProxy] = [await freePort(), await freePort(), await freePort()];
  const env = {
    DATABASE_URL: database.url,
    // One directory for both: production mounts one shared volume on every node.
    DOCUMENTS_DIR: path.join(dir, 'documents'),
    SEED_DEMO: 'true',
    TRUST_PROXY: 'true',
    SMTP_URL: sink.url,
    PUBLIC_URL: 'https://hr.example.com',
  };
  // The same moment, on an empty database: both migrate and seed, or wait for the other.
  const a = startNode({ name: 'a', port: portA, dir, env });
  const b = startNode({ name: 'b', port: portB, dir, env });
  await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
  const readyAt = Date.now();
  const proxy = startLoadBalancer(dir, portProxy, [a, b]);
  // Both nodes in rotation: two calls in a row through the proxy reach both.
  await eventually(async () => {
    const served = new Set([(await send(proxy.baseUrl, 'GET', '/api/ready')).servedBy, (await send(proxy.baseUrl, 'GET', '/api/ready')).servedBy]);
    expect([...served].sort()).toEqual(['a', 'b']);
  }, 20_000, 200);
  return { dir, database, sink, a, b, proxy, readyAt };
}

export async function stopTwoNodes(nodes: TwoNodes | undefined): Promise<void> {
  if (!nodes) return;
  await stopLoadBalancer(nodes.proxy);
  await Promise.all([nodes.a, nodes.b].map((node) => stopNode(node)));
  await nodes.sink.stop();
  await nodes.database.drop();
  rmSync(nodes.dir, { recursive: true, force: true });
}
