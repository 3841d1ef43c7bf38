import type { ApiOperation, FileAnswer } from './api-operation';
import { apiOperations } from './api-operations';
import {
  callerDescriptions,
  components,
  failureResponse,
  callerSecurity,
  successEnvelope,
  type FailureStatus,
} from './openapi-components';
import { jsonSchemaOf, queryParameters, type JsonSchema } from './json-schemas';

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, JsonSchema>>;
  components: typeof components;
  [key: string]: unknown;
}

const fileContent: Record<FileAnswer, string[]> = {
  calendar: ['text/calendar'],
  image: ['image/webp', 'image/jpeg', 'image/png'],
  export: ['text/csv', 'application/pdf'],
  document: ['application/json'],
};

/** Path parameters from `{name}`: ids follow the one id schema; a bad one is a 404 like an unknown one. */
function pathParameters(path: string): JsonSchema[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function requestBody(body: ApiOperation['body']): JsonSchema | undefined {
  if (!body) return undefined;
  if (body === 'multipart') {
    const photos = { type: 'array', items: { type: 'string', contentMediaType: 'image/*' } };
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', properties: { photos } } } },
    };
  }
  return { required: true, content: { 'application/json': { schema: jsonSchemaOf(body, 'input') } } };
}

function successResponse({ data, file }: ApiOperation): JsonSchema {
  if (file)
    return { description: 'The file', content: Object.fromEntries(fileContent[file].map((type) => [type, {}])) };
  const schema = successEnvelope(data ? jsonSchemaOf(data, 'output') : {});
  return { description: 'The success envelope', content: { 'application/json': { schema } } };
}

/**
 * The failures a route is known for, from what it takes (a session, input, writes); any id it reads may be unknown,
 * so every route may answer 404, and `default` covers the rarer ones: the envelope is the same.
 */
function failureStatuses({ method, caller, query, body }: ApiOperation): FailureStatus[] {
  const statuses: FailureStatus[] = [];
  if (query || body) statuses.push(400);
  if (caller !== 'public') statuses.push(401, 403);
  statuses.push(404);
  if (method !== 'get') statuses.push(409);
  if (body) statuses.push(413);
  if (body === 'multipart') statuses.push(415);
  statuses.push(429, 500, 503);
  return statuses;
}

function operationObject(operation: ApiOperation): JsonSchema {
  const { method, path, tag, summary, caller, query, description } = operation;
  const queries = query === undefined ? [] : [query].flat();
  return {
    operationId: `${method}${path.replace(/^\/api/, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, next = '') => next.toUpperCase())}`,
    tags: [tag],
    summary,
    description: [description, `Caller: ${callerDescriptions[caller]}`].filter(Boolean).join('\n\n'),
    security: callerSecurity[caller],
    parameters: [...pathParameters(path), ...queryParameters(queries)],
    ...(operation.body ? { requestBody: requestBody(operation.body) } : {}),
    responses: {
      [operation.created ? '201' : '200']: successResponse(operation),
      ...Object.fromEntries(failureStatuses(operation).map((status) => [String(status), failureResponse(status)])),
      default: failureResponse('default'),
    },
  };
}

const description = `Petnest's HTTP API: every path under \`/api\`, JSON in and out.

**Envelope.** Success is \`{ success: true, data, message?, pagination? }\`; failure is \`{ success: false, message, code,
details? }\` with the codes of the \`ErrorCode\` schema. Bodies and queries are strict: an unknown field is a 400 naming it.

**Auth.** Protected routes take \`Authorization: Bearer <Firebase ID token>\`; each operation says which caller it serves.`;

/** The OpenAPI 3.1 document of every route, from the zod contracts the routes validate with. */
export function buildOpenApiDocument(operations: ApiOperation[] = apiOperations): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of operations) (paths[operation.path] ??= {})[operation.method] = operationObject(operation);
  return {
    openapi: '3.1.0',
    info: { title: 'Petnest API', version: '1.0.0', description },
    servers: [{ url: '/' }],
    tags: [...new Set(operations.map(({ tag }) => tag))].map((name) => ({ name })),
    paths,
    components,
  };
}

let built: OpenApiDocument | undefined;

/** Built on first ask, not at load: a cold start that never serves the document pays nothing for it. */
export function openApiDocument(): OpenApiDocument {
  return (built ??= buildOpenApiDocument());
}
