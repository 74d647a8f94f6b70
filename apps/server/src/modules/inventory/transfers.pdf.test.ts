import type { TransferSlip } from '@fbms/domain';
import { describe, expect, it } from 'vitest';
import { transferDocDefinition } from './transfers.pdf.ts';

const slip = {
  id: '01900000-0000-7000-8000-0000000000aa',
  transferNo: 'TR-202611-0007',
  status: 'received',
  source: 'manual',
  fromLocationId: '01900000-0000-7000-8000-00000000d001',
  fromLocationName: 'Bodega',
  fromBranchId: '01900000-0000-7000-8000-00000000b001',
  fromBranchName: 'Main branch',
  toLocationId: '01900000-0000-7000-8000-00000000d002',
  toLocationName: 'Sto. Tomas store',
  toBranchId: '01900000-0000-7000-8000-00000000b002',
  toBranchName: 'Sto. Tomas branch',
  transferDate: '2026-11-26',
  expectedDeliveryDate: '2026-11-27',
  actualDeliveryDate: '2026-11-27',
  vehicleInfo: 'L300 van NBC 4821',
  driverInfo: 'Ramon Dizon',
  notes: null,
  totalRequestedMilli: 20_000,
  totalApprovedMilli: 20_000,
  totalIssuedMilli: 20_000,
  totalReceivedMilli: 19_000,
  totalDamagedMilli: 1_000,
  totalOpenMilli: 1_000,
  totalValueCentavos: 2_400_000,
  openValueCentavos: 120_000,
  createdByName: 'Maria Manager',
  createdAt: '2026-11-26T01:00:00Z',
  requestedByName: 'Maria Manager',
  requestedAt: '2026-11-26T01:00:00Z',
  approvedByName: 'Ana Admin',
  approvedAt: '2026-11-26T02:00:00Z',
  issuedByName: 'Ben Bodega',
  issuedAt: '2026-11-26T03:00:00Z',
  receivedByName: 'Carla Store',
  receivedAt: '2026-11-27T03:00:00Z',
  closedByName: null,
  closedAt: null,
  cancelledByName: null,
  cancelledAt: null,
  cancelReason: null,
  lines: [
    {
      id: '01900000-0000-7000-8000-0000000000b1',
      lineNo: 1,
      productId: '01900000-0000-7000-8000-0000000000c1',
      sku: 'FEED-HG',
      productName: 'Hog Grower 50 kg',
      baseUnit: 'sack',
      requestedMilli: 20_000,
      approvedMilli: 20_000,
      issuedMilli: 20_000,
      receivedMilli: 19_000,
      unitCostCentavos: 120_000,
      totalValueCentavos: 2_400_000,
      notes: null,
      lots: [
        {
          id: '01900000-0000-7000-8000-0000000000d1',
          lotId: '01900000-0000-7000-8000-0000000000e1',
          batchNumber: 'HG2611-0001',
          expiryDate: '2027-05-01',
          issuedMilli: 20_000,
          receivedMilli: 19_000,
          damagedMilli: 1_000,
          resolvedMilli: 0,
          openMilli: 1_000,
          unitCostCentavos: 120_000,
          condition: 'mixed',
          notes: 'One sack torn',
        },
      ],
    },
  ],
  resolutions: [],
  actions: [],
  side: { from: true, to: true },
  version: 5,
} satisfies TransferSlip;

const store = { name: 'Santos Agrivet', address: 'Malolos, Bulacan', taxId: '123-456-789-00000' };

describe('the transfer slip PDF', () => {
  for (const format of ['a4', '80mm'] as const)
    it(`prints on ${format} the number, both places, dates, vehicle, driver, batches and the signature lines`, () => {
      const doc = transferDocDefinition(slip, store, '2026-11-27T04:00:00Z', format);
      const text = JSON.stringify(doc.content);
      for (const t of [
        'TR-202611-0007',
        'Bodega',
        'Main branch',
        'Sto. Tomas store',
        'Sto. Tomas branch',
        '2026-11-26',
        '2026-11-27',
        'L300 van NBC 4821',
        'Ramon Dizon',
        'Hog Grower 50 kg',
        'HG2611-0001',
        '2027-05-01',
        'Prepared by',
        'Approved by',
        'Issued by',
        'Driver',
        'Received by',
        'Ana Admin',
        'Carla Store',
      ])
        expect(text, t).toContain(t);
      expect(doc.pageSize).toEqual(format === 'a4' ? 'A4' : { width: 227, height: 'auto' });
    });
});
