import { dashboardContract } from '@fbms/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { signedInRoutes } from '../../test/shell-fixtures.ts';

const step = (id: string, done: boolean, path: string) => ({ id, done, path });

describe('GettingStartedCard', () => {
  it('walks to a first sale, each step a link to the screen that does it', async () => {
    mockFetch({
      ...signedInRoutes('admin'),
      ...mockEndpoint(dashboardContract.getGettingStarted, {
        body: {
          steps: [
            step('business-details', true, '/settings/system?section=business'),
            step('add-products', true, '/inventory'),
            step('receive-stock', false, '/inventory'),
            step('enroll-terminal', false, '/pos'),
            step('first-sale', false, '/pos'),
          ],
        },
      }),
    });
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Getting started' });
    expect(within(card).getByText('2 of 5 done')).toBeTruthy();
    const links = within(card)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      [expect.stringMatching(/^Enter the business details \(Done\)/), '/settings/system?section=business'],
      [expect.stringMatching(/^Add your products \(Done\)/), '/inventory'],
      [
        expect.stringMatching(/^Enter your stock on hand \(Not done yet\)In Inventory: .*"Adjust stock"/),
        '/inventory',
      ],
      [expect.stringMatching(/^Make this computer a cash register \(Not done yet\)/), '/pos'],
      [expect.stringMatching(/^Make your first sale \(Not done yet\)/), '/pos'],
    ]);
  });
});
