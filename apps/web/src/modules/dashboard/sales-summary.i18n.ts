import { moduleTexts } from '../../i18n/module-texts.ts';

/** Texts of the dashboard's sales figures, under `salesSummary.*`. */
const en = {
  title: 'Sales',
  titleMine: 'Your sales',
  today: 'Today',
  thisWeek: 'This week',
  since: 'Since {{date}}',
  transactions_one: '{{count}} transaction',
  transactions_other: '{{count}} transactions',
  noSalesToday: 'No sales yet today',
  salesHistory: 'Sales history',
  topProducts: 'Best sellers',
  topProductsHint: 'Last 30 days, by amount',
  topProductsHintMine: 'Your sales of the last 30 days, by amount',
  noTopProducts: 'No sales in the last 30 days',
  sold: '{{qty}} {{unit}} sold',
  lowStock: 'Low stock',
  lowCounts: '{{low}} low · {{out}} out of stock',
  lowNone: 'Nothing is low or out of stock',
  stockOfMin: '{{stock}} of min. {{min}} {{unit}}',
  outOfStock: 'Out of stock',
  seeLow: 'See low stock',
  seeOut: 'See out of stock',
  loadFailed: 'The sales figures could not be loaded',
};

const fil: typeof en = {
  title: 'Benta',
  titleMine: 'Mga benta mo',
  today: 'Ngayong araw',
  thisWeek: 'Ngayong linggo',
  since: 'Mula {{date}}',
  transactions_one: '{{count}} transaksyon',
  transactions_other: '{{count}} transaksyon',
  noSalesToday: 'Wala pang benta ngayong araw',
  salesHistory: 'Kasaysayan ng Benta',
  topProducts: 'Pinakamabenta',
  topProductsHint: 'Nakaraang 30 araw, ayon sa halaga',
  topProductsHintMine: 'Mga benta mo sa nakaraang 30 araw, ayon sa halaga',
  noTopProducts: 'Walang benta sa nakaraang 30 araw',
  sold: '{{qty}} {{unit}} ang nabenta',
  lowStock: 'Kaunti na ang stock',
  lowCounts: '{{low}} kaunti na · {{out}} ubos na',
  lowNone: 'Walang kaunti o ubos na stock',
  stockOfMin: '{{stock}} sa minimum na {{min}} {{unit}}',
  outOfStock: 'Ubos na',
  seeLow: 'Tingnan ang kaunti na',
  seeOut: 'Tingnan ang ubos na',
  loadFailed: 'Hindi ma-load ang mga numero ng benta',
};

export const useSalesSummaryT = moduleTexts('salesSummary', en, fil);
