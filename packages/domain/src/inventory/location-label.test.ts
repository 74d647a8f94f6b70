import { describe, expect, it } from 'vitest';
import { locationLabeller } from './location-label.ts';

describe('locationLabeller', () => {
  it('shows the names alone while every location is in one branch', () => {
    const list = [
      { name: 'Main store', branchName: 'Main branch' },
      { name: 'Bodega', branchName: 'Main branch' },
    ];
    expect(list.map(locationLabeller(list))).toEqual(['Main store', 'Bodega']);
  });
  it('adds the branch when the list spans several', () => {
    const list = [
      { name: 'Main store', branchName: 'Main branch' },
      { name: 'Sto. Tomas store', branchName: 'Sto. Tomas' },
    ];
    expect(list.map(locationLabeller(list))).toEqual([
      'Main store · Main branch',
      'Sto. Tomas store · Sto. Tomas',
    ]);
  });
});
