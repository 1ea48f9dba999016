import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PortalNode } from './portal-nodes';

/** Debian's HAProxy; `node scripts/ensure-tools.mjs haproxy` installs it. */
const HAPROXY = '/usr/sbin/haproxy';

/** The response header naming the node that answered, set by the proxy. */
export const SERVED_BY = 'x-served-by';

export interface LoadBalancer {
  baseUrl: string;
  logFile: string;
  child: ChildProcess;
  exited: Promise<unknown>;
}

/**
 * Round robin over the nodes, each checked on /api/ready twice a second (two misses
 * take it out, two answers put it back): a node that is down, starting or draining
 * gets no traffic. A request whose connection to a node fails is sent to another
 * (redispatch); a request already sent is never replayed by the proxy.
 */
export function haproxyConfig(port: number, nodes: Pick<PortalNode, 'name' | 'port'>[]): string {
  return [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  retries 3',
    '  option redispatch',
    'frontend portal',
    `  bind 127.0.0.1:${port}`,
    // As deploy/haproxy.cfg: the nodes trust X-Forwarded-For, so a client's own is replaced.
    '  http-request del-header X-Forwarded-For',
    '  option forwardfor',
    '  default_backend nodes',
    'backend nodes',
    '  balance roundrobin',
    '  option httpchk GET /api/ready',
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 2',
    `  http-response set-header ${SERVED_BY} %s`,
    ...nodes.map((node) => `  server ${node.name} 127.0.0.1:${node.port} check`),
    '',
  ].join('\n');
}

export function startLoadBalancer(dir: string, port: number, nodes: Pick<PortalNode, 'name' | 'port'>[]): LoadBalancer {
  if (!existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing: run \`node scripts/ensure-tools.mjs haproxy\` (as root) first.`);
  const configFile = path.join(dir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(port, nodes));
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused its configuration:\n${check.stdout}${check.stderr}`);
  const logFile = path.join(dir, 'haproxy.log');
  const log = openSync(logFile, 'a');
  // -db: in the foreground, so it is this process's child and ends with a signal to it.
  const child = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', log, log] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { baseUrl: `http://127.0.0.1:${port}`, logFile, child, exited };
}

export async function stopLoadBalancer(balancer: LoadBalancer): Promise<void> {
  if (balancer.child.exitCode !== null || balancer.child.signalCode !== null) return;
  balancer.child.kill('SIGTERM');
  await balancer.exited;
}

export function loadBalancerOutput(balancer: LoadBalancer): string {
  return existsSync(balancer.logFile) ? readFileSync(balancer.logFile, 'utf8') : '';
}
