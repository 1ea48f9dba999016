import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The parts of a route definition only the server reads: it validates with them. */
const SERVER_ONLY_KEYS = new Set(['querystring', 'body', 'response']);
const PURE = '/* @__PURE__ */ ';
const CONTRACTS = /packages\/contracts\/src\/[^/]+\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Every node outside function bodies: the code that runs when the module loads. */
function* walkModuleLevel(node: Node): Generator<Node> {
  yield node;
  if (FUNCTIONS.has(node.type)) return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) if (isNode(child)) yield* walkModuleLevel(child);
    if (isNode(value)) yield* walkModuleLevel(value);
  }
}

function keyName(property: Node): string | null {
  const key = property.key as Node | undefined;
  if (!key) return null;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return null;
}

/** The schema properties of a `defineRoute({...})` call, or none for any other node. */
function serverOnlyProperties(node: Node): Node[] {
  const callee = node.callee as Node | undefined;
  const [route] = (node.arguments as Node[] | undefined) ?? [];
  if (
    node.type !== 'CallExpression' ||
    callee?.type !== 'Identifier' ||
    callee.name !== 'defineRoute' ||
    route?.type !== 'ObjectExpression'
  )
    return [];
  return (route.properties as Node[]).filter((property) => SERVER_ONLY_KEYS.has(keyName(property) ?? ''));
}

/**
 * The client calls the API through the contracts' route tables, but reads only a
 * route's method, path and whether it needs a session; the zod schemas beside them are
 * for the server. Left in, every page that calls the API would ship the validation
 * library and the schemas of its whole feature, the time clock's first screen among
 * them. This drops the schema properties of each `defineRoute({...})` in the client
 * build. Schemas the client does use (form validation imports them by name) stay.
 *
 * A contract module only declares values: the calls it makes as it loads (`z.object`,
 * `calendarDate('fromDate')`, `defineRoute`) have no effect beyond the value. They are
 * marked pure, so the bundler leaves out the ones nothing reads any more. Calls inside
 * functions (a refinement's `ctx.addIssue`) are left as they are.
 */
export function clientRouteTables(): Plugin {
  return {
    name: 'client-route-tables',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACTS.test(id)) return null;
      const nodes = [...walkModuleLevel(this.parse(code) as unknown as Node)];
      const serverOnly = nodes.flatMap(serverOnlyProperties);
      const edited = new MagicString(code);
      for (const property of serverOnly)
        edited.overwrite(property.start, property.end, `${keyName(property)}: undefined`);
      const removed = (node: Node) =>
        serverOnly.some((property) => node.start >= property.start && node.end <= property.end);
      // In a chain such as `z.string().trim()` the calls start at the same place, and a
      // mark there names only the outermost; each inner call is put in parentheses to
      // carry its own mark. The walk meets the outer call first.
      const marked = new Set<number>();
      for (const node of nodes) {
        if ((node.type !== 'CallExpression' && node.type !== 'NewExpression') || removed(node)) continue;
        if (!marked.has(node.start)) {
          marked.add(node.start);
          edited.appendLeft(node.start, PURE);
        } else {
          edited.appendLeft(node.start, `(${PURE}`);
          edited.appendLeft(node.end, ')');
        }
      }
      return edited.hasChanged() ? { code: edited.toString(), map: edited.generateMap({ hires: true }) } : null;
    },
  };
}
