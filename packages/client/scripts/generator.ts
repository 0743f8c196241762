// Turns the API's OpenAPI document (plus the spec inventory) into the generated client source.
// Pure: same inputs → same bytes. The naming rule is documented in docs/client.md.

type JsonSchema = boolean | { [key: string]: unknown };

type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
};

type MediaTypes = Record<string, { schema?: JsonSchema }>;

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: MediaTypes };
  responses?: Record<string, { description?: string; content?: MediaTypes; headers?: Record<string, unknown> }>;
};

export type OpenApiDocument = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** One row of docs/spec/endpoints.tsv. */
export type InventoryRow = {
  area: string;
  method: string;
  path: string;
  caller: string;
  body: string;
  response: string;
  requiredQuery: string[];
  optionalQuery: string[];
  handledStatuses: number[];
};

const HEADER = '// generated — do not edit. Run `npm run generate:client` to regenerate.\n';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** Headers the runtime sets itself; never part of an operation's typed input. */
const RUNTIME_HEADERS = new Set(['accept', 'accept-language', 'authorization', 'content-type', 'x-shop-secret']);
const QUERY_VALUE = 'QueryValue';
const RUNTIME_TYPES = ['CallOptions', 'FileResponse', 'OperationSpec', QUERY_VALUE, 'Send'];

/** Parses the tab-separated spec inventory. `name[]` in a query column marks a repeated (array) parameter. */
export function parseInventory(tsv: string): InventoryRow[] {
  const [head, ...lines] = tsv.replace(/\r/g, '').split('\n').filter(Boolean);
  const columns = (head ?? '').split('\t');
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return lines.map((line) => {
    const cells = line.split('\t');
    const cell = (name: string) => cells[columns.indexOf(name)] ?? '';
    return {
      area: cell('area'),
      method: cell('method').toUpperCase(),
      path: cell('path'),
      caller: cell('caller'),
      body: cell('body'),
      response: cell('response'),
      requiredQuery: list(cell('required_query')),
      optionalQuery: list(cell('optional_query')),
      handledStatuses: list(cell('handled_statuses')).map(Number),
    };
  });
}

// ── names ────────────────────────────────────────────────────────────────────

function pascal(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

/**
 * The function name of an operation: its `operationId` (verb + noun, e.g. `createOrder`), which the API's document
 * gives every operation (apps/api/src/lib/operation-ids.ts). It must be a plain identifier starting lower-case.
 */
export function operationName(method: string, path: string, operationId: string | undefined): string {
  if (!operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
  if (!/^[a-z][A-Za-z0-9]*$/.test(operationId)) {
    throw new Error(`${method.toUpperCase()} ${path}: operationId ${operationId} is not a lower-camel-case identifier`);
  }
  return operationId;
}

function typeName(name: string): string {
  const pascalName = pascal(name);
  return /^[0-9]/.test(pascalName) ? `T${pascalName}` : pascalName || 'Unnamed';
}

function propertyKey(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : quote(name);
}

function quote(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

function docComment(lines: (string | undefined)[], indent: string): string {
  const present = lines.filter((line): line is string => Boolean(line?.trim()));
  if (present.length === 0) return '';
  const text = present
    .join('\n')
    .replace(/\*\//g, '*\\/')
    .split('\n')
    .map((line) => line.trimEnd());
  if (text.length === 1) return `${indent}/** ${text[0]} */\n`;
  return `${indent}/**\n${text.map((line) => `${indent} *${line ? ` ${line}` : ''}`).join('\n')}\n${indent} */\n`;
}

// ── JSON Schema → TypeScript ────────────────────────────────────────────────

type Emitted = { text: string; compound: boolean };

class TypeEmitter {
  /** The schema types referenced since the last `used.clear()`: what a file must import. */
  readonly used = new Set<string>();

  constructor(private readonly refNames: Map<string, string>) {}

  /** The TypeScript type of a schema, laid out for the given indentation. */
  type(schema: JsonSchema | undefined, indent = ''): string {
    return this.emit(schema, indent).text;
  }

  private wrap(emitted: Emitted): string {
    return emitted.compound ? `(${emitted.text})` : emitted.text;
  }

  private join(parts: Emitted[], separator: ' | ' | ' & '): Emitted {
    const texts = [...new Set(parts.map((p) => (parts.length > 1 ? this.wrap(p) : p.text)))];
    if (texts.length === 0) return { text: separator === ' | ' ? 'never' : 'unknown', compound: false };
    if (texts.length === 1) return parts.length > 1 ? { text: texts[0]!, compound: false } : parts[0]!;
    return { text: texts.join(separator), compound: true };
  }

  private emit(schema: JsonSchema | undefined, indent: string): Emitted {
    if (schema === undefined || schema === true) return { text: 'unknown', compound: false };
    if (schema === false) return { text: 'never', compound: false };

    const ref = schema.$ref;
    if (typeof ref === 'string') {
      const name = this.refNames.get(ref);
      if (name) this.used.add(name);
      return { text: name ?? 'unknown', compound: false };
    }
    if ('const' in schema) return { text: literal(schema.const), compound: false };
    if (Array.isArray(schema.enum)) {
      return this.join(
        schema.enum.map((value) => ({ text: literal(value), compound: false })),
        ' | ',
      );
    }
    for (const key of ['anyOf', 'oneOf'] as const) {
      const options = schema[key];
      if (Array.isArray(options)) {
        return this.nullable(
          schema,
          this.join(
            options.map((option) => this.emit(option as JsonSchema, indent)),
            ' | ',
          ),
        );
      }
    }
    if (Array.isArray(schema.allOf)) {
      return this.join(
        schema.allOf.map((part) => this.emit(part as JsonSchema, indent)),
        ' & ',
      );
    }

    const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type as string] : [];
    if (types.length === 0) {
      if (schema.properties || schema.additionalProperties !== undefined) return this.object(schema, indent);
      if (schema.items || schema.prefixItems) return this.array(schema, indent);
      return { text: 'unknown', compound: false };
    }
    return this.nullable(
      schema,
      this.join(
        types.map((type) => this.single(type, schema, indent)),
        ' | ',
      ),
    );
  }

  /** OpenAPI 3.0 `nullable: true`. */
  private nullable(schema: { [key: string]: unknown }, emitted: Emitted): Emitted {
    return schema.nullable === true ? this.join([emitted, { text: 'null', compound: false }], ' | ') : emitted;
  }

  private single(type: string, schema: { [key: string]: unknown }, indent: string): Emitted {
    switch (type) {
      case 'string':
        return { text: schema.format === 'binary' ? 'Blob' : 'string', compound: false };
      case 'number':
      case 'integer':
        return { text: 'number', compound: false };
      case 'boolean':
        return { text: 'boolean', compound: false };
      case 'null':
        return { text: 'null', compound: false };
      case 'array':
        return this.array(schema, indent);
      case 'object':
        return this.object(schema, indent);
      default:
        return { text: 'unknown', compound: false };
    }
  }

  private array(schema: { [key: string]: unknown }, indent: string): Emitted {
    if (Array.isArray(schema.prefixItems)) {
      const items = schema.prefixItems.map((item) => this.type(item as JsonSchema, indent));
      const rest = schema.items === false || schema.items === undefined ? '' : `...${this.wrapType(schema.items)}[]`;
      return { text: `[${[...items, ...(rest ? [rest] : [])].join(', ')}]`, compound: false };
    }
    const item = this.emit(schema.items as JsonSchema | undefined, indent);
    return { text: `${this.wrap(item)}[]`, compound: false };
  }

  private wrapType(schema: unknown): string {
    return this.wrap(this.emit(schema as JsonSchema, ''));
  }

  private object(schema: { [key: string]: unknown }, indent: string): Emitted {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    const extra = schema.additionalProperties;
    const names = Object.keys(properties);
    const hasIndex = extra !== undefined && extra !== false;
    const extraType =
      extra === true || (typeof extra === 'object' && extra !== null && Object.keys(extra).length === 0)
        ? 'unknown'
        : '';

    if (names.length === 0) {
      if (extra === false) return { text: 'Record<string, never>', compound: false };
      if (!hasIndex || extraType) return { text: 'Record<string, unknown>', compound: false };
      return { text: `Record<string, ${this.type(extra as JsonSchema, indent)}>`, compound: false };
    }

    const inner = `${indent}  `;
    const lines = names.map((name) => {
      const property = properties[name]!;
      const description =
        typeof property === 'object' && typeof property.description === 'string' ? property.description : undefined;
      const optional = required.has(name) ? '' : '?';
      return `${docComment([description], inner)}${inner}${propertyKey(name)}${optional}: ${this.type(property, inner)};`;
    });
    // A typed index signature must admit every property's type: keep it `unknown` beside named properties.
    if (hasIndex) lines.push(`${inner}[key: string]: unknown;`);
    return { text: `{\n${lines.join('\n')}\n${indent}}`, compound: false };
  }
}

function literal(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return 'unknown';
}

// ── operations ─────────────────────────────────────────────────────────────

type QueryParameter = { name: string; required: boolean; array: boolean; schema?: JsonSchema; description?: string };

type Described = {
  name: string;
  typePrefix: string;
  method: string;
  path: string;
  operation: Operation;
  pathParams: Parameter[];
  query: QueryParameter[];
  headers: Parameter[];
  bodyKind: 'json' | 'form' | 'none';
  bodySchema: JsonSchema | undefined;
  bodyRequired: boolean;
  responseKind: 'json' | 'file';
  responseSchema: JsonSchema | undefined;
  hasEmptySuccess: boolean;
  handledStatuses: number[];
  successStatuses: number[];
  inSpec: boolean;
};

const isJson = (mediaType: string) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(mediaType);
const isForm = (mediaType: string) => /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(mediaType);

function pathParamsInOrder(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

function describe(
  method: string,
  path: string,
  operation: Operation,
  row: InventoryRow | undefined,
): Omit<Described, 'name' | 'typePrefix'> {
  const parameters = operation.parameters ?? [];
  const declaredPath = new Map(parameters.filter((p) => p.in === 'path').map((p) => [p.name, p]));
  const pathParams = pathParamsInOrder(path).map(
    (name): Parameter => declaredPath.get(name) ?? { name, in: 'path', required: true, schema: { type: 'string' } },
  );

  const declaredQuery = parameters.filter((p) => p.in === 'query');
  let query: QueryParameter[];
  if (row) {
    // The spec decides which query parameters are required; the document gives their types.
    const strip = (name: string) => ({ name: name.replace(/\[\]$/, ''), array: name.endsWith('[]') });
    const listed = [
      ...row.requiredQuery.map((n) => ({ ...strip(n), required: true })),
      ...row.optionalQuery.map((n) => ({ ...strip(n), required: false })),
    ];
    const names = new Set(listed.map((q) => q.name));
    query = [
      ...listed.map((q) => {
        const declared = declaredQuery.find((p) => p.name === q.name);
        return { ...q, schema: declared?.schema, description: declared?.description };
      }),
      ...declaredQuery
        .filter((p) => !names.has(p.name))
        .map((p) => ({ name: p.name, required: false, array: false, schema: p.schema, description: p.description })),
    ];
  } else {
    query = declaredQuery.map((p) => ({
      name: p.name,
      required: p.required === true,
      array: false,
      schema: p.schema,
      description: p.description,
    }));
  }

  const headers = parameters.filter((p) => p.in === 'header' && !RUNTIME_HEADERS.has(p.name.toLowerCase()));

  const bodyContent = operation.requestBody?.content ?? {};
  const bodyMediaTypes = Object.keys(bodyContent);
  const jsonBody = bodyMediaTypes.find(isJson);
  const formBody = bodyMediaTypes.find(isForm);
  let bodyKind: Described['bodyKind'] = jsonBody ? 'json' : formBody ? 'form' : bodyMediaTypes.length ? 'json' : 'none';
  if (row && ['json', 'form', 'none'].includes(row.body)) bodyKind = row.body as Described['bodyKind'];
  const bodyMediaType = bodyKind === 'form' ? (formBody ?? jsonBody) : (jsonBody ?? formBody);
  const bodySchema = bodyKind === 'none' ? undefined : bodyMediaType ? bodyContent[bodyMediaType]?.schema : undefined;

  const responses = operation.responses ?? {};
  const statuses = Object.keys(responses)
    .filter((s) => /^\d{3}$/.test(s))
    .map(Number)
    .sort((a, b) => a - b);
  const success = statuses.filter((s) => s >= 200 && s < 300);
  const dataStatus = success.find((s) => s !== 204);
  const dataContent = dataStatus === undefined ? {} : (responses[String(dataStatus)]?.content ?? {});
  const dataMediaTypes = Object.keys(dataContent);
  const jsonResponse = dataMediaTypes.find(isJson);
  // A file: a body that is not JSON, or one the document says comes as an attachment (Content-Disposition).
  const dataHeaders = dataStatus === undefined ? {} : (responses[String(dataStatus)]?.headers ?? {});
  const isAttachment = Object.keys(dataHeaders).some((name) => name.toLowerCase() === 'content-disposition');
  let responseKind: Described['responseKind'] =
    (dataMediaTypes.length > 0 && !jsonResponse) || isAttachment ? 'file' : 'json';
  if (row?.response === 'file') responseKind = 'file';

  return {
    method: method.toUpperCase(),
    path,
    operation,
    pathParams,
    query,
    headers,
    bodyKind,
    bodySchema,
    bodyRequired: bodyKind !== 'none' && operation.requestBody?.required === true,
    responseKind,
    responseSchema: jsonResponse ? dataContent[jsonResponse]?.schema : undefined,
    hasEmptySuccess: success.includes(204) || dataStatus === undefined,
    handledStatuses: row ? [...row.handledStatuses].sort((a, b) => a - b) : statuses.filter((s) => s >= 400),
    successStatuses: success.filter((s) => s !== 200 && s !== 204),
    inSpec: row !== undefined,
  };
}

/** Names every operation by its operationId; two operations with one name are an error. */
function nameOperations(items: Omit<Described, 'name' | 'typePrefix'>[]): Described[] {
  const named = items.map((item) => {
    const name = operationName(item.method, item.path, item.operation.operationId);
    return { ...item, name, typePrefix: typeName(name) };
  });
  const seen = new Map<string, string>();
  for (const item of named) {
    const where = `${item.method} ${item.path}`;
    const other = seen.get(item.name);
    if (other) throw new Error(`Two operations are both named ${item.name}: ${other} and ${where}`);
    seen.set(item.name, where);
  }
  return named;
}

// ── output ─────────────────────────────────────────────────────────────────

export type GeneratedFiles = Record<string, string>;

/** Generates src/generated/*.ts from the OpenAPI document and the spec inventory. */
export function generateClient(document: OpenApiDocument, inventory: InventoryRow[]): GeneratedFiles {
  const schemas = document.components?.schemas ?? {};
  const schemaNames = Object.keys(schemas).sort();
  const refNames = new Map<string, string>();
  // The runtime's types share the generated files' namespace.
  const usedTypeNames = new Map<string, string>(RUNTIME_TYPES.map((name) => [name, `the runtime's ${name}`]));
  for (const name of schemaNames) {
    const tsName = typeName(name);
    const clash = usedTypeNames.get(tsName);
    if (clash) throw new Error(`Schemas ${clash} and ${name} both become the type ${tsName}`);
    usedTypeNames.set(tsName, name);
    refNames.set(`#/components/schemas/${name}`, tsName);
  }
  const emitter = new TypeEmitter(refNames);

  const rows = new Map(inventory.map((row) => [`${row.method} ${row.path}`, row]));
  const found: Omit<Described, 'name' | 'typePrefix'>[] = [];
  for (const path of Object.keys(document.paths ?? {})) {
    const item = document.paths![path]!;
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) found.push(describe(method, path, operation, rows.get(`${method.toUpperCase()} ${path}`)));
    }
  }
  found.sort((a, b) =>
    a.path === b.path ? METHODS.indexOf(lower(a.method)) - METHODS.indexOf(lower(b.method)) : a.path < b.path ? -1 : 1,
  );
  const operations = nameOperations(found);

  for (const op of operations) {
    for (const suffix of ['Path', 'Query', 'Headers', 'Body', 'Response', 'Input']) {
      const clash = usedTypeNames.get(op.typePrefix + suffix);
      if (clash) throw new Error(`The type ${op.typePrefix}${suffix} clashes with the schema ${clash}`);
    }
  }

  return {
    'schemas.ts': schemasFile(schemaNames, schemas, emitter),
    'operations.ts': operationsFile(operations, emitter),
  };
}

function lower(method: string) {
  return method.toLowerCase() as (typeof METHODS)[number];
}

function schemasFile(names: string[], schemas: Record<string, JsonSchema>, emitter: TypeEmitter): string {
  const blocks = names.map((name) => {
    const schema = schemas[name]!;
    const description = typeof schema === 'object' && typeof schema.description === 'string' ? schema.description : '';
    return `${docComment([description], '')}export type ${typeName(name)} = ${emitter.type(schema)};\n`;
  });
  return `${HEADER}// The API's named schemas (components.schemas of its OpenAPI document).\n\n${blocks.join('\n')}`;
}

function operationsFile(operations: Described[], emitter: TypeEmitter): string {
  emitter.used.clear();
  const body: string[] = [];

  for (const op of operations) {
    const t = op.typePrefix;
    const title = `${op.method} ${op.path}`;
    body.push(`// ── ${title} ${'─'.repeat(Math.max(3, 94 - title.length))}\n`);
    const inputParts: string[] = [];

    if (op.pathParams.length > 0) {
      const fields = op.pathParams.map(
        (p) => `${docComment([p.description], '  ')}  ${propertyKey(p.name)}: ${pathType(emitter, p.schema)};`,
      );
      body.push(`export type ${t}Path = {\n${fields.join('\n')}\n};\n`);
      inputParts.push(`  path: ${t}Path;`);
    }
    if (op.query.length > 0) {
      const fields = op.query.map((q) => {
        const fallback = q.array
          ? 'readonly (string | number)[]'
          : q.required
            ? `NonNullable<${QUERY_VALUE}>`
            : QUERY_VALUE;
        const type = q.schema ? emitter.type(q.schema, '  ') : fallback;
        return `${docComment([q.description], '  ')}  ${propertyKey(q.name)}${q.required ? '' : '?'}: ${type}${q.required ? '' : ' | null'};`;
      });
      body.push(`export type ${t}Query = {\n${fields.join('\n')}\n};\n`);
      const required = op.query.some((q) => q.required);
      inputParts.push(`  query${required ? '' : '?'}: ${t}Query;`);
    }
    if (op.headers.length > 0) {
      const fields = op.headers.map(
        (h) =>
          `${docComment([h.description], '  ')}  ${quote(h.name.toLowerCase())}${h.required ? '' : '?'}: ${emitter.type(h.schema, '  ')};`,
      );
      body.push(`export type ${t}Headers = {\n${fields.join('\n')}\n};\n`);
      const required = op.headers.some((h) => h.required);
      inputParts.push(`  headers${required ? '' : '?'}: ${t}Headers & Record<string, string>;`);
    }
    if (op.bodyKind !== 'none') {
      body.push(`export type ${t}Body = ${emitter.type(op.bodySchema)};\n`);
      inputParts.push(`  body${op.bodyRequired ? '' : '?'}: ${t}Body;`);
    }

    let response: string;
    if (op.responseKind === 'file') response = op.hasEmptySuccess ? 'FileResponse | null' : 'FileResponse';
    else if (op.responseSchema === undefined) response = op.hasEmptySuccess ? 'null' : 'unknown';
    else {
      const emitted = emitter.type(op.responseSchema);
      response = op.hasEmptySuccess ? `${emitted} | null` : emitted;
    }
    body.push(`export type ${t}Response = ${response};\n`);

    const omit = op.headers.length > 0 ? "Omit<CallOptions, 'headers'>" : 'CallOptions';
    body.push(
      inputParts.length > 0
        ? `export type ${t}Input = ${omit} & {\n${inputParts.join('\n')}\n};\n`
        : `export type ${t}Input = ${omit};\n`,
    );
  }

  const specs = operations.map((op) => {
    const list = (items: readonly (string | number)[]) =>
      `[${items.map((i) => (typeof i === 'string' ? quote(i) : String(i))).join(', ')}]`;
    return [
      `  ${op.name}: {`,
      `    method: '${op.method}',`,
      `    path: ${quote(op.path)},`,
      `    pathParams: ${list(op.pathParams.map((p) => p.name))},`,
      `    requiredQuery: ${list(op.query.filter((q) => q.required).map((q) => q.name))},`,
      `    optionalQuery: ${list(op.query.filter((q) => !q.required).map((q) => q.name))},`,
      `    requiredHeaders: ${list(op.headers.filter((h) => h.required).map((h) => h.name.toLowerCase()))},`,
      `    body: '${op.bodyKind}',`,
      `    response: '${op.responseKind}',`,
      `    handledStatuses: ${list(op.handledStatuses)},`,
      `    successStatuses: ${list(op.successStatuses)},`,
      '  },',
    ].join('\n');
  });
  body.push(
    `/** How to call each operation: method, path template, parameters, body and response kinds, handled statuses. */\nexport const operations = {\n${specs.join('\n')}\n} as const satisfies Record<string, OperationSpec>;\n`,
  );
  body.push('export type OperationName = keyof typeof operations;\n');

  const methods = operations.map((op) => {
    const t = op.typePrefix;
    const needsInput = op.pathParams.length > 0 || op.query.some((q) => q.required) || op.bodyRequired;
    const needsHeaders = op.headers.some((h) => h.required);
    const optional = needsInput || needsHeaders ? '' : '?';
    const summary = op.operation.summary ?? '';
    const doc = docComment(
      [
        `${op.method} ${op.path}${summary ? `: ${summary}` : ''}`,
        op.operation.description,
        op.operation.deprecated ? '@deprecated' : undefined,
      ],
      '    ',
    );
    return `${doc}    ${op.name}: (input${optional}: ${t}Input) =>\n      send<${t}Response>(operations.${op.name}, input),`;
  });
  body.push(
    `/** One typed function per operation of the API, all sending through \`send\`. */\nexport function createOperations(send: Send) {\n  return {\n${methods.join('\n')}\n  };\n}\n`,
  );
  body.push('export type Operations = ReturnType<typeof createOperations>;\n');

  const code = body.join('\n');
  const runtimeTypes = RUNTIME_TYPES.filter((name) => new RegExp(`\\b${name}\\b`).test(code));
  const usedSchemaTypes = [...emitter.used].sort();
  const imports = [`import type { ${runtimeTypes.join(', ')} } from '../runtime';\n`];
  if (usedSchemaTypes.length > 0) imports.push(`import type { ${usedSchemaTypes.join(', ')} } from './schemas';\n`);
  return `${HEADER}${imports.join('')}\n${code}`;
}

function pathType(emitter: TypeEmitter, schema: JsonSchema | undefined): string {
  const type = emitter.type(schema);
  return type === 'unknown' ? 'string | number' : type;
}
