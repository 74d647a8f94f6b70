import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';

type Err = { error: { code: string; message: string; details?: { fields?: Record<string, string> } } };
type Sys = {
  businessInfo: { name: string; taxId: string; phone: string | null; hasLogo: boolean };
  bir: { vatRegistered: boolean; rdoCode: string | null };
  integration: { paymentGateways: Record<string, { enabled: boolean; apiKeySet: boolean }> };
  maintenance: { mode: boolean; message: string; allowedUsers: string[] };
  backup: { time: string; retention: number };
};
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64')}`;
const business = {
  name: 'Demo Agrivet Supply',
  businessStyle: 'Demo Agrivet',
  address: 'Rizal St., Malolos, Bulacan',
  phone: '0917 123 4567',
  email: 'store@demo.ph',
  website: '',
  taxId: '123-456-789-00000',
};

describe.each(DB_KINDS)('system settings on %s', (kind) => {
  let t: TestServer;
  let admin: TestClient;
  let cashier: TestClient;
  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true' } });
    admin = await signIn(t, 'admin@demo.fbms.ph', DEMO_PASSWORD);
    cashier = await signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets an admin change business details and VAT status, validated and audited; staff can read them', async () => {
    const r = await admin.request<Sys>('PATCH', '/api/settings/system', {
      businessInfo: business,
      bir: { vatRegistered: false, rdoCode: '025' },
    });
    expect(r.status).toBe(200);
    expect(r.body.businessInfo).toMatchObject({
      name: 'Demo Agrivet Supply',
      taxId: '12345678900000',
      phone: '09171234567',
    });
    expect(r.body.bir).toEqual({ vatRegistered: false, rdoCode: '025' });
    expect((await cashier.get<Sys>('/api/settings/system')).body.businessInfo.name).toBe(
      'Demo Agrivet Supply',
    );
    const denied = await cashier.request<Err>('PATCH', '/api/settings/system', {
      bir: { vatRegistered: true, rdoCode: '' },
    });
    expect(denied.status).toBe(403);
    const bad = await admin.request<Err>('PATCH', '/api/settings/system', {
      businessInfo: { ...business, taxId: '12' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details?.fields?.['businessInfo.taxId']).toMatch(/TIN/);
    const audit = await t.db.query<{ details: Record<string, unknown> }>(
      "SELECT details FROM audit_log WHERE action = 'settings.system_changed' ORDER BY at DESC, id DESC LIMIT 1",
    );
    expect(Object.keys(audit[0]!.details).sort()).toEqual(['bir', 'businessInfo']);
  });

  it('stores payment keys but never sends them back or into the audit log', async () => {
    const gateways = {
      gcash: { enabled: true, apiKey: 'sk_live_SECRET123' },
      paymaya: { enabled: false },
      paypal: { enabled: false },
    };
    const integration = {
      paymentGateways: gateways,
      emailService: { provider: 'smtp', fromAddress: '' },
      smsService: { provider: 'local', senderName: '' },
    };
    const r = await admin.request<Sys>('PATCH', '/api/settings/system', { integration });
    expect(r.body.integration.paymentGateways.gcash).toEqual({ enabled: true, apiKeySet: true });
    expect(JSON.stringify(r.body)).not.toContain('SECRET123');
    // Omitting the key keeps it; '' removes it.
    const keep = await admin.request<Sys>('PATCH', '/api/settings/system', {
      integration: { ...integration, paymentGateways: { ...gateways, gcash: { enabled: false } } },
    });
    expect(keep.body.integration.paymentGateways.gcash).toEqual({ enabled: false, apiKeySet: true });
    const removed = await admin.request<Sys>('PATCH', '/api/settings/system', {
      integration: {
        ...integration,
        paymentGateways: { ...gateways, gcash: { enabled: false, apiKey: '' } },
      },
    });
    expect(removed.body.integration.paymentGateways.gcash?.apiKeySet).toBe(false);
    const leaked = await t.db.query("SELECT 1 FROM audit_log WHERE details::text LIKE '%SECRET123%'");
    expect(leaked).toHaveLength(0);
    expect(JSON.stringify((await cashier.get('/api/settings/system')).body)).not.toContain('SECRET123');
  });

  it('accepts a PNG logo, refuses other types and oversized files, and serves it', async () => {
    expect((await admin.put('/api/settings/system/logo', { dataUrl: PNG })).status).toBe(200);
    const img = await fetch(`${t.baseUrl}/api/settings/system/logo`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    const svg = `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;
    const wrong = await admin.put<Err>('/api/settings/system/logo', { dataUrl: svg });
    expect(wrong.status).toBe(415);
    expect(wrong.body.error.message).toBe('Choose a PNG, JPEG or WebP image.');
    const big = `data:image/png;base64,${Buffer.alloc(600 * 1024, 1).toString('base64')}`;
    const tooBig = await admin.put<Err>('/api/settings/system/logo', { dataUrl: big });
    expect(tooBig.status).toBe(413);
    expect((await admin.delete('/api/settings/system/logo')).status).toBe(200);
    expect((await fetch(`${t.baseUrl}/api/settings/system/logo`)).status).toBe(404);
  });

  it("keeps the store's payment QR code: an admin uploads it, staff who sell see it, no one signed out", async () => {
    const path = '/api/settings/system/payment-qr';
    expect((await cashier.put(path, { dataUrl: PNG })).status).toBe(403);
    expect((await cashier.get(path)).status).toBe(404);
    const up = await admin.put(path, { dataUrl: PNG });
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ hasPaymentQr: true });
    expect(((await admin.get<Sys>('/api/settings/system')).body as Record<string, unknown>).payments).toEqual(
      {
        hasPaymentQr: true,
      },
    );
    const seen = await cashier.get(path);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${t.baseUrl}${path}`)).status).toBe(401);
    // The logo is a separate image: uploading the QR did not give the store a logo.
    expect((await fetch(`${t.baseUrl}/api/settings/system/logo`)).status).toBe(404);
    const svg = `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;
    const wrong = await admin.put<Err>(path, { dataUrl: svg });
    expect(wrong.status).toBe(415);
    const big = `data:image/png;base64,${Buffer.alloc(600 * 1024, 1).toString('base64')}`;
    const tooBig = await admin.put<Err>(path, { dataUrl: big });
    expect(tooBig.body.error.message).toBe('The QR code image is too large: at most 512 KB.');
    expect((await admin.delete(path)).status).toBe(200);
    expect((await cashier.get(path)).status).toBe(404);
  });

  it('maintenance mode: only admins and the listed people may sign in or work', async () => {
    const manager = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);
    const on = await admin.request<Sys>('PATCH', '/api/settings/system', {
      maintenance: {
        mode: true,
        message: 'Counting stock until 9 AM.',
        allowedUsers: ['Manager@demo.fbms.ph'],
      },
    });
    expect(on.body.maintenance.allowedUsers).toEqual(['manager@demo.fbms.ph']);
    const blocked = await cashier.get<Err>('/api/settings/me');
    expect(blocked.status).toBe(503);
    expect(blocked.body.error).toMatchObject({
      code: 'API_MAINTENANCE',
      message: 'Counting stock until 9 AM.',
    });
    expect((await cashier.get('/api/me')).status).toBe(200);
    const refused = await t
      .client()
      .post<Err>('/api/auth/sign-in/email', { email: 'employee@demo.fbms.ph', password: DEMO_PASSWORD });
    expect(refused.status).toBe(503);
    expect(refused.body.error.message).toBe('Counting stock until 9 AM.');
    expect((await manager.get('/api/settings/me')).status).toBe(200);
    await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);
    expect((await admin.get('/api/users')).status).toBe(200);
    await admin.request('PATCH', '/api/settings/system', {
      maintenance: { mode: false, message: 'Back soon.', allowedUsers: [] },
    });
    expect((await cashier.get('/api/settings/me')).status).toBe(200);
  });
});
