import type * as BabelTypes from '@babel/types';
import { compileMessage } from '@lingui/message-utils/compileMessage';

interface BabelApi {
  types: typeof BabelTypes;
}

interface NodePath<T> {
  node: T;
  scope: { getBinding(name: string): { kind: string; path: { parent: BabelTypes.Node } } | undefined };
  traverse(visitor: Record<string, (path: NodePath<never>) => void>): void;
}

/** The comment Lingui's macros put before each descriptor they write (its EXTRACT_MARK). */
const DESCRIPTOR_MARK = '* i18n';

/**
 * English messages compiled when the client is built, not on the phone.
 *
 * Lingui's macros leave each message's English beside its id (`{ id, message }`, or
 * `<Trans id message>`), since English has no catalog (vite.config.ts). Lingui reads a
 * compiled message (an array, as its compiled catalogs hold) as it is, and only a
 * string goes through a message compiler: so with every English message compiled here,
 * the first screen no longer carries Lingui's ICU parser (about 6 KB gzip of the login
 * route). What still arrives as a string at run time (the server's Filipino messages)
 * is compiled where it is loaded (lib/server-messages-fil.ts).
 *
 * Runs on Program exit, after the macro plugin (which expands on Program enter) has
 * written the descriptors: an object literal with the macros' mark, or the attributes
 * of Lingui's own `Trans`, each with a literal `id` and `message`. No other object is
 * touched, whatever its keys.
 */
export function precompiledMessages({ types: t }: BabelApi) {
  const literalText = (node: BabelTypes.Node | null | undefined): string | null => {
    if (!node) return null;
    if (t.isStringLiteral(node)) return node.value;
    if (t.isTemplateLiteral(node) && node.expressions.length === 0) return node.quasis[0]!.value.cooked ?? null;
    return null;
  };
  // A plain string is kept as a one-piece array: Lingui would send a string to the compiler.
  const compiled = (message: string) => {
    const done = compileMessage(message);
    return t.valueToNode(typeof done === 'string' ? [done] : done);
  };
  const keyName = (property: BabelTypes.ObjectProperty) =>
    t.isIdentifier(property.key) ? property.key.name : t.isStringLiteral(property.key) ? property.key.value : null;

  return {
    name: 'precompiled-messages',
    visitor: {
      Program: {
        exit(program: NodePath<BabelTypes.Program>) {
          program.traverse({
            ObjectExpression(path: NodePath<BabelTypes.ObjectExpression>) {
              if (!path.node.leadingComments?.some((comment) => comment.value.trim() === DESCRIPTOR_MARK)) return;
              const properties = path.node.properties.filter((property): property is BabelTypes.ObjectProperty => t.isObjectProperty(property));
              const id = properties.find((property) => keyName(property) === 'id');
              const message = properties.find((property) => keyName(property) === 'message');
              if (!id || !message || literalText(id.value as BabelTypes.Node) === null) return;
              const text = literalText(message.value as BabelTypes.Node);
              if (text !== null) message.value = compiled(text);
            },
            JSXOpeningElement(path: NodePath<BabelTypes.JSXOpeningElement>) {
              if (!t.isJSXIdentifier(path.node.name)) return;
              const binding = path.scope.getBinding(path.node.name.name);
              const from = binding?.kind === 'module' ? binding.path.parent : null;
              if (!t.isImportDeclaration(from) || from.source.value !== '@lingui/react') return;
              const attributes = path.node.attributes.filter((attribute): attribute is BabelTypes.JSXAttribute => t.isJSXAttribute(attribute));
              const named = (name: string) => attributes.find((attribute) => t.isJSXIdentifier(attribute.name, { name }));
              const id = named('id');
              const message = named('message');
              if (!id || !message || !t.isStringLiteral(id.value)) return;
              const value = t.isJSXExpressionContainer(message.value) ? message.value.expression : message.value;
              const text = literalText(value as BabelTypes.Node);
              if (text !== null) message.value = t.jsxExpressionContainer(compiled(text));
            },
          });
        },
      },
    },
  };
}
