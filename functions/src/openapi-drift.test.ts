import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { apiOperations, openApiDocument } from './modules/developers';

interface Layer {
  rawPath?: string;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** `GET /api/bookings/{bookingId}` for every route the Express app registers, mounted routers included. */
function registeredRoutes(stack: Layer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const path = `${prefix}${layer.route.path}`.replace(/[:*](\w+)/g, '{$1}');
      return Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${path}`);
    }
    const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return layer.handle?.stack ? registeredRoutes(layer.handle.stack, prefix + mount) : [];
  });
}

const documented = () =>
  Object.entries(openApiDocument().paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe('the OpenAPI document', () => {
  const app = createApp() as unknown as { router: { stack: Layer[] } };
  const registered = registeredRoutes(app.router.stack);

  it('names every route the app registers, and no route it does not', () => {
    expect(registered.length).toBeGreaterThan(90);
    expect(registered.filter((route) => !documented().includes(route))).toEqual([]);
    expect(documented().filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('has one line per route', () => {
    const keys = apiOperations.map(({ method, path }) => `${method} ${path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('describes the answer of every JSON route: each line without a file answer has a response schema', () => {
    const undescribed = apiOperations.filter(({ data, file }) => !data && !file);
    expect(undescribed.map(({ method, path }) => `${method.toUpperCase()} ${path}`)).toEqual([]);
  });

  it('is OpenAPI 3.1 with the bearer scheme and the failure envelope', () => {
    const document = openApiDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.firebaseIdToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/pet-owners/bookings'].post).toMatchObject({
      security: [{ firebaseIdToken: [] }],
      responses: { '201': expect.anything(), '409': { $ref: '#/components/responses/Failure409' } },
    });
  });
});
