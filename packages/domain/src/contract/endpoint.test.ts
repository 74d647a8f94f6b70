import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { catalogContract } from '../catalog/catalog.contract.ts';
import { type EndpointInput, type EndpointOutput, endpoint, endpointKey, endpointUrl } from './endpoint.ts';

describe('endpoint', () => {
  const getThing = endpoint({
    method: 'get',
    path: '/api/things/{id}',
    params: z.object({ id: z.string() }),
    query: z.object({ full: z.enum(['true', 'false']).optional() }),
    response: z.object({ name: z.string() }),
  });

  it('answers 200 unless it names another status', () => {
    expect(getThing.status).toBe(200);
    expect(catalogContract.createProduct.status).toBe(201);
  });

  it('fills the path, encodes each value and appends the non-empty query', () => {
    expect(endpointUrl(getThing, { params: { id: 'a/b c' }, query: { full: 'true' } })).toBe(
      '/api/things/a%2Fb%20c?full=true',
    );
    expect(endpointUrl(catalogContract.listProducts, { query: { search: '', limit: 8, offset: 0 } })).toBe(
      '/api/products?limit=8&offset=0',
    );
    expect(() => endpointUrl(getThing, {})).toThrow('Missing path parameter id');
  });

  it('names an endpoint by method and path', () => {
    expect(endpointKey(catalogContract.getProduct)).toBe('GET /api/products/{id}');
  });

  it('types the input and the answer from the schemas', () => {
    expectTypeOf<EndpointInput<typeof getThing>['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<EndpointOutput<typeof getThing>>().toEqualTypeOf<{ name: string }>();
    expectTypeOf<EndpointOutput<typeof catalogContract.deleteProduct>>().toEqualTypeOf<{ deleted: true }>();
  });
});
