// compose.yaml and deploy/haproxy.cfg, read without Docker (scripts/check-deploy-files.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

/** compose.yaml: its services, volumes and portal nodes, then the proxy config they sit behind. */
export function checkCompose(context) {
  const { root, read, problem } = context;
  const file = 'compose.yaml';
  let compose;
  try {
    compose = YAML.parse(read(file), { merge: true });
  } catch (error) {
    return problem(file, `does not parse: ${error.message}`);
  }
  const services = compose?.services ?? {};
  const configNames = new Set(
    [...read('apps/server/src/config.ts').matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]),
  );
  const declaredVolumes = new Set(Object.keys(compose.volumes ?? {}));
  for (const [name, service] of Object.entries(services)) {
    const dependsOn = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
    for (const dependency of dependsOn)
      if (!services[dependency]) problem(file, `${name} depends on ${dependency}, which is not a service`);
    for (const volume of service.volumes ?? []) {
      const source = String(typeof volume === 'string' ? volume.split(':')[0] : volume.source);
      if (!source.startsWith('.') && !source.startsWith('/') && !declaredVolumes.has(source))
        problem(file, `${name} mounts ${source}, which is not a declared volume`);
      if (source.startsWith('.') && !existsSync(path.join(root, source)))
        problem(file, `${name} mounts ${source}, which does not exist`);
    }
    if (service.build !== undefined) {
      for (const key of Object.keys(service.environment ?? {})) {
        if (!configNames.has(key))
          problem(file, `${name} sets ${key}, which the server does not read (apps/server/src/config.ts)`);
      }
    }
  }
  const db = Object.entries(services).find(([, service]) => /^postgres:15\b/.test(service.image ?? ''));
  if (!db) problem(file, 'no PostgreSQL 15 service');
  const nodes = Object.entries(services).filter(
    ([, service]) => service.build !== undefined && service.command === undefined,
  );
  if (nodes.length < 2) problem(file, `expected at least two portal nodes, found ${nodes.length}`);
  const [firstName, first] = nodes[0] ?? [];
  for (const [name, service] of nodes) {
    if (JSON.stringify(service.environment) !== JSON.stringify(first.environment))
      problem(file, `${name}'s environment differs from ${firstName}'s: settings must match across nodes`);
    if (JSON.stringify(service.volumes) !== JSON.stringify(first.volumes))
      problem(file, `${name}'s volumes differ from ${firstName}'s: documents must be shared`);
    const databaseHost = /@([^:/]+)/.exec(service.environment?.DATABASE_URL ?? '')?.[1];
    if (!db || databaseHost !== db[0]) problem(file, `${name}'s DATABASE_URL should point at the PostgreSQL service`);
    if (service.environment?.TRUST_PROXY !== 'true')
      problem(file, `${name} is behind the proxy: set TRUST_PROXY to 'true'`);
  }
  const proxy = Object.entries(services).find(([, service]) => /^haproxy:/.test(service.image ?? ''));
  if (!proxy) return problem(file, 'no HAProxy service');
  const mount = (proxy[1].volumes ?? [])
    .map(String)
    .find(
      (volume) =>
        volume.endsWith(':/usr/local/etc/haproxy/haproxy.cfg:ro') ||
        volume.endsWith(':/usr/local/etc/haproxy/haproxy.cfg'),
    );
  if (!mount) return problem(file, `${proxy[0]} does not mount its haproxy.cfg`);
  checkHaproxy(
    context,
    mount.split(':')[0].replace(/^\.\//, ''),
    nodes.map(([name, service]) => ({ name, port: String(service.environment?.PORT ?? 3000) })),
  );
}

function checkHaproxy({ root, read, problem, note }, file, nodes) {
  const config = read(file);
  const lines = config.split('\n').map((line) => line.replace(/#.*/, '').trim());
  if (!lines.includes('balance roundrobin')) problem(file, 'the backend should balance roundrobin');
  if (
    !lines.some(
      (line) => /^option httpchk( GET)? \/api\/ready$/.test(line) || /^http-check send .*uri \/api\/ready\b/.test(line),
    )
  )
    problem(file, 'the health check should ask GET /api/ready');
  const servers = lines
    .map((line) => /^server \S+ ([^:\s]+):(\d+)/.exec(line))
    .filter(Boolean)
    .map(([, host, port]) => `${host}:${port}`)
    .sort();
  const expected = nodes.map((node) => `${node.name}:${node.port}`).sort();
  if (JSON.stringify(servers) !== JSON.stringify(expected))
    problem(
      file,
      `its servers (${servers.join(', ')}) should be the portal nodes of compose.yaml (${expected.join(', ')})`,
    );
  if (spawnSync('haproxy', ['-v']).error) {
    return note(`haproxy -c skipped: haproxy is not installed (node scripts/ensure-tools.mjs haproxy)`);
  }
  const check = spawnSync('haproxy', ['-c', '-f', path.join(root, file)], { encoding: 'utf8' });
  // The node names resolve only on the compose network; any other warning counts.
  const warnings = `${check.stdout}${check.stderr}`
    .split('\n')
    .filter((line) => /\[(WARNING|ALERT)\]/.test(line) && !/could not resolve address/.test(line));
  if (check.status !== 0 || warnings.length > 0)
    problem(file, `haproxy -c refused it:\n${check.stdout}${check.stderr}`);
  else note(`haproxy -c: ${file} is valid`);
}
