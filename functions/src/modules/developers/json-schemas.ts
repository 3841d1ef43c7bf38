import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * A zod contract as JSON Schema 2020-12, OpenAPI 3.1's dialect: requests as the client sends them (`input`, before
 * defaults and transforms), answers as the server sends them (`output`). Checks that JSON Schema cannot say (a
 * refinement, a transform) are left to the server's own parse.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return jsonSchema;
}

interface ObjectSchema {
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** The query parameters of one or more query schemas; a field is required only when every schema requires it. */
export function queryParameters(schemas: z.ZodType[]): JsonSchema[] {
  const objects = schemas.map((schema) => jsonSchemaOf(schema, 'input') as ObjectSchema);
  const names = [...new Set(objects.flatMap((object) => Object.keys(object.properties ?? {})))];
  return names.map((name) => ({
    name,
    in: 'query',
    required: objects.every((object) => object.required?.includes(name)),
    schema: objects.find((object) => object.properties?.[name])!.properties![name],
  }));
}
