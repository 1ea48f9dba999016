// The Dockerfile and .dockerignore, read without Docker (scripts/check-deploy-files.mjs).
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Instructions with their line, continuations joined and comments left out. */
function dockerInstructions(text) {
  const instructions = [];
  let pending = '';
  let startLine = 0;
  text.split('\n').forEach((raw, index) => {
    if (/^\s*#/.test(raw)) return;
    if (!pending) startLine = index + 1;
    const line = raw.trimEnd();
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      return;
    }
    const whole = (pending + line).trim();
    pending = '';
    const match = /^(\S+)\s*(.*)$/.exec(whole);
    if (match) instructions.push({ keyword: match[1].toUpperCase(), args: match[2], line: startLine });
  });
  return instructions;
}

/** .dockerignore patterns as a test on a path: the last pattern matching it or a folder above it decides. */
function dockerIgnored(patterns) {
  const rules = patterns.map((line) => {
    const negated = line.startsWith('!');
    const pattern = line.replace(/^!/, '').replace(/^\/+|\/+$/g, '');
    const escaped = pattern.replace(/[.+^${}()|[\]]/g, '\\$&');
    const body = escaped
      .split('**/')
      .map((part) => part.replaceAll('*', '[^/]*'))
      .join('(?:.*/)?');
    return { negated, test: new RegExp(`^${body}$`) };
  });
  return (file) => {
    const parts = file.split('/');
    const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
    let ignored = false;
    for (const rule of rules) if (prefixes.some((prefix) => rule.test.test(prefix))) ignored = !rule.negated;
    return ignored;
  };
}

/** The Dockerfile's stages, runtime user, health check and command, and what it copies. */
export function checkDockerfile({ root, read, problem }) {
  const file = 'Dockerfile';
  // The image runs the Node major that package.json's engines names (">=24.11.0").
  const nodeMajor = /(\d+)/.exec(JSON.parse(read('package.json')).engines?.node ?? '')?.[1] ?? '?';
  const instructions = dockerInstructions(read(file));
  const args = Object.fromEntries(
    instructions
      .slice(
        0,
        instructions.findIndex((i) => i.keyword === 'FROM'),
      )
      .filter((i) => i.keyword === 'ARG')
      .map((i) => i.args.split('=')),
  );
  const ignored = dockerIgnored(
    read('.dockerignore')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#')),
  );
  const stages = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [image, , name] = instruction.args.replace(/--platform=\S+\s+/, '').split(/\s+/);
      const resolved = image.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a, b) => args[a ?? b] ?? '');
      const earlier = stages.some((stage) => stage.name === resolved);
      if (!earlier && !new RegExp(`^node:${nodeMajor}[.\\d]*-\\w+-slim$`).test(resolved))
        problem(file, `line ${instruction.line}: base ${resolved} is not a slim Node ${nodeMajor} image, the Node of package.json's engines`);
      stages.push({ name: name ?? `#${stages.length}`, instructions: [] });
    } else if (stages.length > 0) {
      stages.at(-1).instructions.push(instruction);
    }
  }
  if (stages.length < 2) problem(file, 'expected a multi-stage build (a build stage and a runtime stage)');
  if (!instructions.some((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args)))
    problem(file, 'no `npm ci`: the image is built from the lockfile');

  for (const [index, stage] of stages.entries()) {
    for (const { keyword, args: copyArgs, line } of stage.instructions.filter(
      (i) => i.keyword === 'COPY' || i.keyword === 'ADD',
    )) {
      const words = copyArgs.split(/\s+/);
      const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
      const paths = words.filter((word) => !word.startsWith('--'));
      if (from !== undefined) {
        if (!stages.slice(0, index).some((earlier) => earlier.name === from))
          problem(file, `line ${line}: ${keyword} --from=${from} names no earlier stage`);
        continue;
      }
      for (const source of paths.slice(0, -1)) {
        const relative = source === '.' ? '.' : source.replace(/^\.\//, '');
        if (!existsSync(path.join(root, relative))) problem(file, `line ${line}: ${source} does not exist`);
        else if (relative !== '.' && ignored(relative))
          problem(file, `line ${line}: ${source} is left out of the build context by .dockerignore`);
      }
    }
  }

  const runtime = stages.at(-1)?.instructions ?? [];
  const last = (keyword) => runtime.filter((i) => i.keyword === keyword).at(-1);
  const user = last('USER');
  if (!user) problem(file, 'the runtime stage sets no USER: it would run as root');
  else if (/^(root|0)(:|$)/.test(user.args)) problem(file, `line ${user.line}: the runtime stage runs as root`);
  const healthcheck = last('HEALTHCHECK');
  if (!healthcheck || /^NONE\b/i.test(healthcheck.args)) problem(file, 'the runtime stage has no HEALTHCHECK');
  else if (!healthcheck.args.includes('/api/ready'))
    problem(file, `line ${healthcheck.line}: HEALTHCHECK should ask /api/ready`);
  const cmd = last('CMD');
  if (!cmd) problem(file, 'the runtime stage has no CMD');
  else {
    try {
      const command = JSON.parse(cmd.args);
      if (!Array.isArray(command) || command[0] !== 'node')
        problem(file, `line ${cmd.line}: CMD should run node in exec form`);
    } catch {
      problem(file, `line ${cmd.line}: CMD should be in exec form (a JSON array), so signals reach node`);
    }
  }
  // The start script's own imports must be in the image beside it.
  const copiedScripts = runtime
    .filter((i) => i.keyword === 'COPY' && !i.args.includes('--from='))
    .flatMap((i) => i.args.split(/\s+/).slice(0, -1))
    .filter((source) => source.startsWith('scripts/'));
  for (const script of copiedScripts) {
    for (const [, imported] of read(script).matchAll(/from '\.\/([^']+)'/g)) {
      if (!copiedScripts.includes(`scripts/${imported}`))
        problem(file, `${script} imports ./${imported}, which the runtime stage does not copy`);
    }
  }
}
