import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { HelpGuide, HelpTree } from '@fbms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOwner,
  signIn,
  signUpAndVerify,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { HELP_DIR } from './help.routes.ts';

describe('help, getting started and client error reports', () => {
  let t: TestServer;
  let owner: TestClient;
  beforeAll(async () => {
    t = await startTestServer('pglite');
    owner = await createOwner(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ships a help manifest whose every file exists', () => {
    expect(existsSync(join(HELP_DIR, 'manifest.json'))).toBe(true);
  });

  it('serves the guides in the language asked for: Filipino titles and text with ?lang=fil, English otherwise', async () => {
    const fil = await owner.get<HelpTree>('/api/help?lang=fil');
    const titles = fil.body.sections.flatMap((s) => s.items.map((i) => i.title));
    expect(titles).toContain('Pagsisimula');
    expect(titles).toContain('Gabay ng admin');
    const doc = await owner.get<HelpGuide>('/api/help/getting-started?lang=fil');
    expect(doc.body.title).toBe('Pagsisimula');
    expect(doc.body.markdown.startsWith('# Pagsisimula')).toBe(true);
    const en = await owner.get<HelpGuide>('/api/help/getting-started');
    expect(en.body.markdown.startsWith('# Getting started')).toBe(true);
    expect((await owner.get('/api/help?lang=xx')).status).toBe(422);
  });

  it('filters the help tree by role and hides technical documents from non-admins', async () => {
    const tree = await owner.get<HelpTree>('/api/help');
    expect(tree.status).toBe(200);
    const adminIds = tree.body.sections.flatMap((s) => s.items.map((i) => i.id));
    expect(tree.body.sections.map((s) => s.id)).toContain('technical');
    const doc = await owner.get<HelpGuide>(`/api/help/${adminIds[0]}`);
    expect(doc.body.markdown.length).toBeGreaterThan(100);

    await signUpAndVerify(t, 'cashier@store.ph');
    const list = await owner.get<{ items: { id: string }[] }>('/api/users?search=cashier');
    await owner.post(`/api/users/${list.body.items[0]!.id}/activate`);
    const cashier = await signIn(t, 'cashier@store.ph');
    const cashierTree = await cashier.get<HelpTree>('/api/help');
    expect(cashierTree.body.sections.map((s) => s.id)).not.toContain('technical');
    const technical = tree.body.sections.find((s) => s.id === 'technical')!.items[0]!.id;
    expect((await cashier.get(`/api/help/${technical}`)).status).toBe(404);
    expect((await cashier.get('/api/help/no-such-guide')).status).toBe(404);
    expect((await cashier.get('/api/help/..%2Fsecrets')).status).toBe(422);
  });

  it("gives every role the store's support contact with the help tree, and nothing else of the settings", async () => {
    const before = await owner.get<HelpTree>('/api/help');
    expect(before.body.support).toEqual({ phone: null, email: null });
    const set = await owner.request('PATCH', '/api/settings/system', {
      support: { phone: '0917 123 4567', email: 'Help@Bukid.ph' },
    });
    expect(set.status).toBe(200);
    const cashier = await signIn(t, 'cashier@store.ph');
    const after = await cashier.get<Record<string, unknown>>('/api/help');
    expect(after.body.support).toEqual({ phone: '09171234567', email: 'help@bukid.ph' });
    expect(Object.keys(after.body).sort()).toEqual(['sections', 'support']);
    await owner.request('PATCH', '/api/settings/system', { support: { phone: null, email: null } });
  });

  it('builds the getting-started checklist from real state', async () => {
    const r = await owner.get<{ steps: { id: string; done: boolean; path: string }[] }>(
      '/api/dashboard/getting-started',
    );
    const byId = Object.fromEntries(r.body.steps.map((s) => [s.id, s.done]));
    expect(byId).toMatchObject({
      'business-details': true,
      'store-logo': false,
      'support-contact': false,
      'invite-staff': true,
    });
    const paths = Object.fromEntries(r.body.steps.map((s) => [s.id, s.path]));
    expect(paths).toMatchObject({
      'business-details': '/settings/system?section=business',
      'store-logo': '/settings/system?section=business',
      'support-contact': '/settings/system?section=support',
      'invite-staff': '/users',
    });
    await owner.request('PATCH', '/api/settings/system', {
      support: { phone: '', email: 'help@store.ph' },
    });
    const after = await owner.get<{ steps: { id: string; done: boolean }[] }>(
      '/api/dashboard/getting-started',
    );
    expect(after.body.steps.find((s) => s.id === 'support-contact')?.done).toBe(true);
  });

  it('accepts client error reports into the log and refuses oversized ones', async () => {
    const ok = await t
      .client()
      .post('/api/client-errors', { errorId: 'e1', message: 'TypeError: x is undefined', line: 3 });
    expect(ok.status).toBe(202);
    const big = await t.client().post('/api/client-errors', { errorId: 'e2', message: 'x'.repeat(3000) });
    expect(big.status).toBe(422);
  });
});
