import { describe, expect, it } from 'vitest';
import { routeIndexOf, routes } from '../src';

describe('The route table without its schemas (the web app sends calls from it)', () => {
  const index = routeIndexOf(routes);

  it('has every route, with its method, path, authentication and company scope', () => {
    expect(Object.keys(index).sort()).toEqual(Object.keys(routes).sort());
    expect(index.me).toMatchObject({ method: 'GET', path: '/me', auth: 'session', companyScoped: false });
    expect(index.packages).toMatchObject({ method: 'GET', path: '/packages', companyScoped: true });
    expect(index.resetPassword.auth).toBe('reset-token');
  });

  it('names the query parameters a route cannot do without, and only those', () => {
    expect(index.clientByUrl.requiredQuery).toEqual(['url']);
    expect(index.packages.requiredQuery).toEqual([]);
  });

  it('marks the routes that take a file upload', () => {
    expect(index.uploadProfilePicture.multipart).toBe(true);
    expect(index.updateProfile.multipart).toBe(false);
  });

  it('is plain data: what a build writes into the page survives JSON', () => {
    expect(JSON.parse(JSON.stringify(index))).toEqual(index);
  });
});
