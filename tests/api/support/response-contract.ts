// Every JSON answer an API test receives is checked against the OpenAPI document (functions/src/modules/developers):
// the envelope and error codes always, the `data` wherever the route has a response schema. A mismatch fails the
// test that made the call, so the document cannot drift from what the API answers.
import { appendFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../../../functions/src/modules/developers';

const document = openApiDocument();
// strict: false, for OpenAPI's own keywords beside the schemas (`components` rides along to resolve the $refs).
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

type Responses = Record<string, { $ref?: string; content?: Record<string, { schema?: Record<string, unknown> }> }>;

const templates = Object.keys(document.paths)
  .map((template) => ({
    template,
    // `{rest}` is the media routes' storage path, which spans segments; every other parameter is one segment.
    pattern: new RegExp(
      `^${template
        .replace(/\./g, '\\.')
        .replace(/\{rest\}/g, '.+')
        .replace(/\{\w+\}/g, '[^/]+')}$`,
    ),
    params: template.split('{').length,
  }))
  // A literal segment wins over a parameter: /api/bookings/agenda is not /api/bookings/{bookingId}.
  .sort((a, b) => a.params - b.params);

const validators = new Map<string, ValidateFunction>();
function validatorFor(key: string, schema: Record<string, unknown>): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) validators.set(key, (validate = ajv.compile({ ...schema, components: document.components })));
  return validate;
}

function documentedResponse(method: string, template: string | undefined, status: number) {
  if (!template) return status === 404 ? document.components.responses.Failure404 : undefined;
  const responses = (document.paths[template][method.toLowerCase()]?.responses ?? {}) as Responses;
  const response = responses[String(status)] ?? (status >= 400 ? responses.default : undefined);
  if (!response?.$ref) return response;
  return document.components.responses[response.$ref.split('/').pop() as keyof typeof document.components.responses];
}

/** Throws when the answer is not what the document says `method path` answers with `status`. */
export function checkResponse(method: string, url: string, status: number, body: unknown): void {
  const path = new URL(url, 'http://api').pathname;
  const template = templates.find(({ pattern }) => pattern.test(path))?.template;
  const response = documentedResponse(method, template, status) as Responses[string] | undefined;
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`The OpenAPI document has no JSON answer ${status} for ${method} ${path}`);
  const validate = validatorFor(`${method} ${template} ${status}`, schema);
  if (!validate(body)) {
    throw new Error(
      `${method} ${path} answered ${status} unlike the OpenAPI document: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}\n` +
        JSON.stringify(body).slice(0, 600),
    );
  }
  if (status < 300 && isAnything((schema as { properties?: { data?: object } }).properties?.data))
    noteUnchecked(`${method} ${template}`);
}

const isAnything = (schema: object | undefined) => schema !== undefined && Object.keys(schema).length === 0;

/** Routes answered without a response schema, listed by the run's end (response-contract-report.ts). */
function noteUnchecked(route: string): void {
  const log = process.env.PETNEST_UNCHECKED_RESPONSES_LOG;
  if (log) appendFileSync(log, `${route}\n`);
}
