import fc from 'fast-check';
import { badValueFor } from './bad-values';

/** The parts of an OpenAPI 3 document the fuzz reads. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface Operation {
  method: string;
  /** The OpenAPI path, e.g. /api/v1/coe/{id}. */
  path: string;
  query: Parameter[];
  pathParams: Parameter[];
  body: JsonSchema | null;
}

export function listOperations(document: { paths?: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'delete'].includes(method)) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        query: parameters.filter((parameter) => parameter.in === 'query'),
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}

/** A value the field would plausibly accept, so one bad sibling is what the server must judge. */
function plausible(schema: JsonSchema | undefined, name: string): unknown {
  if (!schema) return 'text';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternative = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternative?.length) return plausible(alternative.find((option) => option.type !== 'null') ?? alternative[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return schema.minimum !== undefined && schema.minimum > 1 ? schema.minimum : 1;
  if (type === 'boolean') return false;
  if (type === 'array') return [plausible(schema.items, name)];
  if (type === 'object') return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value, key)]));
  if (schema.format === 'date' || /date|^from$|^to$/i.test(name)) return '2026-12-01';
  if (/time/i.test(name)) return '08:00';
  if (/emp_?id|team_lead|approver\d|signatory|^empid$/i.test(name)) return '4';
  if (/year/i.test(name)) return '2026';
  return 'text';
}

/** Each field plausible or bad (at least one bad), sometimes left out. */
function fieldsArbitrary(fields: [string, JsonSchema | undefined][]): fc.Arbitrary<Record<string, unknown>> {
  if (fields.length === 0) return fc.constant({});
  const entries = fields.map(([name, schema]) =>
    fc.oneof({ weight: 2, arbitrary: fc.constant(plausible(schema, name)) }, { weight: 2, arbitrary: badValueFor(name) }, { weight: 1, arbitrary: fc.constant(undefined) }),
  );
  return fc
    .tuple(fc.tuple(...entries), fc.nat({ max: fields.length - 1 }))
    .chain(([values, forced]) => badValueFor(fields[forced]![0]).map((bad) => ({ values, forced, bad })))
    .map(({ values, forced, bad }) => {
      const record: Record<string, unknown> = {};
      fields.forEach(([name], index) => {
        const value = index === forced ? bad : values[index];
        if (value !== undefined) record[name] = value;
      });
      return record;
    });
}

const oddBodies = fc.oneof(
  fc.constantFrom(null, [], 'text', 0, true, { '\u0000': 1 }, { __proto__: { polluted: 1 } }, { constructor: { prototype: { polluted: 1 } } }),
  fc.anything({ maxDepth: 3, withNullPrototype: true }),
);

// A URL cannot carry a lone surrogate (browsers send U+FFFD); bodies still can.
const wellFormed = (text: string) => text.replace(/[\ud800-\udfff]/g, '\ufffd');

/** A generated value as URL text; objects (null-prototype ones too) as JSON. */
const asText = (value: unknown): string => (typeof value === 'object' && value !== null ? (JSON.stringify(value) ?? '') : String(value));

export interface GeneratedRequest {
  url: string;
  body?: unknown;
}

/** One operation's generated requests: bad query, path and body values. */
export function requestArbitrary(operation: Operation): fc.Arbitrary<GeneratedRequest> {
  const query = fieldsArbitrary(operation.query.map((parameter) => [parameter.name, parameter.schema]));
  const params = fieldsArbitrary(operation.pathParams.map((parameter) => [parameter.name, parameter.schema]));
  const bodyFields = Object.entries(operation.body?.properties ?? {});
  const body = operation.body ? fc.oneof({ weight: 5, arbitrary: fieldsArbitrary(bodyFields) }, { weight: 1, arbitrary: oddBodies }) : fc.constant(undefined);
  return fc.record({ query, params, body }).map(({ query: queryValues, params: paramValues, body: bodyValue }) => {
    let path = operation.path;
    for (const parameter of operation.pathParams) path = path.replace(`{${parameter.name}}`, encodeURIComponent(wellFormed(asText(paramValues[parameter.name] ?? '1'))));
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(queryValues)) {
      if (Array.isArray(value)) for (const item of value) search.append(name, asText(item));
      else search.append(name, asText(value));
    }
    const queryString = search.toString();
    return { url: queryString ? `${path}?${queryString}` : path, ...(operation.body ? { body: bodyValue } : {}) };
  });
}

/** One request of the operation with every field plausible, and one with every field garbage. */
export function plausibleAndGarbageRequests(operation: Operation): { plausible: GeneratedRequest; garbage: GeneratedRequest } {
  const build = (value: (schema: JsonSchema | undefined, name: string) => unknown): GeneratedRequest => {
    let path = operation.path;
    for (const parameter of operation.pathParams) path = path.replace(`{${parameter.name}}`, encodeURIComponent(asText(value(parameter.schema, parameter.name))));
    const search = new URLSearchParams();
    for (const parameter of operation.query) search.append(parameter.name, asText(value(parameter.schema, parameter.name)));
    const queryString = search.toString();
    const body = operation.body ? Object.fromEntries(Object.entries(operation.body.properties ?? {}).map(([name, schema]) => [name, value(schema, name)])) : undefined;
    return { url: queryString ? `${path}?${queryString}` : path, ...(operation.body ? { body } : {}) };
  };
  return { plausible: build(plausible), garbage: build(() => 'not-a-valid-value') };
}
