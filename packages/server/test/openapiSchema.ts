// Checks a JSON value against an OpenAPI 3.0 schema of the kind Stripe publishes (type, nullable, enum, maxLength,
// properties, required, additionalProperties, items, anyOf, $ref), answering what does not match, one line each with
// its path. Stricter than OpenAPI in one way, on purpose: a property the schema does not name is reported, so a field
// the fake misnames or invents is caught too. A $ref to a schema not vendored stands for an object of any shape.

export interface OpenApiSchema {
  $ref?: string;
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
  nullable?: boolean;
  enum?: readonly unknown[];
  maxLength?: number;
  properties?: Record<string, OpenApiSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | OpenApiSchema;
  items?: OpenApiSchema;
  anyOf?: readonly OpenApiSchema[];
}

export type SchemaSet = Record<string, OpenApiSchema>;

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value);

function matchesType(value: unknown, type: NonNullable<OpenApiSchema['type']>): boolean {
  const actual = typeOf(value);
  if (type === 'number') return actual === 'integer' || actual === 'number';
  return actual === type;
}

/** What of `value` does not match `schema` (empty: it matches). */
export function schemaProblems(value: unknown, schema: OpenApiSchema, schemas: SchemaSet, path = '$'): string[] {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = schemas[name];
    if (!target) return typeOf(value) === 'object' ? [] : [`${path}: expected an object (${name}), got ${typeOf(value)}`];
    return schemaProblems(value, { ...target, nullable: schema.nullable ?? target.nullable }, schemas, path);
  }
  if (value === null) return schema.nullable ? [] : [`${path}: null where the schema is not nullable`];
  if (schema.anyOf) {
    const tried = schema.anyOf.map((option) => schemaProblems(value, option, schemas, path));
    return tried.some((problems) => problems.length === 0) ? [] : [`${path}: matches none of anyOf (${tried.map((p) => p[0]).join('; ')})`];
  }
  if (schema.type && !matchesType(value, schema.type)) return [`${path}: expected ${schema.type}, got ${typeOf(value)}`];
  if (schema.enum && !schema.enum.includes(value)) return [`${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`];
  if (typeof value === 'string' && schema.maxLength !== undefined && value.length > schema.maxLength) return [`${path}: longer than ${schema.maxLength}`];
  if (Array.isArray(value)) return schema.items ? value.flatMap((item, i) => schemaProblems(item, schema.items!, schemas, `${path}[${i}]`)) : [];
  if (typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  const problems = (schema.required ?? []).filter((key) => !(key in object)).map((key) => `${path}: required ${key} is missing`);
  for (const [key, inner] of Object.entries(object)) {
    const property = schema.properties?.[key];
    if (property) problems.push(...schemaProblems(inner, property, schemas, `${path}.${key}`));
    else if (typeof schema.additionalProperties === 'object') problems.push(...schemaProblems(inner, schema.additionalProperties, schemas, `${path}.${key}`));
    else if (schema.properties && schema.additionalProperties !== true) problems.push(`${path}.${key}: not a property of the published schema`);
  }
  return problems;
}
