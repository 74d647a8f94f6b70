import { moduleTexts } from '../../i18n/module-texts.ts';

/** The "History" button on a record's page (data history, issue 25), under `recordHistory.*`. */
const en = { history: 'History', label: 'Who changed this record, and when' };
const fil: typeof en = { history: 'Kasaysayan', label: 'Sino ang nagbago sa rekord na ito, at kailan' };

export const useRecordHistoryT = moduleTexts('recordHistory', en, fil);
