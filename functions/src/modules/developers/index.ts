// The developers module's public entry: the API's OpenAPI document, for the tests that keep it true.
export { apiOperations } from './api-operations';
export { openApiDocument, type OpenApiDocument } from './openapi-document';
