import { TIN_MESSAGE } from '@fbms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  signIn,
  signUpAndVerify,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';

type Err = { error: { code: string; details?: { fields?: Record<string, string> } } };
const details = { businessName: 'Santos Agrivet', address: 'Malolos, Bulacan', vatRegistered: true };

describe.each(DB_KINDS)("the store's TIN on %s", (kind) => {
  let t: TestServer;
  let owner: TestClient;
  beforeAll(async () => {
    t = await startTestServer(kind);
    await signUpAndVerify(t, 'owner@store.ph');
    owner = await signIn(t, 'owner@store.ph');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a 9-digit TIN at first-run setup, saves nothing, then takes it with its branch code', async () => {
    const bare = await owner.post<Err>('/api/setup', { ...details, tin: '123-456-789' });
    expect(bare.status).toBe(422);
    expect(bare.body.error.details?.fields?.tin).toBe(TIN_MESSAGE);
    expect((await owner.get<{ step: string }>('/api/setup')).body.step).toBe('business');

    const ok = await owner.post<{ tin: string }>('/api/setup', { ...details, tin: '123-456-789-000' });
    expect(ok.status).toBe(200);
    expect(ok.body.tin).toBe('123456789000');
  });

  it('refuses it in the store settings too', async () => {
    const r = await owner.request<Err>('PATCH', '/api/settings/system', {
      businessInfo: {
        name: 'Santos Agrivet',
        businessStyle: '',
        address: 'Malolos, Bulacan',
        phone: '',
        email: '',
        website: '',
        taxId: '123456789',
      },
    });
    expect(r.status).toBe(422);
    expect(r.body.error.details?.fields?.['businessInfo.taxId']).toBe(TIN_MESSAGE);
    const s = await owner.get<{ businessInfo: { taxId: string } }>('/api/settings/system');
    expect(s.body.businessInfo.taxId).toBe('123456789000');
  });
});
